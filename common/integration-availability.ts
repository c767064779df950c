/**
 * What installing a listing does today (issue 13 item 6), until every listing has its module:
 * - `available`: a module with its own screens (menu entry and pages) ships with the app;
 * - `settings-only`: installing stores the listing's settings (e.g. a connector's shop domain, a tracking ID)
 *   for the day its module ships; nothing new appears in the app yet;
 * - `coming-soon`: nothing to install yet: the server refuses installation (409 INTEGRATION_COMING_SOON).
 * Listings created through the admin API (other developers') are settings-only: their settings are theirs.
 */
export type Availability = 'available' | 'settings-only' | 'coming-soon';

/** Listings whose module ships with the app (src/modules.ts registers the same codes). */
export const MODULES_WITH_SCREENS = [
  'sitewide-banner',
  'fulfillments',
  'workflow',
  'okrs',
  'orders',
  'customers',
  'products',
  'inserts',
  'enquiries',
  'reviews',
  'storefront',
  'drive',
  'email',
  'flows',
] as const;

export function availabilityOf(code: string, hasSettings: boolean, inCatalogue: boolean): Availability {
  if ((MODULES_WITH_SCREENS as readonly string[]).includes(code)) return 'available';
  if (hasSettings || !inCatalogue) return 'settings-only';
  return 'coming-soon';
}

export const AVAILABILITY_LABEL: Record<Availability, string> = {
  available: 'Available',
  'settings-only': 'Settings only',
  'coming-soon': 'Coming soon',
};

/** One sentence a person reads before installing. */
export const AVAILABILITY_NOTE: Record<Availability, string> = {
  available: 'Installing adds its pages and menu entry to this project.',
  'settings-only': 'Installing saves its settings for this project; its screens are not built yet, so nothing new appears in the app.',
  'coming-soon': 'This module is not built yet, so it cannot be installed. It will appear here when it is ready.',
};

export const COMING_SOON_MESSAGE = (name: string) => `${name} is coming soon: it can't be installed yet because its module is not built.`;
