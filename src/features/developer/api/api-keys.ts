import { queryOptions } from '@tanstack/react-query';
import type { BodyOf } from '../../../lib/api/call.ts';
import { deleteProjectsByProjectAuthByAuth } from '../../../lib/api/generated/ops/deleteProjectsByProjectAuthByAuth.ts';
import { getProjectsByProjectAuth } from '../../../lib/api/generated/ops/getProjectsByProjectAuth.ts';
import { postProjectsByProjectAuth } from '../../../lib/api/generated/ops/postProjectsByProjectAuth.ts';
import { listPermissions } from '../../../lib/api/permissions-query.ts';
import type { Schema } from '../../../lib/api/schemas.ts';
import { developerKeys } from './keys.ts';

export { developerKeys };
export { permissionsQuery } from '../../../lib/api/permissions-query.ts';
export type ApiKey = Schema<'ProjectApiKey'>;

const inProject = (project: string) => ({ path: { project } });
export const listApiKeys = (project: string) => getProjectsByProjectAuth(inProject(project));
export const apiKeysQuery = (project: string) =>
  queryOptions({ queryKey: developerKeys.keys(project), queryFn: () => listApiKeys(project) });
export const createApiKey = (project: string, body: BodyOf<'/v1/projects/{project}/auth', 'post'>) =>
  postProjectsByProjectAuth({ ...inProject(project), body });
export const revokeApiKey = (project: string, id: string) => deleteProjectsByProjectAuthByAuth({ path: { project, auth: id } });
export const listPermissionIds = listPermissions;
