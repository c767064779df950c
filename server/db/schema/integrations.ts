import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import type { ConfigSchema } from '../../../common/integration-config.ts';
import { projects } from './projects.ts';

/** Marketplace categories (platform-wide, not tenant data). */
export const integrationCategories = pgTable('integration_categories', {
  code: text().primaryKey(),
  name: text().notNull(),
  description: text().notNull().default(''),
  icon: text().notNull().default('apps'),
  sortOrder: integer().notNull().default(0),
});

/** One marketplace listing per integration code; its config schema is stored with it. */
export const integrationListings = pgTable(
  'integration_listings',
  {
    code: text().primaryKey(),
    name: text().notNull(),
    categoryCode: text()
      .notNull()
      .references(() => integrationCategories.code),
    summary: text().notNull().default(''),
    description: text().notNull().default(''),
    icon: text().notNull().default('puzzle'),
    developer: text().notNull().default('Shopfloor'),
    configSchema: jsonb().$type<ConfigSchema>().notNull().default({ fields: [] }),
    published: boolean().notNull().default(true),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [index('integration_listings_category_idx').on(t.categoryCode)],
);

/** Products (plans, add-ons) sold with an integration. */
export const integrationProducts = pgTable(
  'integration_products',
  {
    id: text().primaryKey(),
    integrationCode: text()
      .notNull()
      .references(() => integrationListings.code, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    priceCents: integer().notNull().default(0),
    currency: text().notNull().default('USD'),
    interval: text({ enum: ['month', 'year', 'once'] })
      .notNull()
      .default('month'),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [index('integration_products_code_idx').on(t.integrationCode, t.sortOrder)],
);

/** A project's installation of an integration (tenant table). Uninstalling keeps the row (config survives). */
export const projectIntegrations = pgTable(
  'project_integrations',
  {
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    code: text()
      .notNull()
      .references(() => integrationListings.code, { onDelete: 'cascade' }),
    config: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    installedAt: ts(),
    uninstalledAt: ts(),
    setupAt: ts(),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.code] }), index('project_integrations_code_idx').on(t.code)],
);
