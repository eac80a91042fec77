/**
 * Sandbox test numbers (docs/sandbox.md), from the channel registry's test numbers: the last
 * digit decides what the rail does. The docs show this table.
 */
import type { MessageId } from '@mizani/i18n';
import { CHANNEL_REGISTRY, type ChannelRow } from '@mizani/sdk';

export interface TestNumberRow {
  channel: number;
  label: MessageId;
  currencyId: string;
  success: string;
  fails: string;
  lateSuccess: string;
  lateFailure: string;
  never: string;
}

const rows: readonly ChannelRow[] = CHANNEL_REGISTRY;

export const TEST_NUMBERS: TestNumberRow[] = rows.flatMap((row) =>
  Object.entries(row.testNumbers ?? {}).map(([currencyId, success]) => {
    const base = success.slice(0, -1);
    return {
      channel: row.payType,
      label: row.label,
      currencyId,
      success,
      fails: `${base}6`,
      lateSuccess: `${base}7`,
      lateFailure: `${base}8`,
      never: `${base}9`,
    };
  }),
);
