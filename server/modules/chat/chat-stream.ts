/**
 * GET /v1/chat/stream?project=… — the project's chat events as Server-Sent Events, one stream per tab (SSE,
 * not WebSocket: one-way is all chat needs, it passes any HTTP proxy and load balancer, and `Last-Event-ID`
 * resumption is part of the protocol; see docs/decisions/chat.md). Each event's `id` is its per-project event
 * number: a client that reconnects with `Last-Event-ID` (header, or `lastEventId` in the query) gets exactly the
 * events after it; one older than the kept log gets a `reset` event (reload what is on screen) and continues.
 * Backpressure (sse-outbox.ts): at most MAX_PENDING_BYTES wait for a slow reader; then it is paused at its last
 * event id and caught up from the log when it has room again; one that stays full for STALL_MS is dropped (its
 * EventSource reconnects and resumes from its last event id). Memory per client stays bounded either way.
 *
 * A plain route beside the OpenAPI ones (a stream has no JSON answer for the generated client, and the contract
 * suites call every documented GET to its end); the same access rule runs before it.
 */
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { PERMISSIONS } from '../../../common/permissions.ts';
import { access, enforceAccess } from '../../lib/access.ts';
import type { AppEnv } from '../../lib/context.ts';
import { fieldError } from '../../lib/errors.ts';
import { createRouter } from '../../lib/openapi.ts';
import { eventBounds } from './chat-events.repo.ts';
import { chatHubFor, type StreamClient } from './chat-hub.ts';
import { SseOutbox } from './sse-outbox.ts';

const HEARTBEAT_MS = 20_000;

async function stream(c: Context<AppEnv>) {
  const { projectId, userId } = c.get('access');
  if (!userId) throw fieldError('project', 'The chat stream is for signed-in people.');
  const database = c.get('deps').database;
  const raw = c.req.header('last-event-id') ?? c.req.query('lastEventId');
  if (raw !== undefined && !/^\d{1,15}$/.test(raw)) throw fieldError('lastEventId', 'The last event id is invalid.');
  const hub = chatHubFor(database);
  await hub.ready;
  const bounds = await eventBounds(database.db, projectId);
  let from = raw === undefined ? bounds.last : Math.min(Number(raw), bounds.last);
  // The log keeps a day: an id from before its start cannot be replayed exactly; say so.
  const reset = raw !== undefined && from < bounds.last && (bounds.oldestKept === null || from < bounds.oldestKept - 1);
  if (reset) from = bounds.last;
  c.header('Cache-Control', 'no-cache, no-transform');
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (s) => {
    const outbox = new SseOutbox((frame) => s.write(frame), {
      drain: () => hub.resume(projectId, client),
      // Stalled: close the connection (the socket too, so what the kernel holds for it goes).
      stall: () => {
        s.abort();
        (c.env as { outgoing?: { destroy?: () => void } } | undefined)?.outgoing?.destroy?.();
      },
    });
    const client: StreamClient = {
      userId,
      lastSeq: from,
      send: (_ev, frame) => outbox.push(frame),
      pending: () => outbox.pending,
    };
    outbox.push(`event: ready\ndata: ${JSON.stringify({ project: projectId, lastEventId: from })}\nretry: 1000\n\n`);
    if (reset) outbox.push(`id: ${from}\nevent: reset\ndata: {}\n\n`);
    const unsubscribe = hub.subscribe(projectId, client);
    const beat = setInterval(() => outbox.push(': keep-alive\n\n'), HEARTBEAT_MS);
    await new Promise<void>((resolve) => s.onAbort(resolve));
    clearInterval(beat);
    outbox.close();
    unsubscribe();
  });
}

export const chatStreamRouter = createRouter();
chatStreamRouter.get('/stream', enforceAccess(access.project(PERMISSIONS.chatChannelsList)), stream);
