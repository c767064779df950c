/**
 * Revoked sessions, known to every process within a second: ending a session writes `revoked_sessions` and
 * `NOTIFY session_revoked` in the same transaction; each process LISTENs (server/lib/pg-listener.ts) into a small
 * in-memory map, so verifying a bearer token still needs no database hit. On start (and after a reconnect) the
 * revocations still younger than a token's lifetime are loaded.
 */
import { gt, lt, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { revokedSessions } from '../../db/schema/index.ts';
import { listen, type Subscription } from '../pg-listener.ts';
import { ACCESS_TOKEN_TTL_S } from './jwt.ts';
import { perDatabase } from '../per-database.ts';

export const REVOCATION_CHANNEL = 'session_revoked';
/** Kept a little longer than a token lives, for clock skew between processes. */
const KEEP_MS = (ACCESS_TOKEN_TTL_S + 60) * 1000;

/** Record the ended sessions and tell every process (delivered when the surrounding transaction commits). */
export async function revokeSessions(db: Tx, sessionIds: string[]) {
  if (!sessionIds.length) return;
  await db
    .insert(revokedSessions)
    .values(sessionIds.map((sessionId) => ({ sessionId })))
    .onConflictDoNothing();
  const notifies = sessionIds.map((id) => sql`pg_notify(${REVOCATION_CHANNEL}, ${id})`);
  await db.execute(sql`SELECT ${sql.join(notifies, sql`, `)}`);
  await db.delete(revokedSessions).where(lt(revokedSessions.revokedAt, new Date(Date.now() - KEEP_MS).toISOString()));
}

export class RevocationList {
  private readonly revoked = new Map<string, number>();
  private readonly subscription: Subscription;
  readonly ready: Promise<void>;

  constructor(private readonly database: Database) {
    this.subscription = listen(database.url, REVOCATION_CHANNEL, {
      notify: (id) => {
        if (id) this.add(id);
      },
      // Listening first, then loading: a revocation between the two is seen either way.
      connected: () => this.load(),
    });
    this.ready = this.subscription.ready;
  }

  isRevoked(sessionId: string): boolean {
    const at = this.revoked.get(sessionId);
    if (at === undefined) return false;
    if (at + KEEP_MS < Date.now()) {
      this.revoked.delete(sessionId);
      return false;
    }
    return true;
  }

  add(sessionId: string, at = Date.now()) {
    this.revoked.set(sessionId, at);
    if (this.revoked.size > 10_000) this.prune();
  }

  private prune() {
    const cutoff = Date.now() - KEEP_MS;
    for (const [id, at] of this.revoked) if (at < cutoff) this.revoked.delete(id);
  }

  private async load() {
    const rows = await this.database.db
      .select({ id: revokedSessions.sessionId, at: revokedSessions.revokedAt })
      .from(revokedSessions)
      .where(gt(revokedSessions.revokedAt, new Date(Date.now() - KEEP_MS).toISOString()));
    for (const r of rows) this.add(r.id, Date.parse(r.at));
  }

  stop() {
    return this.subscription.stop();
  }
}

/** The process's revocation list for a database, started on first use and stopped when the database closes. */
export const revocationsFor = perDatabase((database) => new RevocationList(database));
