import { createTranslator, en } from '@mizani/i18n';
import { zh } from '@mizani/i18n/messages/zh';
import { CHANNEL_REGISTRY } from '@mizani/sdk';
import { describe, expect, it } from 'vitest';
import { channelChoiceLabel, channelLabel } from './money-labels.ts';

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

describe('channelChoiceLabel', () => {
  const english = createTranslator('en', en);
  const chinese = createTranslator('zh', zh);
  it('adds the currency to a channel whose name does not say it', () => {
    expect(channelChoiceLabel(english, 5, 'TZS')).toBe('Airtel (TZS)');
    expect(channelChoiceLabel(english, 502, 'KES')).toBe('Mpesa STK PUSH (KES)');
  });
  it("does not repeat a currency the spec's name already says", () => {
    expect(channelChoiceLabel(english, 2, 'KES')).toBe('M-pesa(KES)');
    expect(channelChoiceLabel(english, 401, 'CNY')).toBe('CNY Account KES');
    expect(channelChoiceLabel(chinese, 2, 'KES')).toBe('M-pesa(KES)');
    expect(channelChoiceLabel(chinese, 503, 'KES')).toBe('银行充值 (KES)');
  });
});
