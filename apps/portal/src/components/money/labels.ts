import type { MessageId } from '@mizani/i18n';
import type { OrderFlow, OrderStatus } from '@mizani/sdk';

// Labels of the order enumerations of spec section 3. Message ids are built from the values so a
// new value without a message fails the type check rather than showing a raw number. A channel's
// label is its registry row's (channelLabel in lib/money-labels.ts).
export const statusLabel = (status: OrderStatus): MessageId => `money.status.${status}`;
export const kindLabel = (kind: -1 | 0): MessageId => `money.kind.${kind}`;
export const scopeLabel = (scope: 0 | 1): MessageId => `money.scope.${scope}`;
export const flowLabel = (flow: OrderFlow): MessageId => `money.flow.${flow}`;

/** Statuses an order may still leave: a status check can change them. */
export const OPEN_STATUSES: readonly OrderStatus[] = [-2, -1, 0];
export const isOpen = (status: OrderStatus): boolean => OPEN_STATUSES.includes(status);
