import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { toPlatformDto } from '../orders.dto.ts';
import type { getPlatformRoute } from '../storefront.routes.ts';
import { ensureStorefront } from '../storefront.repo.ts';

/** GET /v1/platform?project= — the storefront, made with defaults on first use. */
export const getPlatform: RouteHandler<typeof getPlatformRoute, AppEnv> = async (c) => {
  const storefront = await ensureStorefront(c.get('deps').database.db, c.get('access').projectId);
  return c.json(toPlatformDto(storefront), 200);
};
