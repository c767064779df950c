/**
 * Backpressure for one stream client. Frames are written one after another to the response; a client that
 * reads slower than events arrive (a stalled tab, a phone on a bad network) makes them wait here, and what
 * waits is bounded:
 * - past `highWaterBytes` unwritten, `push` refuses: the hub stops handing this client events (it keeps the
 *   client's last event id where it was), and once half of it is written (`onDrain`) the hub reads the rest
 *   again from the event log — so a slow reader costs a re-read, never an ever-growing queue, and gets every
 *   event, in order, once;
 * - a client that stays full for `stallMs` is dropped (`onStall`: the stream is closed); its EventSource
 *   reconnects with the last event id it received and resumes from the log.
 */
export const MAX_PENDING_BYTES = 256 * 1024;
export const STALL_MS = 60_000;

export class SseOutbox {
  /** Characters queued and not yet taken by the response (UTF-16 length: a bound, not an exact byte count). */
  pending = 0;
  full = false;
  closed = false;
  private chain: Promise<void> = Promise.resolve();
  private stall: NodeJS.Timeout | null = null;

  constructor(
    private readonly write: (frame: string) => Promise<unknown>,
    private readonly on: { drain: () => void; stall: () => void },
    private readonly highWaterBytes = MAX_PENDING_BYTES,
    private readonly stallMs = STALL_MS,
  ) {}

  /** Queue a frame; false when it was not taken (the client is full or closed): give it again after `drain`. */
  push(frame: string): boolean {
    if (this.closed) return false;
    if (this.pending + frame.length > this.highWaterBytes && this.pending > 0) {
      if (!this.full) {
        this.full = true;
        this.stall = setTimeout(() => {
          this.close();
          this.on.stall();
        }, this.stallMs);
        this.stall.unref?.();
      }
      return false;
    }
    this.pending += frame.length;
    this.chain = this.chain
      .then(async () => {
        if (!this.closed) await this.write(frame);
      })
      .catch(() => {})
      .finally(() => this.written(frame.length));
    return true;
  }

  private written(n: number) {
    this.pending -= n;
    if (this.full && !this.closed && this.pending <= this.highWaterBytes / 2) {
      this.full = false;
      if (this.stall) clearTimeout(this.stall);
      this.stall = null;
      this.on.drain();
    }
  }

  close() {
    this.closed = true;
    if (this.stall) clearTimeout(this.stall);
    this.stall = null;
  }
}
