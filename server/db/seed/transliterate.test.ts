import { describe, expect, it } from 'vitest';
import { emailLocal } from './transliterate.ts';

describe('demo people’s addresses keep transliterated letters', () => {
  it('takes accents off instead of dropping the letter', () => {
    expect(`${emailLocal('Chloé')}.${emailLocal('García')}`).toBe('chloe.garcia');
    expect(emailLocal('Łukasz')).toBe('lukasz');
    expect(emailLocal('Søren')).toBe('soren');
    expect(emailLocal('Strauß')).toBe('strauss');
    expect(emailLocal("O'Brien-Núñez")).toBe('obriennunez');
  });
});
