import { createTranslator, en } from '@mizani/i18n';
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { canTypeRecipient, EMPTY_SETTLEMENT, EMPTY_WORKER, initialSendValues, needsSettlementAccount, sendSchema, settlementAccountOf, type SendValues } from './send-form.ts';

const t = createTranslator('en', en);
const context = (scope: 0 | 1) => ({ scope, scale: () => 2, limits: () => ({ minAmount: '10.00', maxAmount: '150000.00' }), phonePattern: () => /^[17]\d{8}$/ });

async function messages(scope: 0 | 1, values: Partial<SendValues>, salary = false, settlement = false): Promise<Record<string, string>> {
  try {
    await sendSchema(t, context(scope)).validate({ ...initialSendValues(), ...values }, { abortEarly: false, context: { salary, settlement } });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}

describe('send form rules', () => {
  it('domestic: asks for the channel, the recipient and the amount with the spec wording', async () => {
    expect(await messages(0, {})).toMatchObject({ payType: 'Please select a payment channel', payeeId: 'Please select a recipient', amount: 'Please enter the amount' });
  });

  it('domestic, typed number: checks the phone shape of the country instead of a saved recipient', async () => {
    const found = await messages(0, { payType: '2', mode: 'typed', phone: '0712345670', amount: '100' });
    expect(found).toEqual({ phone: 'Enter the mobile number without the leading 0, digits only' });
    expect(await messages(0, { payType: '2', mode: 'typed', phone: '712345670', amount: '100' })).toEqual({});
    expect(await messages(0, { payType: '0', mode: 'typed', accountNo: 'MZ123', amount: '100' })).toEqual({ accountNo: 'An account number is MZ followed by 10 digits' });
  });

  it('applies the channel limits', async () => {
    expect(await messages(0, { payType: '2', payeeId: '4', amount: '9.99' })).toEqual({ amount: 'The smallest amount for this channel is 10' });
  });

  it('cross-border: every declaration of spec section 5 is required', async () => {
    expect(await messages(1, { amount: '100' })).toEqual({
      currencyId: 'Please select a currency',
      payeeId: 'Please select a recipient',
      sourceOfFunds: 'Please select the source of funds',
      fundsPurpose: 'Please enter the purpose',
      senderAddress: 'Please enter the sender address',
      exchangeFile: 'Please upload the exchange file',
      detailFile: 'Please upload the detail file',
    });
  });

  it('cross-border salary: the contract documents are required too', async () => {
    const complete = { currencyId: 'USD', payeeId: '3', amount: '100', sourceOfFunds: 'SALARY', fundsPurpose: 'Wages', senderAddress: 'Moi Avenue 12', exchangeFile: 'f1', detailFile: 'f2', tradeType: '5' };
    expect(await messages(1, complete, false)).toEqual({});
    const found = await messages(1, { ...complete, worker: { ...EMPTY_WORKER, name: 'Amina' } }, true);
    expect(found['worker.contractFile']).toBe('Please upload the contract documents');
    expect(found['worker.idNo']).toBe('This field is required');
    expect(found['worker.name']).toBeUndefined();
  });

  it('cross-border CNY Account: the exchange settlement account is required, bank details in Chinese', async () => {
    const complete = { currencyId: 'USD', payeeId: '3', amount: '100', sourceOfFunds: 'GIFT', fundsPurpose: 'Family', senderAddress: 'Moi Avenue 12', exchangeFile: 'f1', detailFile: 'f2' };
    expect(needsSettlementAccount(401)).toBe(true);
    expect(needsSettlementAccount(100)).toBe(false);
    expect(await messages(1, complete, false, false)).toEqual({});
    expect(await messages(1, complete, false, true)).toEqual({
      'settlement.accountName': 'Please enter the account name',
      'settlement.type': 'Please select the account type',
      'settlement.idNo': 'Please enter the ID number',
      'settlement.cardNo': 'Please enter the card number',
      'settlement.bankName': 'Please enter the bank',
      'settlement.brankBankName': 'Please enter the branch bank',
      'settlement.province': 'Please enter the province',
      'settlement.city': 'Please enter the city',
      'settlement.lineNumber': 'Please enter the bank line number',
      'settlement.applyReason': 'Please enter the reason for the application',
    });
    const account = {
      ...EMPTY_SETTLEMENT,
      accountName: '李伟',
      type: '1',
      idNo: '110101199003074514',
      cardNo: '6222 0200 1234 5670',
      bankName: 'ICBC',
      brankBankName: '北京王府井支行',
      province: '北京',
      city: '北京',
      lineNumber: '10210000007',
      applyReason: '货款结算',
    };
    expect(await messages(1, { ...complete, settlement: account }, false, true)).toEqual({
      'settlement.bankName': 'Chinese recipient bank details must be filled in Chinese',
      'settlement.lineNumber': 'The bank line number is 12 digits',
    });
    const fixed = { ...account, bankName: '中国工商银行', lineNumber: '102100000072' };
    expect(await messages(1, { ...complete, settlement: fixed }, false, true)).toEqual({});
    expect(settlementAccountOf(fixed)).toEqual({
      accountName: '李伟',
      type: 1,
      idNo: '110101199003074514',
      cardNo: '6222020012345670',
      bankName: '中国工商银行',
      brankBankName: '北京王府井支行',
      province: '北京',
      city: '北京',
      lineNumber: '102100000072',
      applyReason: '货款结算',
    });
  });

  it('banks need a saved recipient; wallets and accounts can be typed', () => {
    expect(canTypeRecipient(100)).toBe(false);
    expect(canTypeRecipient(2)).toBe(true);
    expect(canTypeRecipient(0)).toBe(true);
  });
});
