/**
 * The integrations catalogue (every environment) and a few demo installations (behind their own marker):
 * the second demo project has `fulfillments` (a Factory) and `workflow`, others a handful of modules.
 */
import { asc, eq } from 'drizzle-orm';
import { configDefaults } from '../../../common/integration-config.ts';
import { newId } from '../../lib/ids.ts';
import type { Database, Tx } from '../client.ts';
import {
  appSettings,
  integrationCategories,
  integrationListings,
  integrationProducts,
  projectIntegrations,
  projects,
} from '../schema/index.ts';
import { CATALOGUE, CATEGORIES, catalogueRows } from './integrations-catalogue.ts';

const MARKER = 'seed_integrations_v1';

/** Insert categories, listings and products that are missing (idempotent). */
export async function seedIntegrationCatalogue(tx: Tx) {
  await tx
    .insert(integrationCategories)
    .values(CATEGORIES.map((c, i) => ({ ...c, sortOrder: i })))
    .onConflictDoNothing();
  const rows = catalogueRows();
  const inserted = await tx
    .insert(integrationListings)
    .values(rows.map((r) => r.listing))
    .onConflictDoNothing()
    .returning({ code: integrationListings.code });
  const fresh = new Set(inserted.map((r) => r.code));
  const products = rows
    .filter((r) => fresh.has(r.listing.code))
    .flatMap((r) => r.products.map((p) => ({ ...p, id: newId('ipr'), integrationCode: r.listing.code })));
  if (products.length) await tx.insert(integrationProducts).values(products);
}

/** Demo installations per project index (projects in creation order). */
const DEMO_INSTALLS: Record<number, string[]> = {
  0: ['orders', 'products', 'sitewide-banner', 'email', 'flows', 'drive'],
  1: ['fulfillments', 'workflow', 'orders', 'warehouse', 'shipping', 'devices'],
  2: ['website', 'discounts', 'reviews'],
  3: ['workflow', 'drive'],
  4: ['shopify', 'fulfillments'],
};

export async function seedIntegrations(database: Database) {
  const { db } = database;
  const [done] = await db.select().from(appSettings).where(eq(appSettings.key, MARKER));
  if (done) return;
  await db.transaction(async (tx) => {
    await tx.insert(appSettings).values({ key: MARKER, value: { at: new Date().toISOString() } });
    await seedIntegrationCatalogue(tx);
    const list = await tx.select({ id: projects.id }).from(projects).orderBy(asc(projects.createdAt), asc(projects.id));
    const now = new Date().toISOString();
    for (const [i, codes] of Object.entries(DEMO_INSTALLS)) {
      const project = list[Number(i)];
      if (!project) continue;
      await tx.insert(projectIntegrations).values(
        codes.map((code) => {
          const entry = CATALOGUE.find((e) => e.code === code)!;
          return { projectId: project.id, code, config: configDefaults(entry.config ?? { fields: [] }), installedAt: now, setupAt: now };
        }),
      );
    }
  });
}
