import { queryOptions } from '@tanstack/react-query';
import type { ListSource } from '../../../components/data/types.ts';
import type { BodyOf } from '../../../lib/api/call.ts';
import { deleteEnforcerRolesByRole } from '../../../lib/api/generated/ops/deleteEnforcerRolesByRole.ts';
import { getEnforcerRoles } from '../../../lib/api/generated/ops/getEnforcerRoles.ts';
import { getProjectsTemplates } from '../../../lib/api/generated/ops/getProjectsTemplates.ts';
import { patchEnforcerRolesByRole } from '../../../lib/api/generated/ops/patchEnforcerRolesByRole.ts';
import { postEnforcerRoles } from '../../../lib/api/generated/ops/postEnforcerRoles.ts';
import { postProjectsByProjectTemplatesByTemplate } from '../../../lib/api/generated/ops/postProjectsByProjectTemplatesByTemplate.ts';
import { membersKeys } from './keys.ts';
import type { Role, Template } from './types.ts';
import { allPages } from '../../../lib/api/all-pages.ts';

export { listPermissions, permissionsQuery } from '../../../lib/api/permissions-query.ts';

export const listRoles = async (project: string) => ({
  roles: await allPages(async (q) => {
    const r = await getEnforcerRoles({ query: { project, ...q } });
    return { items: r.roles, nextPageToken: r.nextPageToken };
  }),
});
export const rolesQuery = (project: string) => queryOptions({ queryKey: membersKeys.roles(project), queryFn: () => listRoles(project) });
/**
 * The roles list: the endpoint returns every role at once, so search (names, descriptions, permissions) and the
 * type filter run here, in the browser.
 */
export const rolesList = (project: string): ListSource<Role> => ({
  queryKey: membersKeys.roles(project),
  queryFn: async ({ search, filters }) => {
    const { roles } = await listRoles(project);
    const q = search?.toLowerCase();
    const items = roles.filter(
      (r) =>
        (!filters.type || filters.type === (r.builtIn ? 'built-in' : 'custom')) &&
        (!q || [r.name, r.description, ...r.permissions].some((t) => t.toLowerCase().includes(q))),
    );
    return { items, nextPageToken: null };
  },
});
export const createRole = (project: string, body: BodyOf<'/v1/enforcer/roles', 'post'>) => postEnforcerRoles({ query: { project }, body });
export const updateRole = (project: string, role: string, body: BodyOf<'/v1/enforcer/roles/{role}', 'patch'>) =>
  patchEnforcerRolesByRole({ path: { role }, query: { project }, body });
export const deleteRole = (project: string, role: string) => deleteEnforcerRolesByRole({ path: { role }, query: { project } });

export const listTemplates = async (project: string) => ({
  templates: await allPages(async (q) => {
    const r = await getProjectsTemplates({ query: { project, ...q } });
    return { items: r.templates, nextPageToken: r.nextPageToken };
  }),
});
/** The role templates list (unpaged, no search). */
export const templatesList = (project: string): ListSource<Template> => ({
  queryKey: membersKeys.templates(project),
  queryFn: () => listTemplates(project).then((r) => ({ items: r.templates, nextPageToken: null })),
});
export const installTemplate = (project: string, template: string) =>
  postProjectsByProjectTemplatesByTemplate({ path: { project, template }, body: {} });
