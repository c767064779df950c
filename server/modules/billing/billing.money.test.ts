import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, invoiceTotals, sumMinor, taxOf, toMajorString } from './billing.money.ts';

const amount = fc.integer({ min: 1, max: 100_000_000_000 });
const rate = fc.integer({ min: 0, max: 10_000 });

describe('billing money (integer minor units)', () => {
  it('tax is amount × rate rounded half away from zero, exactly', () => {
    fc.assert(
      fc.property(amount, rate, (a, r) => {
        const tax = taxOf(a, r);
        expect(Number.isSafeInteger(tax)).toBe(true);
        // a·r − tax·10 000 lies in [−5 000, 5 000): exactly half rounds up (away from zero).
        const diff = BigInt(a) * BigInt(r) - BigInt(tax) * 10_000n;
        expect(diff < 5_000n && diff >= -5_000n).toBe(true);
        expect(taxOf(-a, r) + tax).toBe(0);
      }),
      { numRuns: 2000 },
    );
    expect(taxOf(5, 1000)).toBe(1); // 0.5 → 1
    expect(taxOf(4, 1000)).toBe(0);
    expect(taxOf(1999, 2000)).toBe(400); // 399.8
    expect(taxOf(2500, 1900)).toBe(475);
  });

  it('invoice totals: the lines add up to subtotal + tax − credits, and the sum of parts equals the whole', () => {
    const line = fc.record({
      amount,
      taxAmount: fc.integer({ min: 0, max: 20_000_000_000 }),
      type: fc.constantFrom('charge' as const, 'credit' as const),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 200 }), fc.integer({ min: 0, max: 200 }), (lines, cut) => {
        const t = invoiceTotals(lines);
        const charges = lines.filter((l) => l.type === 'charge');
        expect(t.subtotal).toBe(charges.reduce((s, l) => s + l.amount, 0));
        expect(t.tax).toBe(charges.reduce((s, l) => s + l.taxAmount, 0));
        expect(t.total).toBe(Math.max(0, t.subtotal + t.tax - t.credits));
        // splitting the lines in two and adding the parts gives the same sums
        const a = invoiceTotals(lines.slice(0, cut));
        const b = invoiceTotals(lines.slice(cut));
        expect(a.subtotal + b.subtotal).toBe(t.subtotal);
        expect(a.tax + b.tax).toBe(t.tax);
        expect(a.credits + b.credits).toBe(t.credits);
      }),
      { numRuns: 500 },
    );
  });

  it('sums refuse to lose precision; major-unit strings come from the integer', () => {
    expect(() => sumMinor([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
    expect(() => sumMinor([0.5])).toThrow(RangeError);
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (n) => {
        const s = toMajorString(n, 'EUR');
        expect(s).toMatch(/^-?\d+\.\d\d$/);
        expect(BigInt(s.replace('.', ''))).toBe(BigInt(n));
      }),
    );
    expect(toMajorString(5, 'EUR')).toBe('0.05');
    expect(toMajorString(-1234, 'EUR')).toBe('-12.34');
    expect(toMajorString(1234, 'JPY')).toBe('1234');
    expect(toMajorString(1234, 'KWD')).toBe('1.234');
    expect(formatMoney(123456789012345, 'EUR')).toBe('€1,234,567,890,123.45');
  });
});
