/** The order timeline's writes (`order_events`): append-only, in the caller's transaction. See timeline.ts. */
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderEvents } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { projectRepo } from '../../lib/project-repo.ts';
import type { Actor, OrderEventInput } from './timeline.ts';

const events = projectRepo(orderEvents);

export async function insertOrderEvent(tx: Tx, projectId: string, orderId: string, event: OrderEventInput, actor: Actor) {
  return events(tx, projectId).insert({
    id: newId('oev'),
    orderId,
    type: event.type,
    message: event.message,
    data: event.data ?? {},
    actorType: actor.type,
    actorId: actor.id,
    actorName: actor.name,
    ...(event.createdAt ? { createdAt: event.createdAt } : {}),
  });
}

/** An order's timeline, oldest first. */
export async function orderTimeline(db: Tx, projectId: string, orderId: string) {
  return db
    .select()
    .from(orderEvents)
    .where(events(db, projectId).scope(eq(orderEvents.orderId, orderId)))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}
