import type { MessageId, Translate as TranslateWith } from '@mizani/i18n';
import { channelRow, type ChannelFamily, type OrderStatus, type PayeeAuditStatus, type VaStatus } from '@mizani/sdk';

/**
 * Labels of the money enumerations (spec section 3). The server sends only the values; a value this
 * build does not know yet is shown as it came rather than hidden.
 */
type Translate = (id: MessageId) => string;

function known(id: string): MessageId {
  return id as MessageId;
}

const STATUSES = new Set<number>([-2, -1, 0, 1, 2, 3]);

/** A channel's name: the label of its row in the channel registry. */
export function channelLabel(t: Translate, payType: number | null | undefined): string {
  if (payType === null || payType === undefined) return '';
  const row = channelRow(payType);
  return row ? t(row.label) : String(payType);
}

/**
 * A channel as a choice in a form: its name and the currency it moves there, e.g. "Airtel (TZS)",
 * or the name alone when the spec's name already says the currency ("M-pesa(KES)").
 */
export function channelChoiceLabel(t: TranslateWith, payType: number, currency: string): string {
  const name = channelLabel(t, payType);
  return channelRow(payType)?.name.includes(currency) ? name : t('money.channel.withCurrency', { channel: name, currency });
}

export function orderStatusLabel(t: Translate, status: OrderStatus | number | null | undefined): string {
  if (status === null || status === undefined) return '';
  return STATUSES.has(status) ? t(known(`money.status.${status}`)) : String(status);
}

export function scopeLabel(t: Translate, scope: number): string {
  return scope === 0 || scope === 1 ? t(known(`money.scope.${scope}`)) : String(scope);
}

export function orderKindLabel(t: Translate, kind: number | null | undefined): string {
  if (kind === null || kind === undefined) return '';
  return kind === -1 || kind === 0 ? t(known(`money.kind.${kind}`)) : String(kind);
}

export function payeeAuditLabel(t: Translate, status: PayeeAuditStatus | number): string {
  return [-1, 0, 1, 2].includes(status) ? t(known(`assets.payeeAudit.${status}`)) : String(status);
}

export function holderTypeLabel(t: Translate, type: number): string {
  return [1, 2, 3].includes(type) ? t(known(`assets.holderType.${type}`)) : String(type);
}

export function vaStatusLabel(t: Translate, status: VaStatus | string): string {
  return ['SUBMITTED', 'CONFIRMED', 'SUCCESSFUL'].includes(status) ? t(known(`assets.vaStatus.${status}`)) : status;
}

export function familyLabel(t: Translate, family: ChannelFamily | string): string {
  return ['internal', 'mobile_money', 'bank', 'cny_account', 'offline'].includes(family) ? t(known(`assets.family.${family}`)) : family;
}

/** The posting kinds a wallet's history shows (the server's ledger posting kinds for wallets). */
export const MOVEMENT_KINDS = ['send', 'send_cross_border', 'transfer', 'transfer_in', 'topup', 'collection', 'opening', 'fx_convert'] as const;
const REVERSAL = '.reversal';

/**
 * What moved the money: 'send', 'topup', ... and 'send.reversal' for money that came back. A kind
 * this build does not know yet gets a generic label: a ledger key means nothing to a customer.
 */
export function movementLabel(t: (id: MessageId, values?: Record<string, string>) => string, kind: string): string {
  if (kind.endsWith(REVERSAL)) return t('assets.movement.reversal', { kind: movementLabel(t, kind.slice(0, -REVERSAL.length)) });
  return (MOVEMENT_KINDS as readonly string[]).includes(kind) ? t(known(`assets.movement.${kind}`)) : t('assets.movement.other');
}

/** Colour of an order status badge: settled green, refused red, waiting orange. */
export function orderStatusPalette(status: number | null | undefined): string {
  if (status === 1) return 'green';
  if (status === 2 || status === 3) return 'red';
  return 'orange';
}
