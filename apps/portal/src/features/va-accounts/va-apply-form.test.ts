import { createTranslator, en } from '@mizani/i18n';
import { describe, expect, it } from 'vitest';
import { emptyVaApply, toVaApplyBody, vaApplySchema, vaStepIndex } from './va-apply-form.ts';

const schema = vaApplySchema(createTranslator('en', en));

describe('VA application', () => {
  it('will not go without the user agreement', async () => {
    const values = { ...emptyVaApply(254, 'Amani Traders'), payType: '101', currencyId: 'KES' };
    await expect(schema.validateAt('agreement', values)).rejects.toThrow('Please read and agree to the user agreement');
    await expect(schema.validate({ ...values, agreement: true })).resolves.toBeTruthy();
  });

  it('asks for the currency and country with the spec wording', async () => {
    await expect(schema.validateAt('currencyId', emptyVaApply(254))).rejects.toThrow('Please select a currency');
    await expect(schema.validateAt('countryId', emptyVaApply(null))).rejects.toThrow('Please select a country');
  });

  it('sends numbers as numbers and the name trimmed', () => {
    expect(toVaApplyBody({ payType: '505', currencyId: 'KES', countryId: '254', accountName: ' Amani ', agreement: true })).toEqual({
      payType: 505,
      currencyId: 'KES',
      countryId: 254,
      accountName: 'Amani',
      agreement: true,
    });
  });

  it('places each status on the steps', () => {
    expect(['SUBMITTED', 'CONFIRMED', 'SUCCESSFUL'].map(vaStepIndex)).toEqual([0, 1, 2]);
  });
});
