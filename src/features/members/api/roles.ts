import { api } from '../../../lib/api/client.ts';
import type { PermissionInfo, Role } from './types.ts';

export const listRoles = (project: string) => api<{ roles: Role[] }>('/v1/enforcer/roles', { query: { project, pageSize: 100 } });
export const listPermissions = () => api<{ permissions: PermissionInfo[] }>('/v1/enforcer/permissions', { query: { pageSize: 100 } });
export const createRole = (project: string, body: { name: string; description: string; permissions: string[] }) =>
  api<Role>('/v1/enforcer/roles', { method: 'POST', query: { project }, body });
export const updateRole = (project: string, role: string, body: { name?: string; description?: string; permissions?: string[] }) =>
  api<Role>(`/v1/enforcer/roles/${encodeURIComponent(role)}`, { method: 'PATCH', query: { project }, body });
export const deleteRole = (project: string, role: string) =>
  api<{ ok: true }>(`/v1/enforcer/roles/${encodeURIComponent(role)}`, { method: 'DELETE', query: { project } });

export interface Template {
  id: string;
  name: string;
  description: string;
  roles: { name: string; permissions: string[] }[];
}
export const listTemplates = (project: string) =>
  api<{ templates: Template[] }>('/v1/projects/templates', { query: { project, pageSize: 100 } });
export const installTemplate = (project: string, template: string) =>
  api<{ template: string; rolesCreated: string[]; rolesUpdated: string[] }>(
    `/v1/projects/${encodeURIComponent(project)}/templates/${encodeURIComponent(template)}`,
    { method: 'POST', body: {} },
  );
