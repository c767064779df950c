import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { fieldError } from '../../../lib/errors.ts';
import { storefrontOf } from '../care.shared.ts';
import { insertNextTerms, latestTerms, pageTerms, signStorefrontTerms, type TermsRow } from '../terms.repo.ts';
import type { listTermsRoute, postTermsRoute } from '../terms.routes.ts';
import { sanitizeTerms } from '../terms.sanitize.ts';

export const termsDto = (r: TermsRow, activeId: string | null) => ({
  id: r.id,
  version: String(r.version),
  title: r.title,
  content: r.content,
  active: r.id === activeId,
  updatedAt: r.updatedAt,
});

export const listTerms: RouteHandler<typeof listTermsRoute, AppEnv> = async (c) => {
  const { db, projectId } = await storefrontOf(c, c.req.valid('param').platformId);
  const { pageSize, pageToken } = c.req.valid('query');
  const [page, active] = await Promise.all([pageTerms(db, projectId, { pageSize, pageToken }), latestTerms(db, projectId)]);
  return c.json({ terms: page.items.map((r) => termsDto(r, active?.id ?? null)), nextPageToken: page.nextPageToken }, 200);
};

export const postTerms: RouteHandler<typeof postTermsRoute, AppEnv> = async (c) => {
  const { projectId, database } = await storefrontOf(c, c.req.valid('param').platformId);
  const { title, content } = c.req.valid('json');
  const clean = sanitizeTerms(content);
  if (!clean.replace(/<[^>]*>/g, '').trim()) throw fieldError('content', 'The terms have no text once unsafe HTML is removed.');
  const userId = c.get('access').userId;
  // The publisher accepts what they publish (in the same transaction); every other member is asked.
  const row = await database.db.transaction(async (tx) => {
    const terms = await insertNextTerms(tx, projectId, { title, content: clean, createdById: userId });
    if (userId) await signStorefrontTerms(tx, projectId, userId, terms);
    return terms;
  });
  return c.json(termsDto(row, row.id), 201);
};
