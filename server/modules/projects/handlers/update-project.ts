import type { RouteHandler } from '@hono/zod-openapi';
import { CODES } from '../../../lib/error-codes.ts';
import type { projects } from '../../../db/schema/index.ts';
import { audit } from '../../../lib/audit.ts';
import { fieldError, notFound } from '../../../lib/errors.ts';
import { findVisibleOrganisation } from '../../../lib/organisations.ts';
import { hasTwoFactor, projectDtoAfterWrite, updateProject } from '../projects.repo.ts';
import type { updateProjectRoute } from '../projects.routes.ts';
import type { AppEnv } from '../../../lib/context.ts';

export const updateProjectHandler: RouteHandler<typeof updateProjectRoute, AppEnv> = async (c) => {
  const { project: projectId } = c.req.valid('param');
  const access = c.get('access');
  const body = c.req.valid('json');
  const { db } = c.get('deps').database;
  if (body.organisationId) {
    const p = c.get('principal');
    const org = p?.kind === 'user' ? await findVisibleOrganisation(db, p.userId, body.organisationId) : null;
    if (!org) throw fieldError('organisationId', 'There is no such organisation.');
  }
  if (body.requireTwoFactor && access.userId) {
    if (!(await hasTwoFactor(db, access.userId))) {
      throw fieldError('requireTwoFactor', 'Set up two-factor authentication for yourself first, or you would lock yourself out.');
    }
  }
  const set: Partial<typeof projects.$inferInsert> = { updatedAt: new Date().toISOString() };
  if (body.name !== undefined) set.name = body.name;
  if (body.plan) set.planCode = body.plan.code;
  if (body.logos) set.logos = body.logos;
  if (body.favicon !== undefined) set.favicon = body.favicon || null;
  if (body.domains) set.domains = [...new Set(body.domains.map((d) => d.toLowerCase()))];
  if (body.organisationId !== undefined) set.organisationId = body.organisationId;
  if (body.requireTwoFactor !== undefined) set.requireTwoFactor = body.requireTwoFactor;
  const row = await db.transaction(async (tx) => {
    const found = await updateProject(tx, projectId, set);
    if (!found) throw notFound('Project', CODES.PROJECT_NOT_FOUND);
    const { before, after: updated } = found;
    const changed = Object.keys(set).filter((k) => k !== 'updatedAt') as (keyof typeof before)[];
    await audit(tx, c, {
      projectId,
      action: 'project.update',
      target: projectId,
      before: Object.fromEntries(changed.map((k) => [k, before[k]])),
      after: Object.fromEntries(changed.map((k) => [k, updated[k]])),
    });
    return updated;
  });
  return c.json(await projectDtoAfterWrite(db, row, access.role), 200);
};
