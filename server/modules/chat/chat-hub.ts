/**
 * One ChatHub per process and database: it LISTENs on `chat_events` (server/lib/pg-listener.ts, like the session
 * revocation list in server/lib/auth/revocations.ts), and on each NOTIFY reads the project's new event rows
 * once and hands each to the local stream clients allowed to see it (public: any project member; else the
 * event's audience). A client carries the id of the last event it was given; it starts from its
 * `Last-Event-ID` (or the current end), so a reconnect replays exactly what it missed — from the same table.
 * After the listener reconnects, every project with clients is read again (a NOTIFY may have been lost).
 */
import type { Database } from '../../db/client.ts';
import { logger } from '../../lib/logger.ts';
import { listen, type Subscription } from '../../lib/pg-listener.ts';
import { CHAT_EVENTS_CHANNEL, eventsAfter, type StoredChatEvent } from './chat-events.repo.ts';
import { perDatabase } from '../../lib/per-database.ts';

export interface StreamClient {
  userId: string;
  lastSeq: number;
  /**
   * The event as an SSE frame (`id`, `event`, `data`), serialised once for every client of the process.
   * False: the client is full (a slow reader) — it is paused at its last event id until `resume`.
   */
  send: (event: StoredChatEvent, frame: string) => boolean;
  /** Set by the hub while the client is full; its events are read again from the log when it resumes. */
  paused?: boolean;
  /** Unwritten characters waiting for this client (for `stats`). */
  pending?: () => number;
}

/** A failed read of the event log is tried again after this long. */
const RETRY_MS = 500;
const BATCH = 500;

/** `id`, `event` and one `data` line (JSON has no raw newlines), as EventSource reads them. */
export const sseFrame = (ev: StoredChatEvent) =>
  `id: ${ev.seq}\nevent: ${ev.type}\ndata: ${JSON.stringify({ ...(ev.payload as object), eventChannel: ev.channelId })}\n\n`;

export class ChatHub {
  private readonly clients = new Map<string, StreamClient[]>();
  /** Projects being read now (true: another pass is wanted when this one ends). */
  private readonly pumping: Record<string, boolean> = {};
  private readonly subscription: Subscription;
  readonly ready: Promise<void>;

  constructor(private readonly database: Database) {
    this.subscription = listen(database.url, CHAT_EVENTS_CHANNEL, {
      notify: (payload) => {
        if (!payload) return;
        const projectId = payload.slice(0, payload.lastIndexOf(':'));
        if (this.clients.get(projectId)?.length) this.pump(projectId);
      },
      // Listening again: every project with clients is read (a NOTIFY may have been lost meanwhile).
      connected: () => {
        for (const [projectId, list] of this.clients) if (list.length) this.pump(projectId);
      },
    });
    this.ready = this.subscription.ready;
  }

  get size() {
    let n = 0;
    for (const list of this.clients.values()) n += list.length;
    return n;
  }

  /** Clients and the characters waiting for them, over the process. */
  stats() {
    let clients = 0;
    let paused = 0;
    let pendingChars = 0;
    for (const list of this.clients.values())
      for (const c of list) {
        clients++;
        if (c.paused) paused++;
        pendingChars += c.pending?.() ?? 0;
      }
    return { clients, paused, pendingChars };
  }

  /** A paused client has room again: read what it missed from the log. */
  resume(projectId: string, client: StreamClient) {
    client.paused = false;
    this.pump(projectId);
  }

  subscribe(projectId: string, client: StreamClient): () => void {
    this.clients.set(projectId, [...(this.clients.get(projectId) ?? []), client]);
    this.pump(projectId); // anything after the client's last event id (the replay)
    return () => {
      this.clients.set(
        projectId,
        (this.clients.get(projectId) ?? []).filter((c) => c !== client),
      );
    };
  }

  /** Read the project's events after the furthest-behind client and deliver; one pass at a time per project. */
  pump(projectId: string) {
    if (projectId in this.pumping) {
      this.pumping[projectId] = true;
      return;
    }
    this.pumping[projectId] = false;
    void this.drain(projectId).finally(() => {
      const again = this.pumping[projectId];
      delete this.pumping[projectId];
      if (again) this.pump(projectId);
    });
  }

  private async drain(projectId: string) {
    for (;;) {
      const set = this.clients.get(projectId)?.filter((c) => !c.paused);
      if (!set?.length) return;
      const from = Math.min(...set.map((c) => c.lastSeq));
      let events: StoredChatEvent[];
      try {
        events = await eventsAfter(this.database.db, projectId, from, BATCH);
      } catch (err) {
        logger.warn({ err, projectId }, 'chat events could not be read; retrying');
        setTimeout(() => this.pump(projectId), RETRY_MS).unref();
        return;
      }
      for (const ev of events) {
        let frame: string | null = null;
        for (const c of set) {
          if (c.paused || ev.seq <= c.lastSeq) continue;
          if (ev.audience === null || ev.audience.includes(c.userId)) {
            frame ??= sseFrame(ev);
            // Full: it stays at its last event id, skipped until it resumes (then this event is read again).
            if (!c.send(ev, frame)) {
              c.paused = true;
              continue;
            }
          }
          c.lastSeq = ev.seq;
        }
      }
      if (events.length < BATCH) return;
    }
  }

  stop() {
    return this.subscription.stop();
  }
}

/** The process's hub for a database, started on first use and stopped when the database closes. */
export const chatHubFor = perDatabase((database) => new ChatHub(database));
