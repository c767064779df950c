import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { notFound } from '../../../lib/errors.ts';
import { projectTerms } from '../../../lib/hooks.ts';
import { activeTerms, toTermsDto } from '../platform.repo.ts';
import type { getActiveTermsRoute } from '../platform.routes.ts';
import { memberProject, requestPlatform } from '../platform.shared.ts';

/** The active terms: the project's own latest version when the caller names a project they belong to, else the platform's. */
export const getActiveTerms: RouteHandler<typeof getActiveTermsRoute, AppEnv> = async (c) => {
  const db = c.get('deps').database.db;
  const projectId = await memberProject(c, c.req.valid('query').project);
  if (projectId) {
    const own = await projectTerms.get().active(db, projectId);
    if (own) return c.json(own, 200);
  }
  const platform = await requestPlatform(c);
  const terms = await activeTerms(db, platform.id);
  if (!terms) throw notFound('Terms', CODES.TERMS_NOT_FOUND);
  return c.json(toTermsDto(terms), 200);
};
