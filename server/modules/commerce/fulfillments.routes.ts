/**
 * Fulfillment contracts (docs/decisions/commerce.md "Fulfillments"): one fulfillment, its update (forward-only
 * status, tracking, reassignment) and who can fulfil it. Fulfillments are created with the order's move to
 * `processing` (orders) and by the demo generator; there is no create call.
 */
import { z } from '@hono/zod-openapi';
import { PERMISSIONS } from '../../../common/permissions.ts';
import type { FulfillmentStatus } from '../../db/schema/commerce.ts';
import { access } from '../../lib/access.ts';
import { defineRoute, jsonBody, jsonResponse, pageQuery } from '../../lib/openapi.ts';
import { PlatformParam, projectQuery } from './customers.routes.ts';

const tags = ['Platform fulfillments'];
/** The schema's statuses (db/schema/commerce.ts FULFILLMENT_STATUSES; contracts import no schema values). */
const FULFILLMENT_STATUSES = [
  'pending',
  'in_production',
  'shipped',
  'delivered',
  'cancelled',
] as const satisfies readonly FulfillmentStatus[];
export const FULFILLER_TYPES = ['self', 'integration', 'factory'] as const;

export const FulfillerSchema = z
  .object({
    type: z.enum(FULFILLER_TYPES),
    id: z.string().nullable().openapi({ description: 'null for self; the integration code; the factory project id' }),
    name: z.string(),
  })
  .openapi('Fulfiller');

export const FulfillmentSchema = z
  .object({
    id: z.string(),
    orderId: z.string(),
    status: z.enum(FULFILLMENT_STATUSES),
    fulfiller: FulfillerSchema,
    carrier: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    trackingUrl: z.string().nullable(),
    items: z.array(z.object({ lineId: z.string(), quantity: z.number().int(), productName: z.string(), sku: z.string().nullable() })),
    shippedAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Fulfillment');

export const AvailableFulfillerSchema = FulfillerSchema.extend({ description: z.string() }).openapi('AvailableFulfiller');

const FulfillmentParam = PlatformParam.extend({
  fulfillmentId: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: 'fulfillmentId', in: 'path' } }),
});

const optionalText = (max: number, description: string) => z.string().trim().min(1).max(max).nullable().optional().openapi({ description });

export const UpdateFulfillmentBody = z
  .strictObject({
    status: z.enum(FULFILLMENT_STATUSES).optional().openapi({
      description:
        'Forward only: pending → in_production → shipped → delivered; any but delivered → cancelled. Shipping needs a tracking number.',
    }),
    carrier: optionalText(100, 'Carrier name (DHL, UPS …); null clears it'),
    trackingNumber: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .regex(/^[\w\- ]+$/, 'Letters, digits, spaces and dashes only.')
      .nullable()
      .optional(),
    trackingUrl: z
      .string()
      .trim()
      .max(2000)
      .url('Give a full web address (https://…).')
      .refine((u) => /^https?:\/\//i.test(u), 'Give a web address starting with https://.')
      .nullable()
      .optional(),
    fulfiller: z
      .strictObject({ type: z.enum(FULFILLER_TYPES), id: z.string().max(100).nullable().optional() })
      .optional()
      .openapi({ description: 'Reassign to one of `available-fulfillers` (before it ships)' }),
  })
  .openapi('UpdateFulfillmentRequest');

export const getFulfillmentRoute = defineRoute({
  method: 'get',
  path: '/{platformId}/fulfillments/{fulfillmentId}',
  access: access.project(PERMISSIONS.platformFulfillmentsGet),
  tags,
  summary: 'One fulfillment: status, fulfiller, tracking and items',
  request: { params: FulfillmentParam, query: z.object(projectQuery) },
  responses: { 200: jsonResponse(FulfillmentSchema, 'Fulfillment') },
});

export const updateFulfillmentRoute = defineRoute({
  method: 'patch',
  path: '/{platformId}/fulfillments/{fulfillmentId}',
  access: access.project(PERMISSIONS.platformFulfillmentsUpdate),
  tags,
  summary: "Move a fulfillment forward, set its tracking or reassign it; updates the order's fulfillment status and timeline",
  request: { params: FulfillmentParam, query: z.object(projectQuery), body: jsonBody(UpdateFulfillmentBody) },
  responses: { 200: jsonResponse(FulfillmentSchema, 'The updated fulfillment') },
});

export const listAvailableFulfillersRoute = defineRoute({
  method: 'get',
  path: '/{platformId}/fulfillments/{fulfillmentId}/available-fulfillers',
  access: access.project(PERMISSIONS.platformFulfillmentsGet),
  tags,
  summary: "Who can fulfil it: the project itself, its installed fulfilment partners, and the platform's factories",
  request: { params: FulfillmentParam, query: z.object({ ...projectQuery, ...pageQuery }) },
  responses: {
    200: jsonResponse(
      z.object({ fulfillers: z.array(AvailableFulfillerSchema), nextPageToken: z.string().nullable() }).openapi('AvailableFulfillerList'),
      'Fulfillers',
    ),
  },
});
