/**
 * Members' project access, kept in memory so a project route needs no access query on the hot path (the orders
 * list went from two round trips to one). Safe because it is told about every change: triggers on
 * project_members, project_roles, projects (require_two_factor) and users (totp_enabled_at) — migration
 * 0012_access_notify — `NOTIFY project_access_changed` with `p:<project>` or `u:<user>`, and each process
 * LISTENs (server/lib/pg-listener.ts, the process's one listening connection). Rules that keep it honest:
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
import { listen, type Subscription } from '../pg-listener.ts';
import { perDatabase } from '../per-database.ts';

export const ACCESS_CHANNEL = 'project_access_changed';
const TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;

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
  private readonly subscription: Subscription;

  constructor(url: string) {
    live.add(this);
    // Until it listens (and whenever it does not), access is read from the database.
    this.subscription = listen(url, ACCESS_CHANNEL, {
      notify: (payload) => this.invalidate(payload),
      connected: () => {
        this.entries.clear();
        this.epoch++;
        this.listening = true;
      },
      lost: () => this.goDeaf(),
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

  private goDeaf() {
    this.listening = false;
    this.epoch++;
    this.entries.clear();
  }

  async stop() {
    live.delete(this);
    this.goDeaf();
    await this.subscription.stop();
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

/** The process's access cache for a database, started on first use and stopped when the database closes. */
export const accessCacheFor = perDatabase((database) => new AccessCache(database.url));
