/** Checks of ISO and IANA codes, answered by the runtime's own Intl data (no lists to keep up to date). */
const currencies = new Set<string>(Intl.supportedValuesOf('currency'));
const regions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

export const isCurrency = (code: string) => /^[A-Z]{3}$/.test(code) && currencies.has(code);

export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export function isCountry(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code)) return false;
  try {
    const name = regions.of(code);
    return name !== undefined && name !== 'Unknown Region';
  } catch {
    return false;
  }
}

/** Digits after the decimal point of a currency (JPY 0, EUR 2, KWD 3). */
export const currencyExponent = (currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;

/** `€42.00` for 4200 EUR; `¥4,200` for 4200 JPY. */
export function formatMoney(amount: number, currency: string): string {
  const exponent = currencyExponent(currency);
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount / 10 ** exponent);
}
