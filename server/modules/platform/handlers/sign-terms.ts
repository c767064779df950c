import type { RouteHandler } from '@hono/zod-openapi';
import { currentUser } from '../../../lib/auth/middleware.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { fieldError } from '../../../lib/errors.ts';
import { projectTerms } from '../../../lib/hooks.ts';
import { getTerms, signTerms } from '../platform.repo.ts';
import type { signTermsRoute } from '../platform.routes.ts';
import { projectOf, requestPlatform } from '../platform.shared.ts';

export const signTermsHandler: RouteHandler<typeof signTermsRoute, AppEnv> = async (c) => {
  const { termsId } = c.req.valid('json');
  const { project } = c.req.valid('query');
  const { userId } = currentUser(c);
  const platform = await requestPlatform(c);
  const projectId = await projectOf(c, project);
  const { db } = c.get('deps').database;
  const terms = await getTerms(db, platform.id, termsId);
  if (!terms && projectId) {
    const own = await projectTerms.get().sign(db, projectId, userId, termsId); // the project's own terms
    if (own) return c.json(own, 200);
  }
  if (!terms) throw fieldError('termsId', 'These terms do not exist on this platform.');
  return c.json(await signTerms(db, { userId, platformId: platform.id, projectId, terms }), 200);
};
