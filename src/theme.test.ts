import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, statusColors, textColors, theme } from './theme.ts';

describe('theme maps', () => {
  it('give invoice and campaign status colours per colour scheme', () => {
    const r = cssVariablesResolver(theme as never);
    expect(r.light['--sf-invoice-overdue']).toBe(statusColors.light.invoice.overdue);
    expect(r.dark['--sf-invoice-overdue']).toBe(statusColors.dark.invoice.overdue);
    expect(
      Object.keys(r.light)
        .filter((k) => k.startsWith('--sf-invoice') || k.startsWith('--sf-campaign'))
        .sort(),
    ).toEqual(
      ['paid', 'due', 'overdue', 'failed', 'void']
        .map((s) => `--sf-invoice-${s}`)
        .concat(['--sf-campaign-sending', '--sf-campaign-scheduled'])
        .sort(),
    );
  });
});

/** WCAG 2 relative luminance and contrast ratio. */
const lum = (hex: string) => {
  const [r, g, b] = [1, 3, 5]
    .map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r as number) + 0.7152 * (g as number) + 0.0722 * (b as number);
};
const contrast = (a: string, b: string) => {
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
};

describe('colour contrast (WCAG AA)', () => {
  const surfaces = { light: ['#ffffff', '#f8f9fa', '#e6f7ff'], dark: ['#242424', '#2e2e2e'] };
  it('keeps #0aadff as the primary fill, and text on it reaches 4.5:1 (black by autoContrast)', () => {
    expect(theme.colors?.brand?.[5]).toBe('#0aadff');
    expect(theme.autoContrast).toBe(true);
    expect(contrast('#000000', '#0aadff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#ffffff', '#0aadff')).toBeLessThan(4.5); // why white text can't stay
  });
  it('small text, links and dimmed text reach 4.5:1 on every surface, in both schemes', () => {
    for (const scheme of ['light', 'dark'] as const) {
      for (const bg of surfaces[scheme]) {
        for (const [name, fg] of Object.entries(textColors[scheme])) {
          expect(contrast(fg, bg), `${scheme} ${name} ${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });
  it('the text shade is a darker shade of the same hue as #0aadff', () => {
    const hue = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
      const max = Math.max(r, g, b);
      const min = Math.min(r, g, b);
      const d = max - min;
      const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
      return (h * 60 + 360) % 360;
    };
    expect(Math.abs(hue(textColors.light.anchor) - hue('#0aadff'))).toBeLessThan(5);
    expect(lum(textColors.light.anchor)).toBeLessThan(lum('#0aadff'));
  });
  it('reaches the page through CSS variables', () => {
    const r = cssVariablesResolver(theme as never);
    expect(r.light['--mantine-color-anchor']).toBe(textColors.light.anchor);
    expect(r.dark['--mantine-color-dimmed']).toBe(textColors.dark.dimmed);
  });
});
