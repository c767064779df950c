/** Shapes of the /v1/gfn contracts (spec 001 §7 "Flows, catalogue, inserts"; docs/decisions/catalogue.md). */
import { z } from '@hono/zod-openapi';

export const project = z.string().min(1).max(64).openapi({ description: 'The project the caller works in' });
export const idParam = (name: string) =>
  z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name, in: 'path' } });
export const searchField = z.string().trim().max(200).optional();
const money = z.number().int().openapi({ description: 'Integer minor units of `currency`' });

export const VariantSchema = z
  .object({
    id: z.string(),
    productId: z.string(),
    sku: z.string(),
    title: z.string(),
    options: z.record(z.string(), z.string()).openapi({ description: 'size, colour, finish …' }),
    cost: money,
    currency: z.string(),
    weightGrams: z.number().int(),
    gtin: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('GfnVariant');

/** Every field a product can answer with; `fields` picks among them (`id` always comes). */
export const PRODUCT_FIELDS = [
  'id',
  'title',
  'description',
  'category',
  'images',
  'attributes',
  'baseCost',
  'currency',
  'quantityStep',
  'variantCount',
  'createdAt',
  'updatedAt',
  'variants',
] as const;
export type ProductField = (typeof PRODUCT_FIELDS)[number];

export const ProductSchema = z
  .object({
    id: z.string(),
    title: z.string().optional(),
    description: z.string().optional(),
    category: z.string().optional(),
    images: z.array(z.string()).optional(),
    attributes: z.record(z.string(), z.string()).optional(),
    baseCost: money.optional(),
    currency: z.string().optional(),
    quantityStep: z.number().int().nullable().optional().openapi({ description: 'Resupply quantities are multiples of this' }),
    variantCount: z.number().int().optional(),
    createdAt: z.string().optional(),
    updatedAt: z.string().optional(),
    variants: z.array(VariantSchema).optional(),
  })
  .openapi('GfnProduct', { description: 'A product; only the `fields` asked for (all but `variants` by default on lists)' });

/** `fields=title,baseCost`: a validated sparse fieldset (an unknown name is a 422, not ignored). */
/** `a,b` or the parameter repeated (`?x=a&x=b`): one comma-separated string. */
const commaList = (max: number) => z.preprocess((v) => (Array.isArray(v) ? v.join(',') : v), z.string().max(max).optional());

export const fieldsQuery = commaList(500)
  .superRefine((v, ctx) => {
    if (v === undefined) return;
    const names = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (!names.length) ctx.addIssue({ code: 'custom', message: 'Name at least one field.' });
    const unknown = names.filter((n) => !(PRODUCT_FIELDS as readonly string[]).includes(n));
    if (unknown.length)
      ctx.addIssue({ code: 'custom', message: `Unknown field: ${unknown.join(', ')}. Use ${PRODUCT_FIELDS.join(', ')}.` });
  })
  .transform((v) =>
    v === undefined
      ? undefined
      : (v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean) as ProductField[]),
  )
  .openapi({ type: 'string', description: `Comma-separated: ${PRODUCT_FIELDS.join(', ')}` });

/** `fulfillmentProjects=prj_a,prj_b`: limit stock to these factories. */
export const fulfillmentProjectsQuery = commaList(2000)
  .transform((v) =>
    v === undefined
      ? undefined
      : v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
  )
  .pipe(z.array(z.string().min(1).max(64)).max(50, 'At most 50 fulfilment projects.').optional())
  .openapi({ type: 'string', description: 'Comma-separated fulfilment (factory) project ids' });

export const StockLevelSchema = z
  .object({
    variantId: z.string(),
    productId: z.string(),
    sku: z.string(),
    fulfillmentProjectId: z.string(),
    fulfillmentProjectName: z.string(),
    onHand: z.number().int(),
    reserved: z.number().int(),
    available: z.number().int(),
    updatedAt: z.string(),
  })
  .openapi('GfnStockLevel');

export const StockMovementSchema = z
  .object({
    id: z.string(),
    fulfillmentProjectId: z.string(),
    kind: z.enum(['received', 'reserved', 'released', 'shipped', 'adjusted']),
    onHandDelta: z.number().int(),
    reservedDelta: z.number().int(),
    reference: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('GfnStockMovement');

export const VariantStockSchema = z
  .object({
    variantId: z.string(),
    productId: z.string(),
    sku: z.string(),
    onHand: z.number().int(),
    reserved: z.number().int(),
    available: z.number().int(),
    fulfillmentProjects: z.array(StockLevelSchema),
    movements: z.array(StockMovementSchema).openapi({ description: 'The latest 50 movements of the ledger, newest first' }),
  })
  .openapi('GfnVariantStock');

export const StatementSchema = z
  .object({
    id: z.string(),
    number: z.string(),
    fulfillmentProjectId: z.string(),
    fulfillmentProjectName: z.string(),
    periodStart: z.string(),
    periodEnd: z.string(),
    status: z.enum(['open', 'closed']),
    currency: z.string(),
    fulfillmentCount: z.number().int(),
    transactionCount: z.number().int(),
    total: money,
    createdAt: z.string(),
  })
  .openapi('GfnStatement');

export const TransactionSchema = z
  .object({
    id: z.string(),
    statementId: z.string(),
    fulfillmentId: z.string().nullable(),
    type: z.enum(['production', 'shipping', 'insert', 'packaging', 'adjustment']),
    description: z.string(),
    sku: z.string().nullable(),
    quantity: z.number().int(),
    amount: money,
    currency: z.string(),
    createdAt: z.string(),
  })
  .openapi('GfnTransaction');

export const FulfillmentSchema = z
  .object({
    id: z.string(),
    statementId: z.string(),
    orderReference: z.string(),
    itemCount: z.number().int(),
    total: money,
    currency: z.string(),
    fulfilledAt: z.string(),
  })
  .openapi('GfnFulfillment');

const instant = z.iso
  .datetime({ offset: true, message: 'Use an ISO-8601 date and time (2026-11-23T00:00:00Z).' })
  .transform((v) => new Date(v).toISOString());

/** The transaction list's filters (query) and the export's body share these. */
export const transactionFilters = {
  statementId: z.string().min(1).max(64).optional(),
  fulfillmentId: z.string().min(1).max(64).optional(),
  type: z.enum(['production', 'shipping', 'insert', 'packaging', 'adjustment']).optional(),
  search: searchField.openapi({ description: 'Words in the description, SKU, fulfilment id or type (full-text, prefix)' }),
};

export const ExportTransactionsBody = z
  .strictObject({
    ...transactionFilters,
    start: instant.optional().openapi({ description: 'Inclusive, ISO-8601' }),
    end: instant.optional().openapi({ description: 'Exclusive, ISO-8601' }),
  })
  .superRefine((b, ctx) => {
    if (b.start && b.end && b.end <= b.start) ctx.addIssue({ code: 'custom', path: ['end'], message: 'The end must be after the start.' });
  })
  .openapi('exportTransactionsRequest');
