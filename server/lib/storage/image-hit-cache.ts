/**
 * The image service's fast path (issue 19): rendered variants of PUBLIC files, kept in memory with the exact
 * response the full stack gave them, answered by the first middleware in `server/app.ts` — no middleware stack,
 * no database read. Keyed by the request's path and raw query, so a hit is one map lookup.
 *
 * It stays exact because it is told about every change that could stop a variant from being served:
 * - a trigger on drive_files (migration 0020_drive_notify: UPDATE OF public, status, sha256, and DELETE — also
 *   the cascade of a deleted project) sends `NOTIFY drive_file_changed, '<project>:<file>'`, and each process
 *   LISTENs (server/lib/pg-listener.ts, the process's one listening connection; the pattern of
 *   server/lib/auth/access-cache.ts);
 * - the repository functions this process runs (metadata update, delete, upload complete) also call
 *   `forgetDriveFile` after commit, so the next request here never waits for the notification;
 * - it answers only while its listener is connected, and empties itself on every (re)connect (notifications
 *   sent while it was away are lost);
 * - an entry is stored only if no change arrived since the request read the file's row (an epoch), so a file
 *   made private while its variant was rendering is never cached;
 * - only public files are stored (a private file needs its signed token: always the full path), entries expire
 *   after a minute as a last safety net, and the whole map is bounded in bytes (least recently used out first).
 */
import { listen, type Subscription } from '../pg-listener.ts';
import { perDatabase } from '../per-database.ts';

export const DRIVE_FILES_CHANNEL = 'drive_file_changed';
const TTL_MS = 60_000;
/** Variants up to this size are kept (what the renderer's in-memory LRU keeps too). */
export const HIT_MAX_ITEM_BYTES = 512 * 1024;
const HIT_MAX_BYTES = 32 * 1024 * 1024;

export interface ImageHit {
  body: Uint8Array;
  etag: string;
  /** Every header of the full-stack response (less the request id): a plain object, the server's fastest path. */
  headers: Record<string, string>;
  /** The same less `content-length`, for 304. */
  notModified: Record<string, string>;
}

interface Entry extends ImageHit {
  fileKey: string;
  at: number;
}

export class ImageHitCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** A counter of changes; `changedAt` holds the last one per `<project>:<file>`, `clearedAt` the last clear. */
  private epoch = 0;
  private clearedAt = 0;
  private readonly changedAt = new Map<string, number>();
  private listening = false;
  private readonly subscription: Subscription;
  /** Requests answered from memory (a statistic; tests tell a hit from the full path by it). */
  hits = 0;

  constructor(url: string) {
    live.add(this);
    // Until it listens (and whenever it does not), images take the full path.
    this.subscription = listen(url, DRIVE_FILES_CHANNEL, {
      notify: (payload) => this.invalidate(payload),
      connected: () => {
        this.clear();
        this.listening = true;
      },
      lost: () => this.goDeaf(),
    });
  }

  get active() {
    return this.listening;
  }

  get(key: string): ImageHit | undefined {
    if (!this.listening) return undefined;
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.at + TTL_MS < Date.now()) {
      this.drop(key, e);
      return undefined;
    }
    this.hits++;
    return e;
  }

  /** Call before reading the file's row; pass the result to `set`. */
  mark(): number {
    return this.epoch;
  }

  set(key: string, project: string, file: string, hit: ImageHit, epoch: number) {
    const fileKey = `${project}:${file}`;
    if (!this.listening || hit.body.length > HIT_MAX_ITEM_BYTES) return;
    // Changed since the request read the row: what it served may already be stale.
    if (this.clearedAt > epoch || (this.changedAt.get(fileKey) ?? 0) > epoch || (this.changedAt.get(`${project}:`) ?? 0) > epoch) return;
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    this.entries.set(key, { ...hit, fileKey, at: Date.now() });
    this.bytes += hit.body.length;
    for (const [k, e] of this.entries) {
      if (this.bytes <= HIT_MAX_BYTES) break;
      this.drop(k, e);
    }
  }

  /** `<project>:<file>` forgets that file's variants; `<project>:` a project's; anything else empties the cache. */
  invalidate(payload: string) {
    const now = ++this.epoch;
    const colon = payload.indexOf(':');
    if (colon <= 0) {
      this.clear();
      return;
    }
    if (this.changedAt.size >= 10_000) {
      this.changedAt.clear();
      this.clearedAt = now; // forgetting the per-file marks: refuse every fill in flight
    }
    this.changedAt.set(payload, now);
    const whole = colon === payload.length - 1;
    for (const [k, e] of this.entries) if (whole ? e.fileKey.startsWith(payload) : e.fileKey === payload) this.drop(k, e);
  }

  get size() {
    return this.entries.size;
  }

  private drop(key: string, e: Entry) {
    this.entries.delete(key);
    this.bytes -= e.body.length;
  }

  private clear() {
    this.clearedAt = ++this.epoch;
    this.changedAt.clear();
    this.entries.clear();
    this.bytes = 0;
  }

  private goDeaf() {
    this.listening = false;
    this.clear();
  }

  async stop() {
    live.delete(this);
    this.goDeaf();
    await this.subscription.stop();
  }
}

const live = new Set<ImageHitCache>();

/** This process forgets a file's cached variants at once (the trigger's notification tells every process). */
export function forgetDriveFile(projectId: string, fileId: string) {
  for (const cache of live) cache.invalidate(`${projectId}:${fileId}`);
}

/** The process's image hit cache for a database, started on first use and stopped when the database closes. */
export const imageHitCacheFor = perDatabase((database) => new ImageHitCache(database.url));

/** What the image handler leaves for the fast path to store once the full stack has finished the response. */
export interface PendingFill {
  project: string;
  file: string;
  body: Uint8Array;
  epoch: number;
}
const pending = new WeakMap<object, PendingFill>();

/** Called by the image handler (public files only) with the request's context. */
export function offerImageHit(ctx: object, fill: PendingFill) {
  pending.set(ctx, fill);
}

export function takeImageHit(ctx: object): PendingFill | undefined {
  const fill = pending.get(ctx);
  if (fill) pending.delete(ctx);
  return fill;
}
