import type { ListSource } from '../../../components/data/types.ts';
import type { BodyOf } from '../../../lib/api/call.ts';
import { deleteProjectsByProjectAuthByAuth } from '../../../lib/api/generated/ops/deleteProjectsByProjectAuthByAuth.ts';
import { getProjectsByProjectAuth } from '../../../lib/api/generated/ops/getProjectsByProjectAuth.ts';
import { postProjectsByProjectAuth } from '../../../lib/api/generated/ops/postProjectsByProjectAuth.ts';
import type { Schema } from '../../../lib/api/schemas.ts';
import { developerKeys } from './keys.ts';
import { allPages } from '../../../lib/api/all-pages.ts';

export { developerKeys };
export { permissionsQuery } from '../../../lib/api/permissions-query.ts';
export type ApiKey = Schema<'ProjectApiKey'>;

const inProject = (project: string) => ({ path: { project } });
export const listApiKeys = async (project: string) => ({
  auth: await allPages(async (query) => {
    const r = await getProjectsByProjectAuth({ ...inProject(project), query });
    return { items: r.auth, nextPageToken: r.nextPageToken };
  }),
});
/** The API keys list: the endpoint returns every key at once, so the search (names, permissions) runs here. */
export const apiKeysList = (project: string): ListSource<ApiKey> => ({
  queryKey: developerKeys.keys(project),
  queryFn: async ({ search }) => {
    const { auth } = await listApiKeys(project);
    const q = search?.toLowerCase();
    return {
      items: q ? auth.filter((k) => [k.name, ...k.permissions].some((t) => t.toLowerCase().includes(q))) : auth,
      nextPageToken: null,
    };
  },
});
export const createApiKey = (project: string, body: BodyOf<'/v1/projects/{project}/auth', 'post'>) =>
  postProjectsByProjectAuth({ ...inProject(project), body });
export const revokeApiKey = (project: string, id: string) => deleteProjectsByProjectAuthByAuth({ path: { project, auth: id } });
