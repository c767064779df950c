/** Storefront terms versions and who accepted which (the active terms are the highest version). */
import { desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { storefrontTerms, storefrontTermsSignatures } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import type { PageRequest } from '../../lib/pagination.ts';
import { projectRepo } from '../../lib/project-repo.ts';

export type TermsRow = typeof storefrontTerms.$inferSelect;
const termsOf = projectRepo(storefrontTerms);

export const pageTerms = (db: Tx, projectId: string, page: PageRequest) =>
  termsOf(db, projectId).page({ orderBy: [storefrontTerms.version], direction: 'desc', cursor: (r) => [r.version] as const, ...page });

export async function latestTerms(db: Tx, projectId: string): Promise<TermsRow | null> {
  const [row] = await db
    .select()
    .from(storefrontTerms)
    .where(eq(storefrontTerms.projectId, projectId))
    .orderBy(desc(storefrontTerms.version))
    .limit(1);
  return row ?? null;
}

/** The next version, numbered under a per-project lock (concurrent posts get 1, 2, … without a gap or a clash). */
export async function insertNextTerms(tx: Tx, projectId: string, v: { title: string; content: string; createdById: string | null }) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`storefront-terms:${projectId}`}, 0))`);
  const latest = await latestTerms(tx, projectId);
  return termsOf(tx, projectId).insert({ id: newId('trm'), version: (latest?.version ?? 0) + 1, ...v });
}

export const findTerms = (db: Tx, projectId: string, id: string) => termsOf(db, projectId).find(eq(storefrontTerms.id, id));

export async function signStorefrontTerms(db: Tx, projectId: string, userId: string, terms: TermsRow) {
  await db
    .insert(storefrontTermsSignatures)
    .values({ projectId, id: newId('sig'), userId, termsId: terms.id, version: String(terms.version) })
    .onConflictDoNothing();
  return { id: terms.id, version: String(terms.version) };
}

/** Every storefront terms signature of a user (any project), oldest first. */
export const storefrontSignaturesOf = (db: Tx, userId: string) =>
  db
    .select({ id: storefrontTermsSignatures.termsId, version: storefrontTermsSignatures.version })
    .from(storefrontTermsSignatures)
    .where(eq(storefrontTermsSignatures.userId, userId))
    .orderBy(storefrontTermsSignatures.signedAt);

/** The `projectTerms` hook (server/lib/hooks.ts), wired by wireModules(). */
export const projectTermsProvider = {
  async active(db: Tx, projectId: string) {
    const row = await latestTerms(db, projectId);
    return row ? { id: row.id, version: String(row.version), title: row.title, content: row.content, updatedAt: row.updatedAt } : null;
  },
  async sign(db: Tx, projectId: string, userId: string, termsId: string) {
    const row = await findTerms(db, projectId, termsId);
    return row ? signStorefrontTerms(db, projectId, userId, row) : null;
  },
};
