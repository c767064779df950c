/**
 * The print-on-demand catalogue (spec 001 §1 "a catalogue for a game-store product", §7 "/v1/gfn", "/v1/inserts";
 * docs/decisions/catalogue.md): products with variants, stock per variant per fulfilment project (factory) as an
 * append-only ledger of movements, factory statements with their fulfilments and transactions, insert types
 * (a reference list every project sees) and a project's inserts.
 * Money is integer minor units (`bigint`, read as a JS number) beside an ISO 4217 currency; never a float.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { projects } from './projects.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const money = () => bigint({ mode: 'number' });
const projectId = () =>
  text()
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });

export type ProductAttributes = Record<string, string>;
export type VariantOptions = { size?: string; colour?: string; finish?: string } & Record<string, string>;

export const gfnProducts = pgTable(
  'gfn_products',
  {
    id: text().notNull(),
    projectId: projectId(),
    title: text().notNull(),
    description: text().notNull().default(''),
    /** A category such as apparel, prints, stickers, packaging (the browser's filter). */
    category: text().notNull(),
    /** Drive file ids (image service URLs) or absolute image URLs. */
    images: jsonb().$type<string[]>().notNull().default([]),
    attributes: jsonb().$type<ProductAttributes>().notNull().default({}),
    baseCost: money().notNull(),
    currency: text().notNull(),
    /** Resupply items are ordered in multiples of this (000 §3 cart item `quantityStep`); null = any quantity. */
    quantityStep: integer(),
    variantCount: integer().notNull().default(0),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
    search: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(category, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.id] }),
    index('gfn_products_project_title_idx').on(t.projectId, t.title, t.id),
    index('gfn_products_project_category_idx').on(t.projectId, t.category, t.title, t.id),
    index('gfn_products_search_idx').using('gin', t.search),
  ],
);

export const gfnVariants = pgTable(
  'gfn_variants',
  {
    id: text().notNull(),
    projectId: projectId(),
    productId: text().notNull(),
    sku: text().notNull(),
    title: text().notNull(),
    options: jsonb().$type<VariantOptions>().notNull().default({}),
    cost: money().notNull(),
    currency: text().notNull(),
    weightGrams: integer().notNull(),
    gtin: text(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.id] }),
    uniqueIndex('gfn_variants_project_sku_uq').on(t.projectId, t.sku),
    index('gfn_variants_project_product_idx').on(t.projectId, t.productId, t.id),
  ],
);

/**
 * One row per (variant, fulfilment project): the lock that serialises reservations (SELECT … FOR UPDATE) and the
 * running totals of the ledger, kept in the same transaction as each movement (the ledger is the truth; the
 * totals equal its sums — tested).
 */
export const gfnStockLevels = pgTable(
  'gfn_stock_levels',
  {
    projectId: projectId(),
    variantId: text().notNull(),
    /** The factory project that holds the stock (a project id; its name is copied for display). */
    fulfillmentProjectId: text().notNull(),
    fulfillmentProjectName: text().notNull(),
    onHand: integer().notNull().default(0),
    reserved: integer().notNull().default(0),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.variantId, t.fulfillmentProjectId] }),
    index('gfn_stock_levels_project_factory_idx').on(t.projectId, t.fulfillmentProjectId, t.variantId),
  ],
);

export const STOCK_MOVEMENT_KINDS = ['received', 'reserved', 'released', 'shipped', 'adjusted'] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

/** Append-only (a trigger in the migration refuses UPDATE and DELETE). */
export const gfnStockMovements = pgTable(
  'gfn_stock_movements',
  {
    id: text().notNull(),
    projectId: projectId(),
    variantId: text().notNull(),
    fulfillmentProjectId: text().notNull(),
    kind: text().$type<StockMovementKind>().notNull(),
    /** Change of the quantity on hand (received +, shipped −, adjusted ±). */
    onHandDelta: integer().notNull(),
    /** Change of the reserved quantity (reserved +, released −, shipped −). */
    reservedDelta: integer().notNull(),
    /** What caused it: an order id, a delivery note, a stock count. */
    reference: text(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.id] }),
    index('gfn_stock_movements_level_idx').on(t.projectId, t.variantId, t.fulfillmentProjectId, t.id),
  ],
);

