import { createTranslator, en, type MessageId } from '@mizani/i18n';
import { zh } from '@mizani/i18n/messages/zh';
import {
  ACCOUNT_HOLDER_TYPES,
  ORDER_KINDS,
  ORDER_STATUSES,
  PAYEE_AUDIT_STATUSES,
  SCOPES,
  TRANSFER_TYPES,
  VA_STATUSES,
  VERIFICATION_STATUSES,
} from '@mizani/sdk';
import { ORDER_FLOWS } from '@mizani/sdk/contract';
import { describe, expect, it } from 'vitest';
import { flowLabel } from '../components/money/labels.ts';
import { KYC_STATUS_LABELS } from '../features/kyc/kyc-status.ts';
import {
  familyLabel,
  holderTypeLabel,
  MOVEMENT_KINDS,
  movementLabel,
  orderKindLabel,
  orderStatusLabel,
  payeeAuditLabel,
  scopeLabel,
  vaStatusLabel,
} from './money-labels.ts';
import { OPERATIONS, operationLabel } from './operation-log.ts';

/** What a program's key looks like: snake_case, camelCase or UPPER_CASE, as the screens must never show. */
const KEY_LIKE = /^(?:[a-z]+(?:_[a-z0-9]+)+|[a-z]+(?:[A-Z][a-z0-9]*)+|[A-Z]{2,}(?:_[A-Z0-9]+)*)$/;

const CATALOGUES = { en, zh } as const;

describe.each(Object.entries(CATALOGUES))('labels of the values the screens show (%s)', (locale, catalogue) => {
  const messages = catalogue as Record<string, string>;
  // A translator that fails the test on a missing message rather than falling back to the id.
  const t = (id: MessageId, values?: Record<string, string>): string => {
    expect(messages[id], `${locale} has no message ${id}`).toBeTruthy();
    return createTranslator(locale as 'en' | 'zh', catalogue)(id, values);
  };

  const cases: [string, readonly (string | number)[], (value: never) => string][] = [
    ['order status', ORDER_STATUSES, (v) => orderStatusLabel(t, v)],
    ['order kind', ORDER_KINDS, (v) => orderKindLabel(t, v)],
    ['order flow', ORDER_FLOWS, (v) => t(flowLabel(v))],
    ['scope', SCOPES, (v) => scopeLabel(t, v)],
    ['wallet movement', MOVEMENT_KINDS, (v) => movementLabel(t, v)],
    ['money back', MOVEMENT_KINDS.map((kind) => `${kind}.reversal`), (v) => movementLabel(t, v)],
    ['operation', OPERATIONS, (v) => operationLabel(t, v)],
    ['KYC/KYB status', VERIFICATION_STATUSES, (v) => t(KYC_STATUS_LABELS[v])],
    ['recipient review', PAYEE_AUDIT_STATUSES, (v) => payeeAuditLabel(t, v)],
    ['holder type', ACCOUNT_HOLDER_TYPES, (v) => holderTypeLabel(t, v)],
    ['virtual account status', VA_STATUSES, (v) => vaStatusLabel(t, v)],
    ['transfer type', TRANSFER_TYPES, (v) => familyLabel(t, v)],
  ];

  it.each(cases)('every %s has a label that is not its raw value', (_name, values, label) => {
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) {
      const text = label(value as never);
      expect(text, `${String(value)}`).not.toBe(String(value));
      expect(text, `${String(value)} -> ${text}`).not.toMatch(KEY_LIKE);
      expect(text, `${String(value)} -> ${text}`).not.toContain(String(value));
    }
  });

  it('names the operations team and role changes record, and an unknown one generically', () => {
    for (const operation of ['teamAdd', 'teamDelete', 'roleAdd']) expect(operationLabel(t, operation)).not.toMatch(KEY_LIKE);
    expect(operationLabel(t, 'somethingNew')).toBe(messages['operationLog.op.other']);
    expect(operationLabel(t, 'toString')).toBe(messages['operationLog.op.other']);
    expect(movementLabel(t, 'merchant_payout')).toBe(messages['assets.movement.other']);
  });
});
