import { describe, expect, it } from 'vitest';
import { createTranslator, en } from '@mizani/i18n';
import { zh } from '@mizani/i18n/messages/zh';
import type { Receipt } from '../contract/schemas/receipt.ts';
import { receiptLines } from './receipt-lines.ts';

const PAID: Receipt = {
  sn: 'MZ202611260000000001',
  scope: 1,
  type: 0,
  flow: 'send',
  status: 1,
  payType: 401,
  createTime: '2026-11-26T06:00:00.000Z',
  finishTime: '2026-11-26T06:05:00.000Z',
  currencyId: 'KES',
  amount: '10000.00',
  fee: '120.00',
  taxFee: '0.00',
  total: '10120.00',
  outcome: 'received',
  outcomeAmount: '537.44',
  outcomeCurrencyId: 'CNY',
  rate: '0.05374400',
  sender: { name: 'Amina Traders', account: 'MZ******1431', bankName: null },
  recipient: { name: 'Li Wei', account: '62**********5670', bankName: '中国工商银行' },
  providerReceiptNo: null,
  remark: null,
};

const english = createTranslator('en', en);
const chinese = createTranslator('zh', zh);
const asText = (receipt: Receipt, t = english, locale: 'en' | 'zh' = 'en') =>
  Object.fromEntries(receiptLines(receipt, t, locale).map((line) => [line.label, line.value.join(' / ')]));

describe('receiptLines', () => {
  it('lists a paid cross-border send in print order: figures in the paid currency, what arrived in the received one', () => {
    const lines = receiptLines(PAID, english, 'en');
    expect(lines.map((line) => line.key)).toEqual(['sn', 'time', 'finishTime', 'kind', 'status', 'channel', 'amount', 'fee', 'tax', 'total', 'rate', 'outcome', 'sender', 'recipient']);
    expect(asText(PAID)).toMatchObject({
      'Order number': 'MZ202611260000000001',
      'Date and time': '26 Nov 2026, 09:00',
      Type: 'Cross-border · Send',
      Status: 'Successful',
      Channel: 'CNY Account KES',
      Amount: '10,000 KES',
      Total: '10,120 KES',
      'Amount received': '537.44 CNY',
      From: 'Amina Traders / MZ******1431',
      To: 'Li Wei / 62**********5670 / 中国工商银行',
    });
  });

  it('says a refused send came back whole and a failed top-up credited nothing, never "Amount received"', () => {
    const refunded = asText({ ...PAID, status: 2, outcome: 'refunded', outcomeAmount: '10120.00', outcomeCurrencyId: 'KES' });
    expect(refunded['Refunded to your wallet']).toBe('10,120 KES');
    expect(refunded).not.toHaveProperty('Amount received');
    const notCredited = asText({ ...PAID, type: -1, flow: 'topup', status: 3, outcome: 'notCredited', outcomeAmount: null, outcomeCurrencyId: null });
    expect(notCredited['Amount credited']).toBe('Nothing was credited to your wallet');
  });

  it('speaks Chinese', () => {
    expect(asText(PAID, chinese, 'zh')).toMatchObject({ 订单号: 'MZ202611260000000001', 交易类型: '跨境 · 汇款', 状态: '成功', 到账金额: '537.44 CNY', 收款方: 'Li Wei / 62**********5670 / 中国工商银行' });
  });
});
