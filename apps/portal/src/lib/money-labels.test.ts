import { en } from '@mizani/i18n';
import { zh } from '@mizani/i18n/messages/zh';
import { CHANNEL_REGISTRY } from '@mizani/sdk';
import { describe, expect, it } from 'vitest';
import { channelLabel } from './money-labels.ts';

describe('channelLabel', () => {
  it("names every registry channel by its row's label, in English and Chinese", () => {
    for (const row of CHANNEL_REGISTRY) {
      expect(channelLabel((id) => en[id], row.payType)).toBe(en[row.label]);
      expect(channelLabel((id) => zh[id], row.payType)).toBe(zh[row.label]);
    }
    expect(channelLabel((id) => en[id], 502)).toBe('Mpesa STK PUSH');
  });

  it('shows a number this build does not know as it came, and nothing for no channel', () => {
    expect(channelLabel((id) => en[id], 999)).toBe('999');
    expect(channelLabel((id) => en[id], null)).toBe('');
  });
});
