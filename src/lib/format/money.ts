/**
 * Money on screen. Amounts are integer minor units beside an ISO 4217 currency (docs/decisions/commerce.md):
 * `formatMoney(4200, 'EUR')` → "€42.00", `formatMoney(4200, 'JPY')` → "¥4,200" (the currency's own exponent).
 */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, locale?: string): Intl.NumberFormat {
  const key = `${locale ?? ''}|${currency}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, f);
  }
  return f;
}

/** Digits after the decimal point of a currency (EUR 2, JPY 0, BHD 3); 2 for a code Intl does not know. */
export function currencyExponent(currency: string): number {
  try {
    return formatter(currency, 'en').resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** Minor units → major units (4250 EUR → 42.5). */
export const toMajor = (minor: number, currency: string) => minor / 10 ** currencyExponent(currency);
/** Major units as typed in a form → integer minor units (42.5 EUR → 4250), rounded to the currency's exponent. */
export const toMinor = (major: number, currency: string) => Math.round(major * 10 ** currencyExponent(currency));

/** The amount for people; an unknown currency code falls back to "42.00 XYZ". */
export function formatMoney(minor: number, currency: string, locale?: string): string {
  try {
    return formatter(currency, locale).format(toMajor(minor, currency));
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}
