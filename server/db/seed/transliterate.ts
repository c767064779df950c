/**
 * Names as ASCII for addresses and slugs, keeping the letters: accents come off (Chloé → chloe, Gómez →
 * gomez), letters without a decomposition are spelled out (ß → ss, Ø → o, Ł → l), anything else is dropped.
 */
const SPELLED: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

export function emailLocal(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøłđðþı]/g, (c) => SPELLED[c] ?? '')
    .replace(/[^a-z0-9]+/g, '');
}
