import { api } from '../../../lib/api/client.ts';
import { projectKey } from '../../../lib/query/client.ts';

// Shape of server/modules/projects/api-keys.routes.ts.
export interface ApiKey {
  id: string;
  name: string;
  prefix: string;
  permissions: string[];
  createdBy: string | null;
  createdAt: string;
  lastUsedAt: string | null;
}
export const developerKeys = {
  keys: (project: string) => [...projectKey(project), 'developer', 'keys'] as const,
  permissions: ['enforcer', 'permissions'] as const,
};
const base = (project: string) => `/v1/projects/${encodeURIComponent(project)}/auth`;
export const listApiKeys = (project: string) => api<{ auth: ApiKey[] }>(base(project), { query: { pageSize: 100 } });
export const createApiKey = (project: string, body: { name: string; permissions: string[] }) =>
  api<ApiKey & { key: string }>(base(project), { method: 'POST', body });
export const revokeApiKey = (project: string, id: string) =>
  api<ApiKey>(`${base(project)}/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const listPermissionIds = () =>
  api<{ permissions: { id: string; description: string }[] }>('/v1/enforcer/permissions', { query: { pageSize: 100 } });
