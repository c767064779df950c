import { postOrganisations } from '../../../lib/api/generated/ops/postOrganisations.ts';
import { sharedKeys } from '../../../lib/api/keys.ts';
import type { Schema } from '../../../lib/api/schemas.ts';
import { organisationsQuery } from '../../../lib/projects/projects.ts';

export type Organisation = Schema<'Organisation'>;
/** The organisations list is the shell's query: one key for GET /v1/organisations. */
export { organisationsQuery };
export const organisationsKeys = { list: sharedKeys.organisations() };
export const createOrganisation = (name: string) => postOrganisations({ body: { name } });
