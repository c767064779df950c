/** Custom and client domains, and the global claim of a verified name (domain_claims). */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { domainClaims, projects, storefrontDomains } from '../../db/schema/index.ts';
import type { DomainKind } from '../../db/schema/storefront-care.ts';
import { newId } from '../../lib/ids.ts';
import type { PageRequest } from '../../lib/pagination.ts';
import { projectRepo } from '../../lib/project-repo.ts';

export type DomainRow = typeof storefrontDomains.$inferSelect;
const domainsOf = projectRepo(storefrontDomains);

export const pageDomains = (db: Tx, projectId: string, kind: DomainKind, page: PageRequest) =>
  domainsOf(db, projectId).page({
    where: eq(storefrontDomains.kind, kind),
    orderBy: [storefrontDomains.createdAt, storefrontDomains.id],
    direction: 'asc',
    cursor: (r) => [r.createdAt, r.id] as const,
    ...page,
  });

export const findDomain = (db: Tx, projectId: string, kind: DomainKind, domain: string) =>
  domainsOf(db, projectId).find(and(eq(storefrontDomains.kind, kind), eq(storefrontDomains.domain, domain))!);

/** The project that verified this name, if another one did. */
export async function claimedElsewhere(db: Tx, projectId: string, domain: string): Promise<boolean> {
  const [row] = await db
    .select({ p: domainClaims.ownerProjectId })
    .from(domainClaims)
    .where(and(eq(domainClaims.domain, domain), ne(domainClaims.ownerProjectId, projectId)))
    .limit(1);
  return !!row;
}

export async function insertDomain(tx: Tx, projectId: string, kind: DomainKind, domain: string, token: string) {
  const [row] = await tx
    .insert(storefrontDomains)
    .values({ projectId, id: newId('dom'), kind, domain, token })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Claim the name for this project (first verifier wins); false when another project holds it. */
export async function claim(tx: Tx, projectId: string, domainId: string, domain: string): Promise<boolean> {
  await tx.insert(domainClaims).values({ domain, ownerProjectId: projectId, domainId }).onConflictDoNothing();
  const [row] = await tx.select().from(domainClaims).where(eq(domainClaims.domain, domain));
  return row?.ownerProjectId === projectId;
}

export async function markChecked(tx: Tx, projectId: string, id: string, result: { verified: boolean; error: string | null }) {
  const [row] = await domainsOf(tx, projectId).update(eq(storefrontDomains.id, id), {
    lastCheckedAt: sql`now()` as never,
    lastError: result.error,
    ...(result.verified ? { status: 'verified' as const, verifiedAt: sql`now()` as never } : {}),
  });
  return row!;
}

export async function removeDomain(tx: Tx, projectId: string, row: DomainRow) {
  await domainsOf(tx, projectId).remove(eq(storefrontDomains.id, row.id));
  await tx.delete(domainClaims).where(and(eq(domainClaims.domainId, row.id), eq(domainClaims.ownerProjectId, projectId)));
}

/** The project's header link (000 §2): its earliest verified custom domain, or none (the default domain then). */
export async function syncProjectCustomDomain(tx: Tx, projectId: string) {
  const [first] = await tx
    .select({ domain: storefrontDomains.domain })
    .from(storefrontDomains)
    .where(
      and(
        eq(storefrontDomains.projectId, projectId),
        eq(storefrontDomains.kind, 'platform'),
        eq(storefrontDomains.status, 'verified'),
        sql`${storefrontDomains.domain} not like '*.%'`,
      ),
    )
    .orderBy(asc(storefrontDomains.verifiedAt), asc(storefrontDomains.id))
    .limit(1);
  await tx
    .update(projects)
    .set({ customDomain: first?.domain ?? null })
    .where(eq(projects.id, projectId));
}

/** Lock a pending domain row for its check (concurrent checks of one domain run one after the other). */
export async function lockDomain(tx: Tx, projectId: string, id: string) {
  const [row] = await tx
    .select()
    .from(storefrontDomains)
    .where(domainsOf(tx, projectId).scope(eq(storefrontDomains.id, id)))
    .for('update');
  return row ?? null;
}
