import { Type } from 'typebox';
import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import { describeValidation, fieldRefusal } from './errors.ts';

const Payee = Type.Object(
  {
    name: Type.String({ minLength: 1 }),
    phone: Type.String({ pattern: '^\\d{9,12}$' }),
    bank: Type.Optional(Type.Object({ code: Type.String(), branch: Type.Integer() }, { additionalProperties: false })),
    payType: Type.Union([Type.Literal(2), Type.Literal(7)]),
  },
  { additionalProperties: false },
);
const check = Compile(Payee);
const message = (value: unknown) => describeValidation([...check.Errors(value)]);
const valid = { name: 'Amina', phone: '254712345678', payType: 7 };

describe('describeValidation', () => {
  it('names a missing field', () => {
    expect(message({ phone: '254712345678', payType: 7 })).toBe('Parameter error: name is required');
  });

  it('names a nested field by its dotted path', () => {
    expect(message({ ...valid, bank: { code: 'KCB', branch: 'main' } })).toBe('Parameter error: bank.branch must be integer');
    expect(message({ ...valid, bank: { code: 'KCB', branch: 1, swift: 'x' } })).toBe('Parameter error: bank.swift is not allowed');
  });

  it('lists the allowed values of an enumeration', () => {
    expect(message({ ...valid, payType: 3 })).toBe('Parameter error: payType must be one of 2, 7');
  });

  it('says what is wrong with a value', () => {
    expect(message({ ...valid, phone: 'abc' })).toMatch(/^Parameter error: phone must match pattern/);
  });

  it('falls back to the part of the request for a whole-value problem', () => {
    expect(describeValidation([...check.Errors('x')], 'querystring')).toBe('Parameter error: querystring must be object');
    expect(describeValidation([])).toBe('Parameter error');
  });
});

describe('fieldRefusal', () => {
  const refusal = (value: unknown) => fieldRefusal([...check.Errors(value)]);

  it('names the field and the rule it broke', () => {
    expect(refusal({ phone: '254712345678', payType: 7 })).toEqual({ field: 'name', rule: 'required' });
    expect(refusal({ ...valid, phone: 'abc' })).toEqual({ field: 'phone', rule: 'format' });
    expect(refusal({ ...valid, name: '' })).toEqual({ field: 'name', rule: 'length' });
    expect(refusal({ ...valid, payType: 3 })).toEqual({ field: 'payType', rule: 'choice' });
    expect(refusal({ ...valid, bank: { code: 'KCB', branch: 'main' } })).toEqual({ field: 'bank.branch', rule: 'type' });
    expect(refusal({ ...valid, bank: { code: 'KCB', branch: 1, swift: 'x' } })).toEqual({ field: 'bank.swift', rule: 'notAllowed' });
  });

  it('falls back to the part of the request', () => {
    expect(fieldRefusal([], 'querystring')).toEqual({ field: 'querystring', rule: 'invalid' });
  });
});
