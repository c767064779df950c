import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { toPlatformDto } from '../platform.repo.ts';
import type { getPlatformRoute } from '../platform.routes.ts';
import { requestPlatform } from '../platform.shared.ts';

export const getPlatform: RouteHandler<typeof getPlatformRoute, AppEnv> = async (c) => c.json(toPlatformDto(await requestPlatform(c)), 200);
