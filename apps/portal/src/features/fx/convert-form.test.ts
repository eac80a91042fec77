import { describe, expect, it } from 'vitest';
import type { MessageId } from '@mizani/i18n';
import { amountCurrency, convertSchema, initialConvertValues } from './convert-form.ts';

const t = (id: MessageId) => id;
const schema = convertSchema(t, () => 2);

async function errors(values: object): Promise<string[]> {
  try {
    await schema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('convert form', () => {
  it('needs both wallets, in different currencies, and a valid amount', async () => {
    expect(await errors(initialConvertValues())).toEqual(['fx.required.from', 'fx.required.to', 'money.required.amount']);
    expect(await errors({ ...initialConvertValues('0:KES', '1:KES'), amount: '10' })).toEqual(['fx.invalid.sameCurrency']);
    expect(await errors({ ...initialConvertValues('0:KES', '1:USD'), amount: '10.001' })).toEqual(['money.invalid.amount']);
    expect(await errors({ ...initialConvertValues('0:KES', '1:USD'), amount: '10.50' })).toEqual([]);
  });

  it('types the amount in the currency of the fixed side', () => {
    expect(amountCurrency(initialConvertValues('0:KES', '1:USD'))).toBe('KES');
    expect(amountCurrency({ ...initialConvertValues('0:KES', '1:USD'), fixedSide: 'to' })).toBe('USD');
  });
});
