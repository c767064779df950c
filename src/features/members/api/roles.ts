import { queryOptions } from '@tanstack/react-query';
import type { BodyOf } from '../../../lib/api/call.ts';
import { deleteEnforcerRolesByRole } from '../../../lib/api/generated/ops/deleteEnforcerRolesByRole.ts';
import { getEnforcerRoles } from '../../../lib/api/generated/ops/getEnforcerRoles.ts';
import { getProjectsTemplates } from '../../../lib/api/generated/ops/getProjectsTemplates.ts';
import { patchEnforcerRolesByRole } from '../../../lib/api/generated/ops/patchEnforcerRolesByRole.ts';
import { postEnforcerRoles } from '../../../lib/api/generated/ops/postEnforcerRoles.ts';
import { postProjectsByProjectTemplatesByTemplate } from '../../../lib/api/generated/ops/postProjectsByProjectTemplatesByTemplate.ts';
import { membersKeys } from './keys.ts';

export { listPermissions, permissionsQuery } from '../../../lib/api/permissions-query.ts';

export const listRoles = (project: string) => getEnforcerRoles({ query: { project } });
export const rolesQuery = (project: string) => queryOptions({ queryKey: membersKeys.roles(project), queryFn: () => listRoles(project) });
export const createRole = (project: string, body: BodyOf<'/v1/enforcer/roles', 'post'>) => postEnforcerRoles({ query: { project }, body });
export const updateRole = (project: string, role: string, body: BodyOf<'/v1/enforcer/roles/{role}', 'patch'>) =>
  patchEnforcerRolesByRole({ path: { role }, query: { project }, body });
export const deleteRole = (project: string, role: string) => deleteEnforcerRolesByRole({ path: { role }, query: { project } });

export const listTemplates = (project: string) => getProjectsTemplates({ query: { project } });
export const templatesQuery = (project: string) =>
  queryOptions({ queryKey: membersKeys.templates(project), queryFn: () => listTemplates(project), staleTime: 5 * 60_000 });
export const installTemplate = (project: string, template: string) =>
  postProjectsByProjectTemplatesByTemplate({ path: { project, template }, body: {} });
