import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { deleteProjectsByProjectUsersByUser } from '../../../lib/api/generated/ops/deleteProjectsByProjectUsersByUser.ts';
import { getProjectsByProjectUsers } from '../../../lib/api/generated/ops/getProjectsByProjectUsers.ts';
import { patchProjectsByProjectUsersByUser } from '../../../lib/api/generated/ops/patchProjectsByProjectUsersByUser.ts';
import { postProjectsByProjectUsersByUserReset2fa } from '../../../lib/api/generated/ops/postProjectsByProjectUsersByUserReset2fa.ts';
import { membersKeys } from './keys.ts';

export const listUsers = (project: string, q: { search?: string; pageToken?: string | null; pageSize?: number }) =>
  getProjectsByProjectUsers({
    path: { project },
    query: { search: q.search || undefined, pageToken: q.pageToken || undefined, pageSize: q.pageSize ?? 20 },
  });
export const usersQuery = (project: string, search: string, pageToken: string | null) =>
  queryOptions({
    queryKey: membersKeys.users(project, search, pageToken),
    queryFn: () => listUsers(project, { search, pageToken }),
    placeholderData: keepPreviousData,
  });
const one = (project: string, user: string) => ({ path: { project, user } });
export const updateUserRole = (project: string, user: string, role: string) =>
  patchProjectsByProjectUsersByUser({ ...one(project, user), body: { role } });
export const removeUser = (project: string, user: string) => deleteProjectsByProjectUsersByUser(one(project, user));
export const resetTwoFactor = (project: string, user: string) => postProjectsByProjectUsersByUserReset2fa(one(project, user));
