import type { RouteHandler } from '@hono/zod-openapi';
import { audit } from '../../../lib/audit.ts';
import { currentUser } from '../../../lib/auth/middleware.ts';
import { fieldError } from '../../../lib/errors.ts';
import { newId } from '../../../lib/ids.ts';
import { findVisibleOrganisation } from '../../../lib/organisations.ts';
import { addMember } from '../../../lib/roles.ts';
import { insertProject, projectDtoAfterWrite } from '../projects.repo.ts';
import type { createProjectRoute } from '../projects.routes.ts';
import type { AppEnv } from '../../../lib/context.ts';

export const createProjectHandler: RouteHandler<typeof createProjectRoute, AppEnv> = async (c) => {
  const me = currentUser(c);
  const body = c.req.valid('json');
  const { db } = c.get('deps').database;
  if (body.organisationId && !(await findVisibleOrganisation(db, me.userId, body.organisationId))) {
    throw fieldError('organisationId', 'There is no such organisation.');
  }
  const id = newId('prj');
  const project = await db.transaction(async (tx) => {
    const row = await insertProject(tx, {
      id,
      name: body.name,
      organisationId: body.organisationId ?? null,
      planCode: body.plan?.code ?? 'demo',
    });
    await audit(tx, c, { projectId: id, action: 'project.create', target: id, after: { name: body.name } });
    await addMember(tx, c, id, me.userId, 'owner', 'create');
    return row;
  });
  return c.json(await projectDtoAfterWrite(db, project, 'owner'), 201);
};
