import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BodyOf } from '../../../lib/api/call.ts';
import { deleteProjectsByProjectInvitesByInvite } from '../../../lib/api/generated/ops/deleteProjectsByProjectInvitesByInvite.ts';
import { getProjectsByProjectInvites } from '../../../lib/api/generated/ops/getProjectsByProjectInvites.ts';
import { postProjectsByProjectInvites } from '../../../lib/api/generated/ops/postProjectsByProjectInvites.ts';
import { postProjectsByProjectInvitesByInviteResend } from '../../../lib/api/generated/ops/postProjectsByProjectInvitesByInviteResend.ts';
import { membersKeys } from './keys.ts';

export const listInvites = (project: string, q: { search?: string; pageToken?: string | null }) =>
  getProjectsByProjectInvites({
    path: { project },
    query: { search: q.search || undefined, pageToken: q.pageToken || undefined, pageSize: 20 },
  });
export const invitesQuery = (project: string, search: string, pageToken: string | null) =>
  queryOptions({
    queryKey: membersKeys.invites(project, search, pageToken),
    queryFn: () => listInvites(project, { search, pageToken }),
    placeholderData: keepPreviousData,
  });
export const createInvite = (project: string, body: BodyOf<'/v1/projects/{project}/invites', 'post'>) =>
  postProjectsByProjectInvites({ path: { project }, body });
export const resendInvite = (project: string, invite: string) => postProjectsByProjectInvitesByInviteResend({ path: { project, invite } });
export const revokeInvite = (project: string, invite: string) => deleteProjectsByProjectInvitesByInvite({ path: { project, invite } });
