import { describe, expect, it, vi } from 'vitest';
import { formatAccountNumber, formatAmount, formatCard, formatRate, fromMinorUnits, toMinorUnits, trimOnBlur, trimValue } from './index.ts';

describe('formatAmount', () => {
  it('shows amounts above zero in US English style with at most 4 decimals', () => {
    expect(formatAmount('1234.5678')).toBe('1,234.5678');
    expect(formatAmount('1234567.1')).toBe('1,234,567.1');
    expect(formatAmount('999')).toBe('999');
    expect(formatAmount('1250.50')).toBe('1,250.5');
    expect(formatAmount(1234.5)).toBe('1,234.5');
    expect(formatAmount(1234567n)).toBe('1,234,567');
  });

  it('rounds the fifth decimal half up on the digits', () => {
    expect(formatAmount('1234.56785')).toBe('1,234.5679');
    expect(formatAmount('1234.56784999')).toBe('1,234.5678');
    expect(formatAmount('9999.99995')).toBe('10,000');
    expect(formatAmount('0.00005')).toBe('0.0001');
    expect(formatAmount('0.00004')).toBe('0');
  });

  it('never passes a decimal string through a float', () => {
    // 2^53 + 1 is the first integer a double cannot hold.
    expect(formatAmount('9007199254740993.12345')).toBe('9,007,199,254,740,993.1235');
    expect(formatAmount('123456789012345678901234.5')).toBe('123,456,789,012,345,678,901,234.5');
  });

  it('leaves zero and negative values as they are', () => {
    expect(formatAmount('0')).toBe('0');
    expect(formatAmount('0.00')).toBe('0.00');
    expect(formatAmount('-1234.56789')).toBe('-1234.56789');
    expect(formatAmount(0)).toBe('0');
    expect(formatAmount(-5.123456)).toBe('-5.123456');
    expect(formatAmount(-10n)).toBe('-10');
  });

  it('drops a plus sign and leading zeros, and shows nothing for no value', () => {
    expect(formatAmount('+0012.5')).toBe('12.5');
    expect(formatAmount(' 1000 ')).toBe('1,000');
    expect(formatAmount(null)).toBe('');
    expect(formatAmount(undefined)).toBe('');
  });

  it('returns text that is not a number unchanged', () => {
    expect(formatAmount('N/A')).toBe('N/A');
    expect(formatAmount('1e5')).toBe('1e5');
    expect(formatAmount(Number.NaN)).toBe('NaN');
  });
});

describe('formatCard', () => {
  it('strips non-digits and groups the digits in fours', () => {
    expect(formatCard('6222021234567890123')).toBe('6222 0212 3456 7890 123');
    expect(formatCard('6222-0212 3456/7890')).toBe('6222 0212 3456 7890');
    expect(formatCard(12345678n)).toBe('1234 5678');
    expect(formatCard('123')).toBe('123');
    expect(formatCard('ab')).toBe('');
    expect(formatCard(null)).toBe('');
  });
});

describe('formatRate', () => {
  it('keeps every digit the server quotes so the rate multiplies out', () => {
    expect(formatRate('0.00775700')).toBe('0.007757');
    expect(formatRate('128.91000000')).toBe('128.91');
    expect(formatRate('1290.5')).toBe('1,290.5');
    expect(formatRate('1.00000000')).toBe('1');
    expect(formatRate(null)).toBe('');
  });
});

describe('formatAccountNumber', () => {
  it('groups card-like numbers only and shows account numbers and phones as written', () => {
    expect(formatAccountNumber('6222020012345670')).toBe('6222 0200 1234 5670');
    expect(formatAccountNumber('6222-0212-3456-7890-123')).toBe('6222 0212 3456 7890 123');
    expect(formatAccountNumber('MZ1648131431')).toBe('MZ1648131431');
    expect(formatAccountNumber('712345670')).toBe('712345670');
    expect(formatAccountNumber('+255712345670')).toBe('+255712345670');
    expect(formatAccountNumber(' 01100123456 ')).toBe('01100123456');
    expect(formatAccountNumber(null)).toBe('');
  });
});

describe('trimming', () => {
  it('trims strings and leaves anything else alone', () => {
    expect(trimValue('  Amani Otieno  ')).toBe('Amani Otieno');
    expect(trimValue(5)).toBe(5);
    expect(trimValue(null)).toBeNull();
  });

  it('writes the trimmed value back on blur, only when it changed', () => {
    const setValue = vi.fn();
    const onBlur = trimOnBlur(setValue);
    onBlur({ target: { name: 'nickName', value: '  Amani ' } });
    expect(setValue).toHaveBeenCalledWith('nickName', 'Amani');
    onBlur({ target: { name: 'nickName', value: 'Amani' } });
    expect(setValue).toHaveBeenCalledTimes(1);
  });
});

describe('minor units', () => {
  it('converts decimal strings to minor units exactly', () => {
    expect(toMinorUnits('12.5', 2)).toBe(1250n);
    expect(toMinorUnits('12.50', 2)).toBe(1250n);
    expect(toMinorUnits('-0.01', 2)).toBe(-1n);
    expect(toMinorUnits('100', 0)).toBe(100n);
    expect(toMinorUnits('92233720368547758.07', 2)).toBe(9223372036854775807n);
    expect(toMinorUnits('123456789012345678901234.56', 2)).toBe(12345678901234567890123456n);
  });

  it('refuses more decimals than the scale instead of rounding', () => {
    expect(() => toMinorUnits('1.234', 2)).toThrow(RangeError);
    expect(() => toMinorUnits('1.5', 0)).toThrow(RangeError);
  });

  it('refuses malformed amounts and scales', () => {
    for (const bad of ['', ' 1', '1.', '.5', '1e5', '1,000', '+1', '--1', 'NaN']) expect(() => toMinorUnits(bad, 2)).toThrow(TypeError);
    expect(() => toMinorUnits(12.5 as unknown as string, 2)).toThrow(TypeError);
    expect(() => toMinorUnits('1', -1)).toThrow(RangeError);
    expect(() => toMinorUnits('1', 1.5)).toThrow(RangeError);
  });

  it('converts minor units back to a decimal string with the full scale', () => {
    expect(fromMinorUnits(1250n, 2)).toBe('12.50');
    expect(fromMinorUnits(-1n, 2)).toBe('-0.01');
    expect(fromMinorUnits(0n, 2)).toBe('0.00');
    expect(fromMinorUnits(5n, 0)).toBe('5');
    expect(fromMinorUnits(9223372036854775807n, 2)).toBe('92233720368547758.07');
    expect(() => fromMinorUnits(5 as unknown as bigint, 2)).toThrow(TypeError);
    expect(() => fromMinorUnits(5n, 19)).toThrow(RangeError);
  });

  it('round-trips', () => {
    for (const value of ['0.00', '1.00', '-1.25', '1000000.99', '0.07']) expect(fromMinorUnits(toMinorUnits(value, 2), 2)).toBe(value);
  });
});
