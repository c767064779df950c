import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { toIntegrationDto } from '../integrations.repo.ts';
import type { setupRoute } from '../integrations.routes.ts';
import { updateInstalled } from '../installations.shared.ts';

export const setupHandler: RouteHandler<typeof setupRoute, AppEnv> = async (c) => {
  const { project, integration } = c.req.valid('param');
  const row = await updateInstalled(
    c,
    project,
    integration,
    (c.req.valid('json') as { config?: Record<string, unknown> } | undefined)?.config ?? {},
    true,
  );
  return c.json(toIntegrationDto(row), 200);
};
