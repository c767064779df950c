/**
 * The chat event log: every change a client must see (messages, reactions, read state, channels) is written
 * here in the change's own transaction, numbered per project under the counter row's lock — so event ids follow
 * commit order — and announced with `NOTIFY chat_events` (delivered at commit). Each process's ChatHub
 * (chat-hub.ts) reads the new rows once and fans them out to its stream clients; a client that reconnects with
 * `Last-Event-ID` gets exactly the rows after it.
 */
import { sql } from 'drizzle-orm';
import type { ChatEventType } from '../../../common/chat.ts';
import type { Tx } from '../../db/client.ts';

export const CHAT_EVENTS_CHANNEL = 'chat_events';
/** Events are kept this long for reconnects; an older Last-Event-ID gets a `reset` (reload) instead. */
export const CHAT_EVENTS_KEEP = '1 day';

export interface ChatEventInput {
  projectId: string;
  channelId: string | null;
  type: ChatEventType;
  /** null: every member of the project (public channels); else exactly these users. */
  audience: string[] | null;
  payload: unknown;
}

export async function emitChatEvent(tx: Tx, e: ChatEventInput): Promise<number> {
  const counter = await tx.execute<{ seq: number }>(sql`
    INSERT INTO chat_event_counters (project_id, seq) VALUES (${e.projectId}, 1)
    ON CONFLICT (project_id) DO UPDATE SET seq = chat_event_counters.seq + 1
    RETURNING seq`);
  const seq = Number(counter.rows[0]!.seq);
  const audience = e.audience ? sql`${`{${e.audience.map((a) => `"${a}"`).join(',')}}`}::text[]` : sql`NULL`;
  await tx.execute(sql`
    INSERT INTO chat_events (project_id, seq, channel_id, type, audience, payload)
    VALUES (${e.projectId}, ${seq}, ${e.channelId}, ${e.type}, ${audience}, ${JSON.stringify(e.payload)}::jsonb)`);
  await tx.execute(sql`SELECT pg_notify(${CHAT_EVENTS_CHANNEL}, ${`${e.projectId}:${seq}`})`);
  if (seq % 500 === 0) {
    await tx.execute(sql`DELETE FROM chat_events WHERE project_id = ${e.projectId} AND created_at < now() - ${CHAT_EVENTS_KEEP}::interval`);
  }
  return seq;
}

export interface StoredChatEvent {
  seq: number;
  channelId: string | null;
  type: string;
  audience: string[] | null;
  payload: unknown;
}

export async function eventsAfter(db: Tx, projectId: string, after: number, limit = 500): Promise<StoredChatEvent[]> {
  const r = await db.execute<{ seq: number; channel_id: string | null; type: string; audience: string[] | null; payload: unknown }>(sql`
    SELECT seq, channel_id, type, audience, payload FROM chat_events
    WHERE project_id = ${projectId} AND seq > ${after} ORDER BY seq LIMIT ${limit}`);
  return r.rows.map((x) => ({ seq: Number(x.seq), channelId: x.channel_id, type: x.type, audience: x.audience, payload: x.payload }));
}

/** The project's latest event id, and the oldest one still kept (null when none is kept). */
export async function eventBounds(db: Tx, projectId: string): Promise<{ last: number; oldestKept: number | null }> {
  const r = await db.execute<{ last: number | null; oldest: number | null }>(sql`
    SELECT (SELECT seq FROM chat_event_counters WHERE project_id = ${projectId}) AS last,
           (SELECT min(seq) FROM chat_events WHERE project_id = ${projectId}) AS oldest`);
  const row = r.rows[0]!;
  return { last: Number(row.last ?? 0), oldestKept: row.oldest === null ? null : Number(row.oldest) };
}
