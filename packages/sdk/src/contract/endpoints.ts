/**
 * Every call of the API as plain data: method, path (Fastify-style `:param`) and whether it
 * carries the session token. Both the browser client and the server read this table; it holds no
 * schema code so it costs the browser bundle almost nothing. The TypeBox schemas for each entry
 * are in `schemas.ts`, keyed by the same names.
 */
export interface EndpointDef {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** false for the calls the spec marks "no token". */
  auth: boolean;
}

export const endpoints = {
  // Common calls (spec section 7)
  'common.country': { method: 'POST', path: '/common/country', auth: false },
  'common.currency': { method: 'POST', path: '/common/currency', auth: true },
  'common.sysNotice': { method: 'POST', path: '/common/sysNotice', auth: false },
  // Operations
  'system.health': { method: 'GET', path: '/health', auth: false },
  'sandbox.outbox': { method: 'GET', path: '/sandbox/outbox', auth: false },
} as const satisfies Record<string, EndpointDef>;

export type EndpointName = keyof typeof endpoints;