export const gfnStatements = pgTable(
  'gfn_statements',
  {
    id: text().notNull(),
    projectId: projectId(),
    /** The factory that made the fulfilments. */
    fulfillmentProjectId: text().notNull(),
    fulfillmentProjectName: text().notNull(),
    /** e.g. ST-2026-03-FAB1 */
    number: text().notNull(),
    periodStart: ts().notNull(),
    periodEnd: ts().notNull(),
    status: text().$type<'open' | 'closed'>().notNull(),
    currency: text().notNull(),
    fulfillmentCount: integer().notNull().default(0),
    transactionCount: integer().notNull().default(0),
    total: money().notNull().default(0),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.id] }),
    uniqueIndex('gfn_statements_project_number_uq').on(t.projectId, t.number),
    index('gfn_statements_project_period_idx').on(t.projectId, t.periodStart, t.id),
  ],
);

/** A fulfilment a factory made (an order packed and shipped), on one statement. */
export const gfnFulfillments = pgTable(
  'gfn_fulfillments',
  {
    id: text().notNull(),
    projectId: projectId(),
    statementId: text().notNull(),
    orderReference: text().notNull(),
    itemCount: integer().notNull(),
    total: money().notNull(),
    currency: text().notNull(),
    fulfilledAt: ts().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.id] }),
    index('gfn_fulfillments_statement_idx').on(t.projectId, t.statementId, t.fulfilledAt, t.id),
  ],
);

export const TRANSACTION_TYPES = ['production', 'shipping', 'insert', 'packaging', 'adjustment'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** A charge: links a fulfilment to what it cost (one row per cost line). */
export const gfnTransactions = pgTable(
  'gfn_transactions',
  {
    id: text().notNull(),
    projectId: projectId(),
    statementId: text().notNull(),
    fulfillmentId: text(),
    type: text().$type<TransactionType>().notNull(),
    description: text().notNull(),
    sku: text(),
    quantity: integer().notNull().default(1),
    amount: money().notNull(),
    currency: text().notNull(),
    createdAt: ts().notNull(),
    search: tsvector().generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(description, '') || ' ' || coalesce(sku, '') || ' ' || coalesce(fulfillment_id, '') || ' ' || type)`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.id] }),
    index('gfn_transactions_project_created_idx').on(t.projectId, t.createdAt, t.id),
    index('gfn_transactions_statement_idx').on(t.projectId, t.statementId, t.createdAt, t.id),
    index('gfn_transactions_fulfillment_idx').on(t.projectId, t.fulfillmentId),
    index('gfn_transactions_search_idx').using('gin', t.search),
  ],
);

/** Printed extras a factory can pack (reference data every project sees; seeded by the migration). */
export const insertTypes = pgTable('insert_types', {
  id: text().primaryKey(),
  name: text().notNull(),
  /** e.g. A6, business card, 50 mm round */
  size: text().notNull(),
  widthMm: integer().notNull(),
  heightMm: integer().notNull(),
  paper: text().notNull(),
  cost: money().notNull(),
  currency: text().notNull(),
  /** What artwork the printer needs (format, resolution, bleed). */
  artworkSpec: text().notNull(),
  position: integer().notNull().default(0),
});

export interface InsertRules {
  /** Only orders whose total is at least this (minor units of the order's currency). */
  minOrderTotal?: number | undefined;
  /** Only orders shipped to these ISO countries. */
  countries?: string[] | undefined;
  /** Only a customer's first order. */
  firstOrderOnly?: boolean | undefined;
  /** Only orders holding one of these SKUs. */
  skus?: string[] | undefined;
}

export const inserts = pgTable(
  'inserts',
  {
    id: text().notNull(),
    projectId: projectId(),
    name: text().notNull(),
    insertTypeId: text()
      .notNull()
      .references(() => insertTypes.id),
    /** The artwork: a drive file id (or an absolute URL until the drive area exists). */
    artwork: text().notNull(),
    rules: jsonb().$type<InsertRules>().notNull().default({}),
    active: boolean().notNull().default(true),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.id] }), index('inserts_project_created_idx').on(t.projectId, t.id)],
);
