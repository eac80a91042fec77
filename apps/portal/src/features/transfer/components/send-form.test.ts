import { createTranslator, en } from '@mizani/i18n';
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { canTypeRecipient, EMPTY_WORKER, initialSendValues, sendSchema, type SendValues } from './send-form.ts';

const t = createTranslator('en', en);
const context = (scope: 0 | 1) => ({ scope, scale: () => 2, limits: () => ({ minAmount: '10.00', maxAmount: '150000.00' }), phonePattern: () => /^[17]\d{8}$/ });

async function messages(scope: 0 | 1, values: Partial<SendValues>, salary = false): Promise<Record<string, string>> {
  try {
    await sendSchema(t, context(scope)).validate({ ...initialSendValues(), ...values }, { abortEarly: false, context: { salary } });
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

  it('banks need a saved recipient; wallets and accounts can be typed', () => {
    expect(canTypeRecipient(100)).toBe(false);
    expect(canTypeRecipient(2)).toBe(true);
    expect(canTypeRecipient(0)).toBe(true);
  });
});
