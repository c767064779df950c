import { describe, expect, it } from 'vitest';
import { newId } from './ids.ts';

describe('newId', () => {
  it('is a lower-case ULID with its prefix', () => {
    expect(newId('ntf', Date.UTC(2026, 10, 23))).toMatch(/^ntf_[0-9a-hjkmnp-tv-z]{26}$/);
  });
  it('sorts by creation order, also within one millisecond', () => {
    const at = Date.UTC(2026, 10, 23, 8, 0, 0);
    const ids = [...Array.from({ length: 50 }, () => newId('x', at)), newId('x', at + 1)];
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
  it('an earlier time (history written by a seed) sorts before the later ids', () => {
    const late = newId('x', Date.UTC(2026, 10, 23, 9));
    const early = newId('x', Date.UTC(2025, 0, 1));
    expect(early < late).toBe(true);
  });
  it('starts a new random part in a new millisecond', () => {
    const a = newId('x', Date.UTC(2027, 0, 1));
    const b = newId('x', Date.UTC(2027, 0, 1) + 1);
    expect(a.slice(2, 12) < b.slice(2, 12)).toBe(true);
  });
});
