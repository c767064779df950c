/**
 * The theme of spec 000 §9: primary #0aadff, Source Sans Pro for text and Poppins for headings (bundled by
 * fontsource), breakpoints xs 475 · sm 640 · md 768 · lg 1024 · xl 1280 · 2xl 1536 px.
 * Light and dark maps add the invoice and campaign status colours (as CSS variables, see statusColors).
 *
 * Contrast (WCAG AA, issue 13 item 8): #0aadff is kept for fills and large text; text on a fill takes black
 * or white by luminance (`autoContrast`: black on #0aadff is 8.4:1, white was 2.5:1). Small text and links use
 * a darker shade of the same hue (`textColors`), and dimmed text is darkened (light) or lightened (dark) to
 * reach 4.5:1 on every surface the app uses (white, gray-0, the brand tint; dark-7, dark-6).
 */
import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

const brand: MantineColorsTuple = [
  '#e0f7ff',
  '#cbecff',
  '#9ad7ff',
  '#64c1ff',
  '#3aaefe',
  '#0aadff',
  '#0096e6',
  '#0083cc',
  '#0073b4',
  '#00629c',
];

/** Small text and links in the brand hue (≈200°), per scheme, with their contrast on the page background. */
export const textColors = {
  light: { brandText: brand[8], anchor: brand[8], dimmed: '#666e76' }, // #0073b4 on white 5.1:1; dimmed 5.2:1
  dark: { brandText: brand[3], anchor: brand[3], dimmed: '#a3a3a3' }, // #64c1ff on #242424 7.9:1; dimmed 6.1:1
} as const;

export const BREAKPOINTS_PX = { xs: 475, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
const em = (px: number) => `${px / 16}em`;

export const statusColors = {
  light: {
    invoice: { paid: '#2f9e44', due: '#1c7ed6', overdue: '#e8590c', failed: '#e03131', void: '#868e96' },
    campaign: { sending: '#0aadff', scheduled: '#7048e8' },
  },
  dark: {
    invoice: { paid: '#51cf66', due: '#4dabf7', overdue: '#ff922b', failed: '#ff6b6b', void: '#adb5bd' },
    campaign: { sending: '#3bc4ff', scheduled: '#9775fa' },
  },
} as const;

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 5, dark: 4 },
  colors: { brand },
  fontFamily: '"Source Sans Pro", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Poppins, "Source Sans Pro", system-ui, sans-serif', fontWeight: '600' },
  breakpoints: { xs: em(475), sm: em(640), md: em(768), lg: em(1024), xl: em(1280) },
  defaultRadius: 'md',
  cursorType: 'pointer',
  autoContrast: true,
  components: {
    Chip: { defaultProps: { autoContrast: true, color: 'brand' } },
    // Links are told apart from the text around them by more than colour (WCAG 1.4.1).
    // (Set as a style too: Text's own `text-decoration: none` wins over Mantine's zero-specificity rule.)
    Anchor: {
      defaultProps: { underline: 'always' },
      styles: (_t: unknown, props: { underline?: string }) => ({
        root: !props.underline || props.underline === 'always' ? { textDecoration: 'underline' } : {},
      }),
    },
  },
  other: { breakpoint2xl: em(1536), statusColors },
});

/** Layout region defaults of spec 000 §2. */
export const LAYOUT = { headerHeight: 64, sidebarWidth: 220, navBarHeight: 48, announcementHeight: 40, mailWidth: 520 } as const;

/**
 * The light and dark theme maps as CSS variables: `--sf-invoice-<status>` and `--sf-campaign-<status>` take the
 * colour of the active colour scheme (used by billing and marketing badges).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => {
  const vars = (scheme: 'light' | 'dark') =>
    Object.fromEntries([
      ...Object.entries(statusColors[scheme].invoice).map(([k, v]) => [`--sf-invoice-${k}`, v]),
      ...Object.entries(statusColors[scheme].campaign).map(([k, v]) => [`--sf-campaign-${k}`, v]),
    ]);
  const text = (scheme: 'light' | 'dark') => ({
    '--sf-brand-text': textColors[scheme].brandText,
    '--mantine-color-anchor': textColors[scheme].anchor,
    '--mantine-color-dimmed': textColors[scheme].dimmed,
  });
  return { variables: {}, light: { ...vars('light'), ...text('light') }, dark: { ...vars('dark'), ...text('dark') } };
};
