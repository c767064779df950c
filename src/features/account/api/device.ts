import { api } from '../../../lib/api/client.ts';

export const authorizeDevice = (body: { user_code: string; approve: boolean }) =>
  api<{ ok: boolean; status: 'approved' | 'denied'; clientId: string }>('/v1/auth/device/authorize', { method: 'POST', body });

/** Needs the projects area's POST /v1/projects (merged separately); accepts `{id}` or `{project: {id}}`. */
export async function createFactoryProject(name: string): Promise<string> {
  const res = await api<{ id?: string; project?: { id: string } }>('/v1/projects', { method: 'POST', body: { name } });
  const id = res.id ?? res.project?.id;
  if (!id) throw new Error('The project was created but its id is missing.');
  return id;
}
