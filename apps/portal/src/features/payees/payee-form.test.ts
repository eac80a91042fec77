import { createTranslator, en } from '@mizani/i18n';
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { emptyPayeeForm, fieldsFor, payeeSchema, toPayeeBody, type PayeeFormValues } from './payee-form.ts';

const t = createTranslator('en', en);
const schema = payeeSchema(t);

async function errors(values: PayeeFormValues): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}

const form = (overrides: Partial<PayeeFormValues>): PayeeFormValues => ({ ...emptyPayeeForm(254), name: 'Amina Wanjiru', ...overrides });

describe('recipient form', () => {
  it('asks for the channel and the name with the spec wording', async () => {
    expect(await errors(form({ name: '', channel: '' }))).toMatchObject({
      channel: 'Please select a payment channel',
      name: 'Please enter the recipient name',
    });
  });

  it('needs a phone for mobile money and nothing of a bank', async () => {
    expect(await errors(form({ channel: '2:KES' }))).toEqual({ phone: 'Please enter the phone number' });
    expect(await errors(form({ channel: '2:KES', phone: '712345670' }))).toEqual({});
  });

  it('needs the bank, holder and account for a bank, and the bank code for RTGS', async () => {
    expect(await errors(form({ channel: '100:KES' }))).toMatchObject({
      bankName: 'Please enter the bank name',
      bankUser: 'Please enter the account holder name',
      bankNo: 'Please enter the bank account number',
      bankCode: 'Please select the bank',
    });
    expect(await errors(form({ channel: '101:KES', bankName: 'Equity', bankUser: 'Baraka', bankNo: '12345' }))).toEqual({
      bankNo: 'The bank account number must be 6 to 20 digits',
    });
  });

  it('asks for SWIFT, address and city of a US dollar bank recipient', async () => {
    const need = fieldsFor({ channel: '100:USD', scope: '0' });
    expect(need.international).toBe(true);
    expect(await errors(form({ channel: '100:USD', bankName: 'Equity', bankUser: 'Baraka', bankNo: '01802934561', bankCode: '68' }))).toEqual({
      bankSwiftCode: 'Please enter the SWIFT code',
      bankAddrees: 'Please enter the bank address',
      bankCity: 'Please enter the city',
    });
  });

  it('refuses Chinese recipient bank details written in English', async () => {
    const chinese = { channel: '401:CNY', bankNo: '6217856000012345678', bankUser: '王小明', bankBranch: '中国银行广州天河支行' };
    expect(await errors(form({ ...chinese, bankName: 'Bank of China' }))).toEqual({ bankName: 'Chinese recipient bank details must be filled in Chinese' });
    expect(await errors(form({ ...chinese, bankName: '中国银行' }))).toEqual({});
  });

  it('sends only the fields of the chosen channel, trimmed', () => {
    const body = toPayeeBody(form({ channel: '2:KES', phone: ' 712345670 ', bankName: 'left over', remark: '  rent ' }));
    expect(body).toEqual({ countryId: 254, payType: 2, currencyId: 'KES', type: 2, name: 'Amina Wanjiru', phone: '712345670', remark: 'rent' });
  });
});
