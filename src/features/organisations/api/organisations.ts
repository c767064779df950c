import { api } from '../../../lib/api/client.ts';

// Shape of server/modules/organisations/organisations.routes.ts OrganisationSchema.
export interface Organisation {
  id: string;
  name: string;
  projects: { id: string; name: string }[];
  createdAt: string;
}
export const organisationsKeys = { list: ['organisations', 'list'] as const };
export const listOrganisations = () => api<{ organisations: Organisation[] }>('/v1/organisations', { query: { pageSize: 100 } });
export const createOrganisation = (name: string) => api<Organisation>('/v1/organisations', { method: 'POST', body: { name } });
