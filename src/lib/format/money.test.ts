import { describe, expect, it } from 'vitest';
import { currencyExponent, formatMoney, toMajor, toMinor } from './money.ts';

describe('formatMoney', () => {
  it('formats minor units with the currency exponent', () => {
    expect(formatMoney(4200, 'EUR', 'en-IE')).toBe('€42.00');
    expect(formatMoney(4250, 'USD', 'en-US')).toBe('$42.50');
    expect(formatMoney(4200, 'JPY', 'en-US')).toBe('¥4,200');
    expect(formatMoney(1234, 'BHD', 'en-US')).toMatch(/1\.234/);
    expect(formatMoney(-500, 'EUR', 'en-IE')).toBe('-€5.00');
  });
  it('never throws on a code Intl does not know', () => {
    expect(formatMoney(4200, 'not-a-code')).toBe('42.00 not-a-code');
  });
  it('converts between major and minor units', () => {
    expect(currencyExponent('EUR')).toBe(2);
    expect(currencyExponent('JPY')).toBe(0);
    expect(toMajor(4250, 'EUR')).toBe(42.5);
    expect(toMinor(42.5, 'EUR')).toBe(4250);
    expect(toMinor(0.1 + 0.2, 'EUR')).toBe(30);
    expect(toMinor(4200, 'JPY')).toBe(4200);
  });
});
