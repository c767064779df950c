/**
 * The theme of spec 000 §9: primary #0aadff, Source Sans Pro for text and Poppins for headings (bundled by
 * fontsource), breakpoints xs 475 · sm 640 · md 768 · lg 1024 · xl 1280 · 2xl 1536 px.
 * Light and dark maps add the invoice and campaign status colours (as CSS variables, see statusColors).
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
  return { variables: {}, light: vars('light'), dark: vars('dark') };
};
