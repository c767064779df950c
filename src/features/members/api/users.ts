import type { ListParams, ListSource } from '../../../components/data/types.ts';
import { deleteProjectsByProjectUsersByUser } from '../../../lib/api/generated/ops/deleteProjectsByProjectUsersByUser.ts';
import { getProjectsByProjectUsers } from '../../../lib/api/generated/ops/getProjectsByProjectUsers.ts';
import { patchProjectsByProjectUsersByUser } from '../../../lib/api/generated/ops/patchProjectsByProjectUsersByUser.ts';
import { postProjectsByProjectUsersByUserReset2fa } from '../../../lib/api/generated/ops/postProjectsByProjectUsersByUserReset2fa.ts';
import { membersKeys } from './keys.ts';
import type { Member } from './types.ts';

/** The sort keys the users endpoint accepts (anything else is the server's default order). */
const USER_SORTS = ['email', '-email'] as const;
const userSort = (sort: string | undefined) => USER_SORTS.find((s) => s === sort);

export const listUsers = (project: string, p: Pick<ListParams, 'search' | 'sort' | 'pageToken' | 'pageSize'>) =>
  getProjectsByProjectUsers({
    path: { project },
    query: { search: p.search || undefined, sort: userSort(p.sort), pageToken: p.pageToken || undefined, pageSize: p.pageSize },
  });
/** The users list (DataTable and the route loader): one key per endpoint, the kit appends the list params. */
export const usersList = (project: string): ListSource<Member> => ({
  queryKey: membersKeys.usersAll(project),
  queryFn: (p) => listUsers(project, p).then((r) => ({ items: r.users, nextPageToken: r.nextPageToken })),
});
const one = (project: string, user: string) => ({ path: { project, user } });
export const updateUserRole = (project: string, user: string, role: string) =>
  patchProjectsByProjectUsersByUser({ ...one(project, user), body: { role } });
export const removeUser = (project: string, user: string) => deleteProjectsByProjectUsersByUser(one(project, user));
export const resetTwoFactor = (project: string, user: string) => postProjectsByProjectUsersByUserReset2fa(one(project, user));
