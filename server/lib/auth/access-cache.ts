/**
 * Members' project access, kept in memory so a project route needs no access query on the hot path (the orders
 * list went from two round trips to one). Safe because it is told about every change: triggers on
 * project_members, project_roles, projects (require_two_factor) and users (totp_enabled_at) — migration
 * 0012_access_notify — `NOTIFY project_access_changed` with `p:<project>` or `u:<user>`, and each process
 * LISTENs on its own connection (the pattern of ./revocations.ts). Rules that keep it honest:
 * - it answers only while its listener is connected, and empties itself on every (re)connect, because
 *   notifications sent while it was away are lost;
 * - a row read from the database is stored only if no notification arrived while it was being read (an epoch),
 *   so a change racing a read is never cached stale;
 * - only granted access is cached (a new membership needs no notification), and entries expire after a minute
 *   as a last safety net;
 * - the writes this process makes itself also call `forgetAccess` (the repository functions that change
 *   membership, roles, a project's two-factor rule or a user's two-factor state), so the next request in this
 *   process never waits for the notification; other processes see the change when it arrives (milliseconds).
 */
import pg from 'pg';
import type { Database } from '../../db/client.ts';
import { logger } from '../logger.ts';

export const ACCESS_CHANNEL = 'project_access_changed';
const TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;
const RECONNECT_MS = 1000;

export interface CachedAccess {
  role: string;
  requireTwoFactor: boolean;
  totpEnabledAt: string | null;
  customPermissions: string[] | null;
}

export class AccessCache {
  private readonly entries = new Map<string, { row: CachedAccess; at: number; projectId: string; userId: string }>();
  private epoch = 0;
  private listening = false;
  private client: pg.Client | null = null;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly url: string) {
    live.add(this);
    this.connect().catch((err) => {
      logger.warn({ err }, 'project access listener failed to start; access is read from the database until it does');
      this.scheduleReconnect();
    });
  }

  get(projectId: string, userId: string): CachedAccess | undefined {
    if (!this.listening) return undefined;
    const e = this.entries.get(key(projectId, userId));
    if (!e) return undefined;
    if (e.at + TTL_MS < Date.now()) {
      this.entries.delete(key(projectId, userId));
      return undefined;
    }
    return e.row;
  }

  /** Call before reading from the database; pass the result to `set`. */
  mark(): number {
    return this.epoch;
  }

  set(projectId: string, userId: string, row: CachedAccess, epoch: number) {
    if (!this.listening || epoch !== this.epoch) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key(projectId, userId), { row, at: Date.now(), projectId, userId });
  }

  /** `p:<projectId>`, `u:<userId>`, anything else empties the cache. */
  invalidate(payload: string) {
    this.epoch++;
    const [kind, id] = [payload.slice(0, 2), payload.slice(2)];
    if (kind !== 'p:' && kind !== 'u:') {
      this.entries.clear();
      return;
    }
    for (const [k, e] of this.entries) if ((kind === 'p:' ? e.projectId : e.userId) === id) this.entries.delete(k);
  }

  get size() {
    return this.entries.size;
  }

  private async connect() {
    const client = new pg.Client({ connectionString: this.url });
    client.on('error', (err) => {
      if (this.stopped) return;
      logger.warn({ err }, 'project access listener lost its connection; reconnecting');
      this.goDeaf();
      if (this.client === client) this.client = null;
      client.end().catch(() => {});
      this.scheduleReconnect();
    });
    client.on('end', () => {
      if (this.client === client) this.goDeaf();
    });
    client.on('notification', (msg) => {
      if (msg.channel === ACCESS_CHANNEL) this.invalidate(msg.payload ?? '');
    });
    await client.connect();
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    await client.query(`LISTEN ${ACCESS_CHANNEL}`);
    this.entries.clear();
    this.epoch++;
    this.listening = true;
  }

  private goDeaf() {
    this.listening = false;
    this.epoch++;
    this.entries.clear();
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
    live.delete(this);
    this.goDeaf();
    if (this.timer) clearTimeout(this.timer);
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => {});
  }
}

const live = new Set<AccessCache>();

/** This process forgets cached access at once (the database's notification tells every process, a little later). */
export function forgetAccess(scope: { projectId: string } | { userId: string }) {
  const payload = 'projectId' in scope ? `p:${scope.projectId}` : `u:${scope.userId}`;
  for (const cache of live) cache.invalidate(payload);
}

function key(projectId: string, userId: string) {
  return `${projectId}\u0000${userId}`;
}

const caches = new WeakMap<Database, AccessCache>();

/** The process's access cache for a database, started on first use and stopped when the database closes. */
export function accessCacheFor(database: Database): AccessCache {
  let cache = caches.get(database);
  if (!cache) {
    const created = new AccessCache(database.url);
    cache = created;
    caches.set(database, created);
    const close = database.close;
    database.close = async () => {
      await created.stop();
      await close();
    };
  }
  return cache;
}
