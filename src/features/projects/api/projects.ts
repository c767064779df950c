import type { ListSource } from '../../../components/data/types.ts';
import type { BodyOf } from '../../../lib/api/call.ts';
import { deleteProjectsByProject } from '../../../lib/api/generated/ops/deleteProjectsByProject.ts';
import { getDashboardUserAcceptInviteByToken } from '../../../lib/api/generated/ops/getDashboardUserAcceptInviteByToken.ts';
import { patchProjectsByProject } from '../../../lib/api/generated/ops/patchProjectsByProject.ts';
import { postProjects } from '../../../lib/api/generated/ops/postProjects.ts';
import { sharedKeys } from '../../../lib/api/keys.ts';
import type { Schema } from '../../../lib/api/schemas.ts';
import { platformQuery } from '../../../lib/platform/platform.ts';
import { queryClient } from '../../../lib/query/client.ts';
import { organisationsQuery, type Project, projectQuery, projectsQuery } from '../../../lib/projects/projects.ts';

export type { Project };
export type ProjectLogo = Project['logos'][number];
export type PlanCode = NonNullable<Schema<'CreateProjectRequest'>['plan']>['code'];
/** The plans in the order the form offers them; `satisfies` keeps them inside the contract's enum. */
export const PLAN_CODES = ['demo', 'starter', 'growth', 'scale'] as const satisfies readonly PlanCode[];

/** Keys this area invalidates; the lists themselves are the shell's (one key per endpoint). */
export const projectsKeys = {
  list: sharedKeys.projects(),
  one: (id: string) => sharedKeys.project(id),
};

/** Queries this area reads, shared with the shell: the same options (and keys) everywhere. */
export { organisationsQuery, platformQuery, projectQuery, projectsQuery };

/**
 * The projects list screen: the shell's list (GET /v1/projects, every page; fresh from the shell's own query,
 * so opening the screen sends no second request), searched by name here.
 */
export const projectsList: ListSource<Project> = {
  queryKey: sharedKeys.projects(),
  queryFn: async ({ search }) => {
    const all = await queryClient.fetchQuery(projectsQuery);
    const q = search?.toLowerCase();
    return { items: q ? all.filter((p) => p.name.toLowerCase().includes(q)) : all, nextPageToken: null };
  },
};

export const createProject = (body: BodyOf<'/v1/projects', 'post'>) => postProjects({ body });
export const updateProject = (id: string, body: BodyOf<'/v1/projects/{project}', 'patch'>) =>
  patchProjectsByProject({ path: { project: id }, body });
export const deleteProject = (id: string) => deleteProjectsByProject({ path: { project: id } });

export const acceptInvite = (token: string) => getDashboardUserAcceptInviteByToken({ path: { token } });

/** Whether project creation is offered: only on a public platform (a platform that fails to load is not). */
export const isPublicPlatform = (platform: Schema<'PublicPlatform'> | null | undefined) => platform?.public === true;

/** The organisations a project can be put in. */
export const organisationOptionsQuery = organisationsQuery;
