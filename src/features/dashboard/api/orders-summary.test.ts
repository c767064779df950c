import { describe, expect, it } from 'vitest';
import { todayRange } from './orders-summary.ts';

describe('todayRange', () => {
  it('is the local day: from midnight to the next midnight', () => {
    const r = todayRange(new Date(2026, 10, 23, 15, 30));
    expect(r).toEqual({ start: new Date(2026, 10, 23).toISOString(), end: new Date(2026, 10, 24).toISOString() });
    expect(todayRange(new Date(2026, 11, 31, 23, 59)).end).toBe(new Date(2027, 0, 1).toISOString());
  });
});
