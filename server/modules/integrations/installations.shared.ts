/** Helpers shared by the installation handlers (handlers/). */
import { availabilityOf, COMING_SOON_MESSAGE } from '../../../common/integration-availability.ts';
import { CATALOGUE_CODES } from '../../db/seed/integrations-catalogue.ts';
import { CODES } from '../../lib/error-codes.ts';
import type { Context } from 'hono';
import type { Tx } from '../../db/client.ts';
import type { AppEnv } from '../../lib/context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { validateConfig } from './integrations.config.ts';
import { findPublishedListing, getInstallation, isInstalled, updateInstallation } from './integrations.repo.ts';

export const NOT_INSTALLED_MESSAGE = "Can't patch an integration that hasn't been installed";
export const database = (c: Context<AppEnv>) => c.get('deps').database.db;

export async function listingFor(tx: Tx, code: string) {
  const row = await findPublishedListing(tx, code);
  if (!row) throw notFound('Integration', CODES.INTEGRATION_NOT_FOUND);
  return row;
}

/** A listing whose module is not built yet can't be installed or configured (common/integration-availability.ts). */
export async function installableListing(tx: Tx, code: string) {
  const listing = await listingFor(tx, code);
  if (availabilityOf(listing.code, listing.configSchema.fields.length > 0, CATALOGUE_CODES.has(listing.code)) === 'coming-soon') {
    throw conflict(COMING_SOON_MESSAGE(listing.name), CODES.INTEGRATION_COMING_SOON);
  }
  return listing;
}

/** Merge a config patch into an installed integration (validated as a whole); `setup` also stamps setupAt. */
export async function updateInstalled(
  c: Context<AppEnv>,
  project: string,
  integration: string,
  patch: Record<string, unknown>,
  setup: boolean,
) {
  return database(c).transaction(async (tx) => {
    const listing = await installableListing(tx, integration);
    const existing = await getInstallation(tx, project, integration, true);
    if (!existing || !isInstalled(existing)) throw conflict(NOT_INSTALLED_MESSAGE, CODES.INTEGRATION_NOT_INSTALLED);
    const config = validateConfig(listing.configSchema, { ...existing.config, ...patch });
    const now = new Date().toISOString();
    return (await updateInstallation(tx, project, integration, { config, updatedAt: now, ...(setup ? { setupAt: now } : {}) }))!;
  });
}
