import { describe, expect, it } from 'vitest';
import { amountProblem } from './amount.ts';

describe('amountProblem', () => {
  it('asks for an amount when empty', () => {
    expect(amountProblem('  ', 2)?.id).toBe('money.required.amount');
  });

  it('refuses zero, signs, exponents and more places than the currency has', () => {
    for (const value of ['0', '0.00', '-5', '1e3', '10.005', 'abc', '1,000']) expect(amountProblem(value, 2)?.id).toBe('money.invalid.amount');
  });

  it('takes a positive amount within the scale', () => {
    expect(amountProblem('1250.50', 2)).toBeNull();
    expect(amountProblem('7', 0)).toBeNull();
  });

  it('checks the channel limits exactly, without floats', () => {
    const limits = { minAmount: '10.00', maxAmount: '150000.00' };
    expect(amountProblem('9.99', 2, limits)?.id).toBe('money.invalid.belowMin');
    expect(amountProblem('10', 2, limits)).toBeNull();
    expect(amountProblem('150000.00', 2, limits)).toBeNull();
    expect(amountProblem('150000.01', 2, limits)).toMatchObject({ id: 'money.invalid.aboveMax', values: { max: '150,000' } });
    // Past 2^53 a float comparison would call these equal.
    expect(amountProblem('9007199254740993', 0, { maxAmount: '9007199254740992' })?.id).toBe('money.invalid.aboveMax');
  });
});
