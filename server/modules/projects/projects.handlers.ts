import { paginateOrdered } from '../../lib/pagination.ts';
import { CODES } from '../../lib/error-codes.ts';
import type { projects } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import { currentUser } from '../../lib/auth/middleware.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { createRouter } from '../../lib/openapi.ts';
import { findVisibleOrganisation } from '../../lib/organisations.ts';
import { addMember } from '../../lib/roles.ts';
import { registerApiKeyRoutes } from './api-keys.handlers.ts';
import { registerInviteRoutes } from './invites.handlers.ts';
import {
  deleteProject,
  getProject,
  hasTwoFactor,
  insertCustomRole,
  insertProject,
  lockCustomRoles,
  pageUserProjects,
  setCustomRolePermissions,
  toProjectDtos,
  updateProject,
} from './projects.repo.ts';
import {
  createProjectRoute,
  deleteProjectRoute,
  getProjectRoute,
  installTemplateRoute,
  listProjectsRoute,
  listTemplatesRoute,
  updateProjectRoute,
} from './projects.routes.ts';
import { TEMPLATES } from './templates.ts';
import { registerUserRoutes } from './users.handlers.ts';

export const projectsRouter = createRouter();

projectsRouter.openapi(listProjectsRoute, async (c) => {
  const { db } = c.get('deps').database;
  const p = c.get('principal');
  if (p?.kind === 'apiKey') {
    // An API key sees its own project: a list of one.
    const project = await getProject(db, p.projectId);
    return c.json({ projects: project ? await toProjectDtos(db, [{ project, role: null }]) : [], nextPageToken: null }, 200);
  }
  const { pageSize, pageToken } = c.req.valid('query');
  const page = await pageUserProjects(db, currentUser(c).userId, { pageSize, pageToken });
  return c.json({ projects: await toProjectDtos(db, page.items), nextPageToken: page.nextPageToken }, 200);
});

// Static paths before `/{project}`.
projectsRouter.openapi(listTemplatesRoute, async (c) => {
  const page = paginateOrdered(TEMPLATES, { ...c.req.valid('query'), id: (t) => t.id });
  return c.json(
    { templates: page.items.map((t) => ({ ...t, roles: t.roles.map((r) => ({ ...r })) })), nextPageToken: page.nextPageToken },
    200,
  );
});

projectsRouter.openapi(createProjectRoute, async (c) => {
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
  const [dto] = await toProjectDtos(db, [{ project, role: 'owner' }]);
  return c.json(dto!, 201);
});

projectsRouter.openapi(getProjectRoute, async (c) => {
  const { project: projectId } = c.req.valid('param');
  const access = c.get('access');
  const { db } = c.get('deps').database;
  const project = await getProject(db, projectId);
  if (!project) throw notFound('Project', CODES.PROJECT_NOT_FOUND);
  const [dto] = await toProjectDtos(db, [{ project, role: access.role }]);
  return c.json(dto!, 200);
});

projectsRouter.openapi(updateProjectRoute, async (c) => {
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
  const [dto] = await toProjectDtos(db, [{ project: row, role: access.role }]);
  return c.json(dto!, 200);
});

projectsRouter.openapi(deleteProjectRoute, async (c) => {
  const { project: projectId } = c.req.valid('param');
  const { db } = c.get('deps').database;
  await db.transaction(async (tx) => {
    const gone = await deleteProject(tx, projectId);
    if (!gone) throw notFound('Project', CODES.PROJECT_NOT_FOUND);
    await audit(tx, c, { projectId, action: 'project.delete', target: projectId, before: { name: gone.name }, after: null });
  });
  return c.json({ ok: true as const }, 200);
});

projectsRouter.openapi(installTemplateRoute, async (c) => {
  const { project: projectId, template: templateId } = c.req.valid('param');
  const body = c.req.valid('json');
  const template = TEMPLATES.find((t) => t.id === templateId);
  if (!template) throw notFound('Template', CODES.TEMPLATE_NOT_FOUND);
  const { db } = c.get('deps').database;
  const result = await db.transaction(async (tx) => {
    const existing = await lockCustomRoles(tx, projectId);
    const created: string[] = [];
    const updated: string[] = [];
    for (const role of template.roles) {
      const same = existing.find((r) => r.name.toLowerCase() === role.name.toLowerCase());
      if (!same) {
        const id = newId('rol');
        await insertCustomRole(tx, projectId, { id, name: role.name, permissions: role.permissions });
        await audit(tx, c, {
          projectId,
          action: 'role.create',
          target: id,
          after: { name: role.name, permissions: role.permissions, template: template.id },
        });
        created.push(id);
      } else if (body.overwrite) {
        await setCustomRolePermissions(tx, projectId, same.id, role.permissions);
        await audit(tx, c, {
          projectId,
          action: 'role.update',
          target: same.id,
          before: { permissions: same.permissions },
          after: { permissions: role.permissions, template: template.id },
        });
        updated.push(same.id);
      }
    }
    return { template: template.id, rolesCreated: created, rolesUpdated: updated };
  });
  return c.json(result, 200);
});

registerUserRoutes(projectsRouter);
registerInviteRoutes(projectsRouter);
registerApiKeyRoutes(projectsRouter);
