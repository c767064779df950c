/**
 * Who can fulfil a project's orders (docs/decisions/commerce.md "Fulfillments", decision in
 * docs/decisions/commerce-fulfillments.md): the project itself; its installed fulfilment PARTNER integrations
 * (the catalogue's outsourcing listings — in-house tools such as Warehouse or Shipping are not fulfillers); and
 * the factory projects (projects with the `fulfillments` integration) on the same white-label platform.
 * Installed codes come through the integrations area's hook (`integrationCodesSql`), not its tables' internals.
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { integrationListings, projects } from '../../db/schema/index.ts';
import { integrationCodesSql } from '../../lib/hooks.ts';

/** Catalogue codes (category `fulfilment`) of partners that make and ship orders for a project. */
export const FULFILMENT_PARTNER_CODES = ['fulfilment-partner', 'printing-partner', 'third-party-logistics'] as const;
/** The integration that makes a project a factory. */
export const FACTORY_CODE = 'fulfillments';

export interface AvailableFulfiller {
  type: 'self' | 'integration' | 'factory';
  id: string | null;
  name: string;
  description: string;
}

export async function availableFulfillers(db: Tx, projectId: string): Promise<AvailableFulfiller[]> {
  const [project] = await db
    .select({ name: projects.name, platformId: projects.platformId, codes: integrationCodesSql.get()(projects.id) })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project) return [];
  const codes = project.codes ?? [];
  const partnerCodes = FULFILMENT_PARTNER_CODES.filter((c) => codes.includes(c));
  const partners = partnerCodes.length
    ? await db
        .select({ code: integrationListings.code, name: integrationListings.name, summary: integrationListings.summary })
        .from(integrationListings)
        .where(inArray(integrationListings.code, partnerCodes))
        .orderBy(asc(integrationListings.name))
    : [];
  const factories = await db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(
      and(
        ne(projects.id, projectId),
        sql`${projects.platformId} is not distinct from ${project.platformId}`,
        sql`${FACTORY_CODE} = any(${integrationCodesSql.get()(projects.id)})`,
      ),
    )
    .orderBy(asc(projects.name), asc(projects.id))
    .limit(100);
  return [
    {
      type: 'self',
      id: null,
      name: project.name,
      description: codes.includes(FACTORY_CODE) ? 'Made and shipped by your own factory.' : 'Packed and shipped by your team.',
    },
    ...partners.map((p) => ({ type: 'integration' as const, id: p.code, name: p.name, description: p.summary })),
    ...factories.map((f) => ({ type: 'factory' as const, id: f.id, name: f.name, description: 'A factory on your platform.' })),
  ];
}
