/**
 * ISO 3166-1 alpha-2 countries with names in the browser's language, from Intl (no list shipped): every two-letter
 * region Intl names, minus groupings, test codes, exceptional reservations and withdrawn aliases.
 */
const NOT_COUNTRIES = new Set('AC AN BU CP CQ CS DD DG DY EA EU EZ FX HV IC NH QO RH SU TA TP UK UN VD XA XB YD YU ZR ZZ'.split(' '));

let cached: { value: string; label: string }[] | null = null;

export function countryOptions(locale?: string): { value: string; label: string }[] {
  if (cached) return cached;
  const names = new Intl.DisplayNames(locale ? [locale] : undefined, { type: 'region', fallback: 'none' });
  const out: { value: string; label: string }[] = [];
  for (let a = 65; a <= 90; a++)
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = NOT_COUNTRIES.has(code) ? undefined : names.of(code);
      if (name && name !== code) out.push({ value: code, label: name });
    }
  cached = out.sort((x, y) => x.label.localeCompare(y.label));
  return cached;
}

export function countryName(code: string | null | undefined): string {
  if (!code) return '—';
  try {
    return new Intl.DisplayNames(undefined, { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
