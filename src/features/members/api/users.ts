import { api } from '../../../lib/api/client.ts';
import type { Member } from './types.ts';

const base = (project: string) => `/v1/projects/${encodeURIComponent(project)}/users`;

export const listUsers = (project: string, q: { search?: string; sort?: string; pageToken?: string | null; pageSize?: number }) =>
  api<{ users: Member[]; nextPageToken: string | null }>(base(project), {
    query: { search: q.search || undefined, sort: q.sort || undefined, pageToken: q.pageToken || undefined, pageSize: q.pageSize ?? 20 },
  });
export const updateUserRole = (project: string, user: string, role: string) =>
  api<Member>(`${base(project)}/${encodeURIComponent(user)}`, { method: 'PATCH', body: { role } });
export const removeUser = (project: string, user: string) =>
  api<{ ok: true }>(`${base(project)}/${encodeURIComponent(user)}`, { method: 'DELETE' });
export const resetTwoFactor = (project: string, user: string) =>
  api<Member>(`${base(project)}/${encodeURIComponent(user)}/reset-2fa`, { method: 'POST' });
