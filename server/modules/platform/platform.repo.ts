import { and, desc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { platforms, platformTerms, platformTermsSignatures, searchLogs } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { DEFAULT_PLATFORM, DEFAULT_TERMS } from './platform.defaults.ts';
import { sanitizeHtml } from './platform.sanitize.ts';

export type PlatformRow = typeof platforms.$inferSelect;
export type TermsRow = typeof platformTerms.$inferSelect;

/** The default platform row, created with its first terms on first use (so a fresh database needs no seed). */
export async function ensureDefaultPlatform(db: Tx): Promise<PlatformRow> {
  const [existing] = await db.select().from(platforms).where(eq(platforms.isDefault, true)).limit(1);
  if (existing) return existing;
  return db.transaction(async (tx) => {
    await tx
      .insert(platforms)
      .values({ ...DEFAULT_PLATFORM, domains: [...DEFAULT_PLATFORM.domains], logos: [...DEFAULT_PLATFORM.logos], isDefault: true })
      .onConflictDoNothing();
    await tx
      .insert(platformTerms)
      .values({
        ...DEFAULT_TERMS,
        platformId: DEFAULT_PLATFORM.id,
        content: sanitizeHtml(DEFAULT_TERMS.content),
        updatedAt: DEFAULT_TERMS.publishedAt,
      })
      .onConflictDoNothing();
    const [row] = await tx.select().from(platforms).where(eq(platforms.id, DEFAULT_PLATFORM.id));
    return row!;
  });
}

/** The platform whose domains include the host. */
export async function findPlatformByHost(db: Tx, host: string): Promise<PlatformRow | null> {
  const [row] = await db
    .select()
    .from(platforms)
    .where(sql`${platforms.domains} @> ${JSON.stringify([host])}::jsonb`)
    .limit(1);
  return row ?? null;
}

export async function getPlatform(db: Tx, id: string): Promise<PlatformRow | null> {
  const [row] = await db.select().from(platforms).where(eq(platforms.id, id));
  return row ?? null;
}

export async function activeTerms(db: Tx, platformId: string): Promise<TermsRow | null> {
  const [row] = await db
    .select()
    .from(platformTerms)
    .where(eq(platformTerms.platformId, platformId))
    .orderBy(desc(platformTerms.publishedAt), desc(platformTerms.id))
    .limit(1);
  return row ?? null;
}

export async function getTerms(db: Tx, platformId: string, termsId: string): Promise<TermsRow | null> {
  const [row] = await db
    .select()
    .from(platformTerms)
    .where(and(eq(platformTerms.platformId, platformId), eq(platformTerms.id, termsId)));
  return row ?? null;
}

/** Record a signature; signing the same terms again keeps the first signature. */
export async function signTerms(db: Tx, v: { userId: string; platformId: string; projectId: string | null; terms: TermsRow }) {
  await db
    .insert(platformTermsSignatures)
    .values({
      id: newId('sig'),
      userId: v.userId,
      platformId: v.platformId,
      projectId: v.projectId,
      termsId: v.terms.id,
      version: v.terms.version,
    })
    .onConflictDoNothing();
  return { id: v.terms.id, version: v.terms.version };
}

export async function signedTermsOf(db: Tx, userId: string) {
  return db
    .select({ id: platformTermsSignatures.termsId, version: platformTermsSignatures.version })
    .from(platformTermsSignatures)
    .where(eq(platformTermsSignatures.userId, userId))
    .orderBy(platformTermsSignatures.signedAt);
}

export async function platformNames(db: Tx, ids: (string | null)[]): Promise<Map<string | null, string>> {
  const names = new Map<string | null, string>();
  const real = ids.filter((i): i is string => !!i);
  if (real.length) {
    for (const r of await db.select({ id: platforms.id, name: platforms.name }).from(platforms).where(inArray(platforms.id, real))) {
      names.set(r.id, r.name);
    }
  }
  if (ids.includes(null)) names.set(null, (await ensureDefaultPlatform(db)).name);
  return names;
}

/**
 * The same as SQL, for a platform id expression of another query: the platform's name, the default platform's
 * for null; null when there is no such row (a read never creates the default platform: callers fall back to
 * its default name).
 */
export function platformNameSql(platformId: SQLWrapper): SQL<string | null> {
  return sql<
    string | null
  >`case when ${platformId} is null then (select ${platforms.name} from ${platforms} where ${platforms.isDefault} limit 1) else (select ${platforms.name} from ${platforms} where ${platforms.id} = ${platformId}) end`;
}

export async function logSearch(
  db: Tx,
  v: {
    platformId: string;
    userId: string;
    projectId: string | null;
    searchTerm: string;
    searchResultNumber: number;
    searchLogContext: string;
  },
) {
  const id = newId('slg');
  await db.insert(searchLogs).values({ id, ...v });
  return id;
}

export function toPlatformDto(p: PlatformRow) {
  return { id: p.id, name: p.name, public: p.isPublic, domains: p.domains, logos: p.logos, favicon: p.favicon };
}

export function toTermsDto(t: TermsRow) {
  return { id: t.id, version: t.version, title: t.title, content: sanitizeHtml(t.content), updatedAt: t.updatedAt };
}
