import { describe, expect, it } from 'vitest';
import { compare, makeRow, median, meetsTarget } from './report.ts';

const row = (key: string, better: 'lower' | 'higher', rounds: [number, number | null][], target: number | null = null) =>
  makeRow({ key, metric: key, unit: 'ms', better, target, rounds: rounds.map(([value, floor]) => ({ value, floor })) });

describe('bench report', () => {
  it('keeps value, floor and the median of the per-round ratios', () => {
    const r = row('cold', 'lower', [
      [600, 300],
      [900, 300],
      [500, 400],
    ]);
    expect(r).toMatchObject({ value: 600, floor: 300, ratio: 2 });
    expect(median([3, 1, 2, 10])).toBe(2.5);
    expect(row('start', 'lower', [[1000, null]]).ratio).toBeNull();
  });

  it('checks the target on the ratio, in the right direction', () => {
    expect(meetsTarget(row('rps', 'higher', [[70, 100]], 0.6))).toBe(true);
    expect(meetsTarget(row('rps', 'higher', [[50, 100]], 0.6))).toBe(false);
    expect(meetsTarget(row('cold', 'lower', [[130, 100]], 1.2))).toBe(false);
    expect(meetsTarget(row('none', 'lower', [[130, 100]]))).toBeNull();
  });

  it('flags a ratio more than 10% worse than the previous run, either direction, and nothing else', () => {
    const before = { rows: [row('cold', 'lower', [[110, 100]]), row('rps', 'higher', [[60, 100]]), row('p99', 'lower', [[200, 100]])] };
    const after = [
      row('cold', 'lower', [[125, 100]]),
      row('rps', 'higher', [[50, 100]]),
      row('p99', 'lower', [[210, 100]]),
      row('new', 'lower', [[1, 1]]),
    ];
    expect(compare(after, before).map((w) => w.key)).toEqual(['cold', 'rps']);
    expect(compare(after, null)).toEqual([]);
  });
});
