/** Contract pieces shared by the storefront-care routes. */
import { z } from '@hono/zod-openapi';

export const pathParam = (name: string) =>
  z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name, in: 'path' } });
export const project = z.string().min(1).max(64).openapi({ description: 'The project' });
export const PlatformParams = z.object({ platformId: pathParam('platformId') });

export const instant = z.iso
  .datetime({ offset: true, message: 'Use an ISO-8601 date and time (2026-11-23T00:00:00Z).' })
  .transform((v) => new Date(v).toISOString());

export const endAfterStart = (q: { start?: string | undefined; end?: string | undefined }, ctx: z.RefinementCtx) => {
  if (q.start && q.end && q.end <= q.start) ctx.addIssue({ code: 'custom', path: ['end'], message: 'The end must be after the start.' });
};

export const ActorSchema = z
  .object({ type: z.enum(['user', 'apiKey', 'system']), id: z.string().nullable(), name: z.string().nullable() })
  .openapi('StorefrontCareActor');
