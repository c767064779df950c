/** The dashboard's data in one round trip (cards, the orders/revenue chart, recent orders). */
import { z } from '@hono/zod-openapi';
import { PERMISSIONS } from '../../../common/permissions.ts';
import { access } from '../../lib/access.ts';
import { defineRoute, jsonResponse } from '../../lib/openapi.ts';
import { projectQuery, tags } from './metrics.routes.ts';

export const DASHBOARD_RANGES = ['today', '7d', '30d', '90d'] as const;

export const DashboardSchema = z
  .object({
    fetchedAt: z.string(),
    range: z.enum(DASHBOARD_RANGES),
    cards: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        value: z.number(),
        previous: z.number().nullable().optional(),
        format: z.enum(['count', 'money', 'bytes']),
        currency: z.string().optional(),
        link: z.string(),
      }),
    ),
    chart: z.object({
      currency: z.string().nullable(),
      step: z.number().int(),
      points: z.array(z.object({ t: z.string(), orders: z.number(), revenue: z.number() })),
    }),
    recentOrders: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        customerName: z.string(),
        status: z.string(),
        total: z.number().int(),
        currency: z.string(),
        createdAt: z.string(),
      }),
    ),
  })
  .openapi('Dashboard');

export const dashboardRoute = defineRoute({
  method: 'get',
  path: '/dashboard',
  operationId: 'getDashboard',
  access: access.project(PERMISSIONS.metricsMetricsList),
  tags,
  summary: "The project dashboard's data: KPI cards of the installed areas, orders/revenue over the range, recent orders",
  request: { query: z.object({ ...projectQuery, range: z.enum(DASHBOARD_RANGES).default('30d') }) },
  responses: { 200: jsonResponse(DashboardSchema, 'Dashboard data') },
});
