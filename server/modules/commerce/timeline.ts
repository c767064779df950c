/**
 * The order timeline (`order_events`): every status change and action on an order, with who and when. Append-only;
 * written in the same transaction as the change it records. Any commerce write that touches an order calls
 * `appendOrderEvent`.
 */
import type { Context } from 'hono';
import type { Tx } from '../../db/client.ts';
import type { AppEnv } from '../../lib/context.ts';
import { insertOrderEvent } from './timeline.repo.ts';

export interface Actor {
  type: 'user' | 'apiKey' | 'system';
  id: string | null;
  name: string | null;
}

export const SYSTEM_ACTOR: Actor = { type: 'system', id: null, name: 'Shopfloor' };

/** Who is making the request: a user (named by the caller, who has the user row) or a project API key. */
export function actorOf(c: Context<AppEnv>, userName?: string | null): Actor {
  const principal = c.get('principal');
  if (principal?.kind === 'apiKey') return { type: 'apiKey', id: principal.keyId, name: 'API key' };
  if (principal?.kind === 'user') return { type: 'user', id: principal.userId, name: userName ?? null };
  return SYSTEM_ACTOR;
}

export interface OrderEventInput {
  /** 'created' | 'status_changed' | 'payment_attempt' | 'refund' | 'receipt_queued' | 'receipt_sent' | 'fulfillment_created' | 'fulfillment_updated' | 'note' */
  type: string;
  message: string;
  data?: Record<string, unknown>;
  /** Defaults to now; the demo generator writes history. */
  createdAt?: string;
}

/** The insert lives in timeline.repo.ts (no SQL outside *.repo.ts); this name stays the area's entry point. */
export function appendOrderEvent(tx: Tx, projectId: string, orderId: string, event: OrderEventInput, actor: Actor) {
  return insertOrderEvent(tx, projectId, orderId, event, actor);
}
