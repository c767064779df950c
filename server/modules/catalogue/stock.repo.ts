/**
 * Stock as a ledger (docs/decisions/catalogue.md "Stock"): every change is an appended movement
 * (received, reserved, released, shipped, adjusted); the level row per (variant, fulfilment project) carries the
 * running sums, updated in the same transaction as the movement it sums. A movement first locks its level row
 * (SELECT … FOR UPDATE), so concurrent reservations queue on that row and none can take available stock below 0.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { gfnStockLevels, gfnStockMovements, gfnVariants, type StockMovementKind } from '../../db/schema/index.ts';
import { CODES } from '../../lib/error-codes.ts';
import { conflict, unprocessable } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { type PageRequest, paginate } from '../../lib/pagination.ts';

const levelColumns = {
  variantId: gfnStockLevels.variantId,
  productId: gfnVariants.productId,
  sku: gfnVariants.sku,
  fulfillmentProjectId: gfnStockLevels.fulfillmentProjectId,
  fulfillmentProjectName: gfnStockLevels.fulfillmentProjectName,
  onHand: gfnStockLevels.onHand,
  reserved: gfnStockLevels.reserved,
  updatedAt: gfnStockLevels.updatedAt,
};
type LevelRow = { [K in keyof typeof levelColumns]: (typeof levelColumns)[K]['_']['data'] };
export const toLevelDto = (r: LevelRow) => ({ ...r, available: r.onHand - r.reserved });

function levels(db: Tx) {
  return db
    .select(levelColumns)
    .from(gfnStockLevels)
    .innerJoin(gfnVariants, and(eq(gfnVariants.projectId, gfnStockLevels.projectId), eq(gfnVariants.id, gfnStockLevels.variantId)))
    .$dynamic();
}

export function pageStock(
  db: Tx,
  projectId: string,
  q: PageRequest & { fulfillmentProjects?: string[] | undefined; productId?: string | undefined },
) {
  return paginate(levels(db), {
    where: and(
      eq(gfnStockLevels.projectId, projectId),
      q.fulfillmentProjects?.length ? inArray(gfnStockLevels.fulfillmentProjectId, q.fulfillmentProjects) : undefined,
      q.productId ? eq(gfnVariants.productId, q.productId) : undefined,
    ),
    orderBy: [gfnStockLevels.variantId, gfnStockLevels.fulfillmentProjectId],
    cursor: (r) => [r.variantId, r.fulfillmentProjectId] as const,
    pageSize: q.pageSize,
    pageToken: q.pageToken,
  });
}

export async function stockOfVariant(db: Tx, projectId: string, variantId: string, fulfillmentProjects?: string[]) {
  const factories = fulfillmentProjects?.length ? inArray(gfnStockLevels.fulfillmentProjectId, fulfillmentProjects) : undefined;
  const rows = await levels(db)
    .where(and(eq(gfnStockLevels.projectId, projectId), eq(gfnStockLevels.variantId, variantId), factories))
    .orderBy(gfnStockLevels.fulfillmentProjectName, gfnStockLevels.fulfillmentProjectId);
  const movements = await db
    .select()
    .from(gfnStockMovements)
    .where(
      and(
        eq(gfnStockMovements.projectId, projectId),
        eq(gfnStockMovements.variantId, variantId),
        fulfillmentProjects?.length ? inArray(gfnStockMovements.fulfillmentProjectId, fulfillmentProjects) : undefined,
      ),
    )
    .orderBy(desc(gfnStockMovements.id))
    .limit(50);
  return { levels: rows.map(toLevelDto), movements };
}

/** The ledger's own sums for a variant (what the level rows must equal). */
export async function ledgerSums(db: Tx, projectId: string, variantId: string) {
  const rows = await db
    .select({
      fulfillmentProjectId: gfnStockMovements.fulfillmentProjectId,
      onHand: sql<number>`coalesce(sum(${gfnStockMovements.onHandDelta}), 0)::int`,
      reserved: sql<number>`coalesce(sum(${gfnStockMovements.reservedDelta}), 0)::int`,
    })
    .from(gfnStockMovements)
    .where(and(eq(gfnStockMovements.projectId, projectId), eq(gfnStockMovements.variantId, variantId)))
    .groupBy(gfnStockMovements.fulfillmentProjectId);
  return rows;
}

export interface Movement {
  variantId: string;
  fulfillmentProjectId: string;
  /** Used when the first movement creates the level row. */
  fulfillmentProjectName?: string | undefined;
  kind: StockMovementKind;
  quantity: number;
  reference?: string | undefined;
}

/** The deltas a movement of `quantity` makes (adjusted: quantity is the signed change of on hand). */
export function deltas(kind: StockMovementKind, quantity: number): { onHand: number; reserved: number } {
  switch (kind) {
    case 'received':
      return { onHand: quantity, reserved: 0 };
    case 'reserved':
      return { onHand: 0, reserved: quantity };
    case 'released':
      return { onHand: 0, reserved: -quantity };
    case 'shipped':
      return { onHand: -quantity, reserved: -quantity };
    case 'adjusted':
      return { onHand: quantity, reserved: 0 };
  }
}

/**
 * Append one movement, in its own transaction (or the caller's). Refuses (409 INSUFFICIENT_STOCK, nothing
 * written) anything that would make on hand, reserved or available negative.
 */
export async function recordMovement(db: Tx, projectId: string, m: Movement) {
  if (!Number.isInteger(m.quantity) || (m.kind !== 'adjusted' && m.quantity <= 0) || m.quantity === 0)
    throw unprocessable({ quantity: ['The quantity must be a whole number above 0.'] });
  return db.transaction(async (tx) => {
    await tx
      .insert(gfnStockLevels)
      .values({
        projectId,
        variantId: m.variantId,
        fulfillmentProjectId: m.fulfillmentProjectId,
        fulfillmentProjectName: m.fulfillmentProjectName ?? m.fulfillmentProjectId,
      })
      .onConflictDoNothing();
    const [level] = await tx
      .select()
      .from(gfnStockLevels)
      .where(
        and(
          eq(gfnStockLevels.projectId, projectId),
          eq(gfnStockLevels.variantId, m.variantId),
          eq(gfnStockLevels.fulfillmentProjectId, m.fulfillmentProjectId),
        ),
      )
      .for('update');
    const d = deltas(m.kind, m.quantity);
    const onHand = level!.onHand + d.onHand;
    const reserved = level!.reserved + d.reserved;
    if (onHand < 0 || reserved < 0 || onHand - reserved < 0)
      throw conflict(
        `Not enough stock: ${level!.onHand - level!.reserved} available, ${level!.reserved} reserved, ${level!.onHand} on hand.`,
        CODES.INSUFFICIENT_STOCK,
      );
    const [movement] = await tx
      .insert(gfnStockMovements)
      .values({
        id: newId('stm'),
        projectId,
        variantId: m.variantId,
        fulfillmentProjectId: m.fulfillmentProjectId,
        kind: m.kind,
        onHandDelta: d.onHand,
        reservedDelta: d.reserved,
        reference: m.reference ?? null,
      })
      .returning();
    await tx
      .update(gfnStockLevels)
      .set({ onHand, reserved, updatedAt: sql`now()` as never })
      .where(
        and(
          eq(gfnStockLevels.projectId, projectId),
          eq(gfnStockLevels.variantId, m.variantId),
          eq(gfnStockLevels.fulfillmentProjectId, m.fulfillmentProjectId),
        ),
      );
    return { movement: movement!, onHand, reserved, available: onHand - reserved };
  });
}
