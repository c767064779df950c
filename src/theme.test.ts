import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, statusColors, theme } from './theme.ts';

describe('theme maps', () => {
  it('give invoice and campaign status colours per colour scheme', () => {
    const r = cssVariablesResolver(theme as never);
    expect(r.light['--sf-invoice-overdue']).toBe(statusColors.light.invoice.overdue);
    expect(r.dark['--sf-invoice-overdue']).toBe(statusColors.dark.invoice.overdue);
    expect(Object.keys(r.light).sort()).toEqual(
      ['paid', 'due', 'overdue', 'failed', 'void']
        .map((s) => `--sf-invoice-${s}`)
        .concat(['--sf-campaign-sending', '--sf-campaign-scheduled'])
        .sort(),
    );
  });
});
