import type { ListParams, ListSource } from '../../../components/data/types.ts';
import type { BodyOf } from '../../../lib/api/call.ts';
import { deleteProjectsByProjectInvitesByInvite } from '../../../lib/api/generated/ops/deleteProjectsByProjectInvitesByInvite.ts';
import { getProjectsByProjectInvites } from '../../../lib/api/generated/ops/getProjectsByProjectInvites.ts';
import { postProjectsByProjectInvites } from '../../../lib/api/generated/ops/postProjectsByProjectInvites.ts';
import { postProjectsByProjectInvitesByInviteResend } from '../../../lib/api/generated/ops/postProjectsByProjectInvitesByInviteResend.ts';
import { membersKeys } from './keys.ts';
import type { Invite } from './types.ts';

export const listInvites = (project: string, p: Pick<ListParams, 'search' | 'pageToken' | 'pageSize'>) =>
  getProjectsByProjectInvites({
    path: { project },
    query: { search: p.search || undefined, pageToken: p.pageToken || undefined, pageSize: p.pageSize },
  });
/** The invites list (DataTable and the route loader); the server has no sort or filter yet. */
export const invitesList = (project: string): ListSource<Invite> => ({
  queryKey: membersKeys.invitesAll(project),
  queryFn: (p) => listInvites(project, p).then((r) => ({ items: r.invites, nextPageToken: r.nextPageToken })),
});
export const createInvite = (project: string, body: BodyOf<'/v1/projects/{project}/invites', 'post'>) =>
  postProjectsByProjectInvites({ path: { project }, body });
export const resendInvite = (project: string, invite: string) => postProjectsByProjectInvitesByInviteResend({ path: { project, invite } });
export const revokeInvite = (project: string, invite: string) => deleteProjectsByProjectInvitesByInvite({ path: { project, invite } });
