import type { Scope } from '@mizani/sdk';

/** Path prefix of each scope's screens: psp is the domestic service, mrp the cross-border one. */
export const SERVICE_PREFIX: Record<Scope, 'psp' | 'mrp'> = { 0: 'psp', 1: 'mrp' };

export type ServiceScreen = 'index' | 'recharge' | 'recharge-cobo' | 'order';

export const serviceHref = (scope: Scope, screen: ServiceScreen): string => `/home/${SERVICE_PREFIX[scope]}-${screen}`;

/** Where recipients are managed (the assets screens). */
export const PAYEES_HREF = '/home/assets-payee';
export const PROFILE_HREF = '/home/info';
