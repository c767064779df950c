import { describe, expect, it } from 'vitest';
import { presetRange } from './StorageMetricsPanel.tsx';
import { fromUnit, toUnit } from './StorageSetupForm.tsx';

describe('storage admin helpers', () => {
  it('shows bytes in the largest unit that is at least 1, and converts back', () => {
    expect(toUnit(2_000_000)).toEqual({ amount: 2, unit: 'MB' });
    expect(toUnit(5 * 1024 ** 3)).toEqual({ amount: 5.369, unit: 'GB' });
    expect(toUnit(3e12)).toEqual({ amount: 3, unit: 'TB' });
    expect(toUnit(0)).toEqual({ amount: 0, unit: 'MB' });
    expect(fromUnit(1.5, 'GB')).toBe(1_500_000_000);
    expect(fromUnit(0.001, 'MB')).toBe(1000);
  });

  it('range presets are whole UTC days ending at tomorrow midnight', () => {
    const r = presetRange(7, new Date('2026-11-24T16:50:00Z'));
    expect(r).toEqual({ start: '2026-11-18T00:00:00.000Z', end: '2026-11-25T00:00:00.000Z' });
    expect(presetRange(7, new Date('2026-11-24T00:00:01Z'))).toEqual(r);
  });
});
