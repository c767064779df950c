import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { notFound } from '../../../lib/errors.ts';
import { activeTerms, toTermsDto } from '../platform.repo.ts';
import type { getActiveTermsRoute } from '../platform.routes.ts';
import { requestPlatform } from '../platform.shared.ts';

export const getActiveTerms: RouteHandler<typeof getActiveTermsRoute, AppEnv> = async (c) => {
  const platform = await requestPlatform(c);
  const terms = await activeTerms(c.get('deps').database.db, platform.id);
  if (!terms) throw notFound('Terms', CODES.TERMS_NOT_FOUND);
  return c.json(toTermsDto(terms), 200);
};
