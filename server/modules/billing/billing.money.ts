/**
 * Billing money (docs/decisions/billing.md "Money and rounding"): integer minor units beside an ISO 4217
 * currency; arithmetic in BigInt, so no float ever touches an amount. Tax is computed per transaction from a
 * rate in basis points and rounded half away from zero to the currency's minor unit; an invoice's tax is the
 * sum of its lines' taxes (line-level rounding), so the lines always add up to the totals printed.
 */

/** Largest amount of one transaction (minor units): far below 2^53, so sums of millions stay exact. */
export const MAX_AMOUNT = 100_000_000_000; // 1 billion in major units of a 2-digit currency

const currencies = new Set<string>(Intl.supportedValuesOf('currency'));
export const isCurrency = (code: string) => /^[A-Z]{3}$/.test(code) && currencies.has(code);

/** Digits after the decimal point of a currency (JPY 0, EUR 2, KWD 3). */
export const currencyExponent = (currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;

/** `amount × bps / 10 000`, rounded half away from zero, exactly (BigInt). */
export function taxOf(amount: number, rateBps: number): number {
  if (!Number.isSafeInteger(amount) || !Number.isInteger(rateBps) || rateBps < 0) throw new RangeError('taxOf: integers only');
  const n = BigInt(amount) * BigInt(rateBps);
  const sign = n < 0n ? -1n : 1n;
  const abs = n * sign;
  const q = abs / 10_000n;
  const r = abs % 10_000n;
  return Number((r * 2n >= 10_000n ? q + 1n : q) * sign);
}

/** Exact sum of minor-unit amounts; throws rather than lose a cent beyond 2^53. */
export function sumMinor(amounts: Iterable<number>): number {
  let total = 0n;
  for (const a of amounts) {
    if (!Number.isSafeInteger(a)) throw new RangeError(`not a minor-unit amount: ${a}`);
    total += BigInt(a);
  }
  if (total > BigInt(Number.MAX_SAFE_INTEGER) || total < BigInt(Number.MIN_SAFE_INTEGER)) throw new RangeError('sum out of range');
  return Number(total);
}

/** Minor units → a decimal string in major units, without floats (`-1234` EUR → "-12.34"). */
export function toMajorString(minor: number, currency: string): string {
  const e = currencyExponent(currency);
  const neg = minor < 0;
  const digits = String(Math.abs(minor)).padStart(e + 1, '0');
  const whole = e ? digits.slice(0, -e) : digits;
  const frac = e ? `.${digits.slice(-e)}` : '';
  return `${neg ? '-' : ''}${whole}${frac}`;
}

/** `€42.00` for 4200 EUR (display only: the number given to Intl is exact for the decimal string). */
export function formatMoney(minor: number, currency: string): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(toMajorString(minor, currency) as unknown as number);
}

export interface LineAmounts {
  amount: number;
  taxAmount: number;
  type: 'charge' | 'credit';
}
/** Invoice totals from its lines: subtotal and tax of the charges, credits taken off, never below zero. */
export function invoiceTotals(lines: readonly LineAmounts[]) {
  const charges = lines.filter((l) => l.type === 'charge');
  const subtotal = sumMinor(charges.map((l) => l.amount));
  const tax = sumMinor(charges.map((l) => l.taxAmount));
  const credits = sumMinor(lines.filter((l) => l.type === 'credit').map((l) => l.amount + l.taxAmount));
  const total = Math.max(0, subtotal + tax - credits);
  return { subtotal, tax, credits, total };
}
