/**
 * One LISTEN connection per process and database, shared by everything in the process that follows a PostgreSQL
 * notification channel: session revocations, project access, the job queue, chat events, drive image
 * invalidations. (Each used to hold a connection of its own: five per process.)
 *
 * It survives a PostgreSQL restart. When the connection errors or ends, every subscriber is told it is deaf
 * (`lost`); the listener reconnects every second, LISTENs on every channel again, then tells each subscriber
 * (`connected`). Notifications sent while it was away are lost, so `connected` is where a subscriber catches up
 * (reload, re-read) or empties itself. A `connected` that throws counts as a failed connection: retried.
 *
 * `listen(url, channel, handlers)` subscribes; `ready` resolves after the first `connected` (or after the first
 * failed attempt — retries continue); `stop()` unsubscribes, and the last subscriber's stop ends the connection.
 */
import pg from 'pg';
import { logger } from './logger.ts';

export interface ChannelHandlers {
  /** A notification on the channel (payload '' when none). */
  notify(payload: string): void;
  /** Listening (again), after every (re)connect: notifications may have been missed before this. */
  connected?(): void | Promise<void>;
  /** The connection is gone: nothing is heard until the next `connected`. */
  lost?(): void;
}

export interface Subscription {
  readonly ready: Promise<void>;
  stop(): Promise<void>;
}

const RECONNECT_MS = Number(process.env.PG_LISTEN_RECONNECT_MS ?? 1000);
const CHANNEL = /^[a-z_][a-z0-9_]*$/;

class PgListener {
  private client: pg.Client | null = null;
  private readonly subs = new Map<string, Set<ChannelHandlers>>();
  private connecting: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly onEmpty: () => void,
  ) {}

  subscribe(channel: string, h: ChannelHandlers): Subscription {
    if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
    let set = this.subs.get(channel);
    if (!set) this.subs.set(channel, (set = new Set()));
    set.add(h);
    const c = this.client;
    const ready = c ? this.join(c, channel, h) : this.ensureConnecting();
    return {
      ready,
      stop: async () => {
        set.delete(h);
        if (!set.size) this.subs.delete(channel);
        if (!this.subs.size) await this.stop();
      },
    };
  }

  /** A subscriber added while connected: LISTEN on its channel (again is harmless), then its `connected`. */
  private async join(c: pg.Client, channel: string, h: ChannelHandlers) {
    try {
      await c.query(`LISTEN ${channel}`);
      if (this.client === c) await h.connected?.();
    } catch (err) {
      this.fail(c, err);
    }
  }

  private ensureConnecting(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.connecting ??= this.connect()
      .catch((err) => {
        logger.warn({ err }, 'notification listener could not connect; retrying');
        this.scheduleReconnect();
      })
      .finally(() => {
        this.connecting = null;
      });
    return this.connecting;
  }

  private async connect() {
    const c = new pg.Client({ connectionString: this.url });
    c.on('error', (err) => this.fail(c, err));
    c.on('end', () => this.fail(c, null));
    c.on('notification', (msg) => {
      for (const h of this.subs.get(msg.channel) ?? []) h.notify(msg.payload ?? '');
    });
    try {
      await c.connect();
    } catch (err) {
      c.end().catch(() => {});
      throw err;
    }
    if (this.stopped) {
      await c.end().catch(() => {});
      return;
    }
    this.client = c;
    try {
      for (const channel of [...this.subs.keys()]) await c.query(`LISTEN ${channel}`);
      for (const set of [...this.subs.values()]) for (const h of [...set]) if (this.client === c) await h.connected?.();
    } catch (err) {
      this.fail(c, err);
    }
  }

  private fail(c: pg.Client, err: unknown) {
    if (this.stopped || this.client !== c) return;
    if (err) logger.warn({ err }, 'notification listener lost its connection; reconnecting');
    this.client = null;
    c.end().catch(() => {});
    for (const set of this.subs.values()) for (const h of set) h.lost?.();
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    if (this.stopped || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.ensureConnecting();
    }, RECONNECT_MS);
    this.timer.unref();
  }

  private async stop() {
    if (this.stopped) return;
    this.stopped = true;
    this.onEmpty();
    if (this.timer) clearTimeout(this.timer);
    const c = this.client;
    this.client = null;
    if (c) await c.end().catch(() => {});
  }
}

const listeners = new Map<string, PgListener>();

/** Follow `channel` on the database at `url`, over the process's one listening connection to it. */
export function listen(url: string, channel: string, handlers: ChannelHandlers): Subscription {
  let l = listeners.get(url);
  if (!l) {
    const created = new PgListener(url, () => {
      if (listeners.get(url) === created) listeners.delete(url);
    });
    l = created;
    listeners.set(url, created);
  }
  return l.subscribe(channel, handlers);
}

/** How many listening connections this process holds (for tests). */
export function listeningConnections(): number {
  return listeners.size;
}
