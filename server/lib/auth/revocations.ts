/**
 * Revoked sessions, known to every process within a second: ending a session writes `revoked_sessions` and
 * `NOTIFY session_revoked` in the same transaction; each process LISTENs on its own connection into a small
 * in-memory map, so verifying a bearer token still needs no database hit. On start (and after a reconnect) the
 * revocations still younger than a token's lifetime are loaded.
 */
import { gt, lt, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Tx } from '../../db/client.ts';
import { revokedSessions } from '../../db/schema/index.ts';
import { logger } from '../logger.ts';
import { ACCESS_TOKEN_TTL_S } from './jwt.ts';

export const REVOCATION_CHANNEL = 'session_revoked';
/** Kept a little longer than a token lives, for clock skew between processes. */
const KEEP_MS = (ACCESS_TOKEN_TTL_S + 60) * 1000;
const RECONNECT_MS = 1000;

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
  private client: pg.Client | null = null;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;
  readonly ready: Promise<void>;

  constructor(private readonly database: Database) {
    this.ready = this.connect().catch((err) => {
      logger.error({ err }, 'session revocation listener failed to start; retrying');
      this.scheduleReconnect();
    });
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

  private async connect() {
    const client = new pg.Client({ connectionString: this.database.url });
    client.on('error', (err) => {
      if (this.stopped) return;
      logger.warn({ err }, 'session revocation listener lost its connection; reconnecting');
      this.client = null;
      client.end().catch(() => {});
      this.scheduleReconnect();
    });
    client.on('notification', (msg) => {
      if (msg.channel === REVOCATION_CHANNEL && msg.payload) this.add(msg.payload);
    });
    await client.connect();
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    await client.query(`LISTEN ${REVOCATION_CHANNEL}`);
    // Listen first, then load: a revocation between the two is seen either way.
    const rows = await this.database.db
      .select({ id: revokedSessions.sessionId, at: revokedSessions.revokedAt })
      .from(revokedSessions)
      .where(gt(revokedSessions.revokedAt, new Date(Date.now() - KEEP_MS).toISOString()));
    for (const r of rows) this.add(r.id, Date.parse(r.at));
  }

  private scheduleReconnect() {
    if (this.stopped || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.connect().catch(() => this.scheduleReconnect());
    }, RECONNECT_MS);
    this.timer.unref();
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => {});
  }
}

const lists = new WeakMap<Database, RevocationList>();

/** The process's revocation list for a database, started on first use and stopped when the database closes. */
export function revocationsFor(database: Database): RevocationList {
  let list = lists.get(database);
  if (!list) {
    const created = new RevocationList(database);
    list = created;
    lists.set(database, created);
    const close = database.close;
    database.close = async () => {
      await created.stop();
      await close();
    };
  }
  return list;
}
