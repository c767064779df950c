/** The connected account and the single-use states of connect flows. */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { paymentConnections, paymentConnectStates } from '../../../db/schema/index.ts';
import { projectRepo } from '../../../lib/project-repo.ts';

const statesOf = projectRepo(paymentConnectStates);

export async function findConnection(db: Tx, projectId: string) {
  const [row] = await db.select().from(paymentConnections).where(eq(paymentConnections.projectId, projectId)).limit(1);
  return row ?? null;
}

export const insertState = (db: Tx, projectId: string, v: { id: string; userId: string; provider: string; expiresAt: string }) =>
  statesOf(db, projectId).insert(v);

/** Consume a state once: only an unused, unexpired one comes back. */
export async function consumeState(tx: Tx, projectId: string, id: string) {
  const [row] = await tx
    .update(paymentConnectStates)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(paymentConnectStates.projectId, projectId),
        eq(paymentConnectStates.id, id),
        isNull(paymentConnectStates.usedAt),
        gt(paymentConnectStates.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row ?? null;
}

export async function saveConnection(
  tx: Tx,
  projectId: string,
  v: { provider: string; accountId: string; chargesEnabled: boolean; livemode: boolean; connectedById: string },
) {
  const [row] = await tx
    .insert(paymentConnections)
    .values({ projectId, ...v })
    .onConflictDoUpdate({ target: paymentConnections.projectId, set: { ...v, connectedAt: sql`now()` } })
    .returning();
  return row!;
}

export const deleteConnection = (db: Tx, projectId: string) =>
  db.delete(paymentConnections).where(eq(paymentConnections.projectId, projectId)).returning();
