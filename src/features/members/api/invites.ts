import { api } from '../../../lib/api/client.ts';
import type { Invite } from './types.ts';

const base = (project: string) => `/v1/projects/${encodeURIComponent(project)}/invites`;

export const listInvites = (project: string, q: { search?: string; pageToken?: string | null; pageSize?: number }) =>
  api<{ invites: Invite[]; nextPageToken: string | null }>(base(project), {
    query: { search: q.search || undefined, pageToken: q.pageToken || undefined, pageSize: q.pageSize ?? 20 },
  });
export const createInvite = (project: string, body: { email: string; role: string }) =>
  api<Invite>(base(project), { method: 'POST', body });
export const resendInvite = (project: string, invite: string) =>
  api<Invite>(`${base(project)}/${encodeURIComponent(invite)}/resend`, { method: 'POST' });
export const revokeInvite = (project: string, invite: string) =>
  api<Invite>(`${base(project)}/${encodeURIComponent(invite)}`, { method: 'DELETE' });
