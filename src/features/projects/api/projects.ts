import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { AppError } from '../../../lib/api/errors.ts';
import { projectKey } from '../../../lib/query/client.ts';

// Shape of server/modules/projects/projects.schemas.ts ProjectSchema.
export interface ProjectLogo {
  url: string;
  meta: { context?: string; device?: string; theme?: string; backgroundColor?: string };
}
export interface Project {
  id: string;
  name: string;
  plan: { code: string };
  flags: { message: string; level: string }[];
  domains: string[];
  integrations: string[];
  logos: ProjectLogo[];
  platform: { id: string | null; name: string };
  favicon: string | null;
  organisationId: string | null;
  requireTwoFactor: boolean;
  role: string | null;
}
export const PLAN_CODES = ['demo', 'starter', 'growth', 'scale'] as const;

export const projectsKeys = {
  list: ['projects', 'list'] as const,
  one: (id: string) => [...projectKey(id), 'project'] as const,
  platform: ['platform', 'public'] as const,
};

export const projectsListQuery = queryOptions({
  queryKey: projectsKeys.list,
  queryFn: () => api<{ projects: Project[] }>('/v1/projects', { query: { pageSize: 100 } }),
});
export const projectQuery = (id: string) =>
  queryOptions({ queryKey: projectsKeys.one(id), queryFn: () => api<Project>(`/v1/projects/${encodeURIComponent(id)}`) });

export const createProject = (body: { name: string; organisationId?: string | null; plan?: { code: string } }) =>
  api<Project>('/v1/projects', { method: 'POST', body });
export const updateProject = (id: string, body: Partial<Pick<Project, 'name' | 'logos' | 'favicon' | 'plan' | 'organisationId'>>) =>
  api<Project>(`/v1/projects/${encodeURIComponent(id)}`, { method: 'PATCH', body });
export const deleteProject = (id: string) => api<{ ok: true }>(`/v1/projects/${encodeURIComponent(id)}`, { method: 'DELETE' });

/**
 * Whether the active platform is public (project creation is offered only then). The platform call is built
 * by another area: until it is merged a 404 counts as public; any other failure as not public.
 */
export const platformPublicQuery = queryOptions({
  queryKey: projectsKeys.platform,
  queryFn: async () => {
    try {
      const p = await api<{ public?: boolean }>('/omnis/v3/platform');
      return p.public === true;
    } catch (e) {
      return e instanceof AppError && e.status === 404;
    }
  },
  staleTime: 5 * 60_000,
});

export const acceptInvite = (token: string) =>
  api<{ project: { id: string; name: string }; role: string; roleName: string; alreadyMember: boolean }>(
    `/omnis/v3/dashboard/user/accept-invite/${encodeURIComponent(token)}`,
  );

/** Organisations the caller can put the project in (id and name only). */
export const organisationOptionsQuery = queryOptions({
  queryKey: ['organisations', 'list'],
  queryFn: () => api<{ organisations: { id: string; name: string }[] }>('/v1/organisations', { query: { pageSize: 100 } }),
});
