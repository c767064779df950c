/**
 * Customer aggregates, kept in the order write's transaction (docs/decisions/commerce.md "Customers"):
 * an order placed adds 1 to totalOrderCount and moves first/lastPurchasedAt; an order becoming paid adds its
 * total to lifetimeValue; a refund adds 1 to refundedOrderCount and subtracts the refunded amount.
 * `recomputedAggregates` derives the same figures from the orders (the test compares both).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customers, orderPayments, orders } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { projectRepo } from '../../lib/project-repo.ts';

const customersOf = projectRepo(customers);

export interface CustomerInput {
  email: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  phone?: string | undefined;
  gender?: 'male' | 'female' | undefined;
  acceptsMarketing?: boolean | undefined;
  country?: string | null | undefined;
}

/**
 * Find the customer by email or create them, counting the new order (placed at `at`) in the same statement.
 * Names, phone and country given with the order refresh the stored ones; a missing field keeps what was there.
 */
export async function customerPlacedOrder(tx: Tx, projectId: string, input: CustomerInput, currency: string, at: string) {
  const email = input.email.toLowerCase();
  const [row] = await tx
    .insert(customers)
    .values({
      projectId,
      id: newId('cus'),
      email,
      firstName: input.firstName ?? '',
      lastName: input.lastName ?? '',
      phone: input.phone ?? null,
      gender: input.gender ?? null,
      acceptsMarketing: input.acceptsMarketing ?? false,
      country: input.country ?? null,
      currency,
      totalOrderCount: 1,
      firstPurchasedAt: at,
      lastPurchasedAt: at,
    })
    .onConflictDoUpdate({
      target: [customers.projectId, customers.email],
      set: {
        firstName: sql`coalesce(nullif(excluded.first_name, ''), ${customers.firstName})`,
        lastName: sql`coalesce(nullif(excluded.last_name, ''), ${customers.lastName})`,
        phone: sql`coalesce(excluded.phone, ${customers.phone})`,
        gender: sql`coalesce(excluded.gender, ${customers.gender})`,
        country: sql`coalesce(excluded.country, ${customers.country})`,
        acceptsMarketing: input.acceptsMarketing === undefined ? sql`${customers.acceptsMarketing}` : sql`excluded.accepts_marketing`,
        totalOrderCount: sql`${customers.totalOrderCount} + 1`,
        firstPurchasedAt: sql`least(coalesce(${customers.firstPurchasedAt}, excluded.first_purchased_at), excluded.first_purchased_at)`,
        lastPurchasedAt: sql`greatest(coalesce(${customers.lastPurchasedAt}, excluded.last_purchased_at), excluded.last_purchased_at)`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}

/** An order of the customer became paid: its total counts towards the lifetime value. */
export async function customerPaid(tx: Tx, projectId: string, customerId: string, amount: number) {
  await customersOf(tx, projectId).update(eq(customers.id, customerId), {
    lifetimeValue: sql`${customers.lifetimeValue} + ${amount}` as never,
    updatedAt: sql`now()` as never,
  });
}

/** An order of the customer was refunded: one more refunded order, the refunded amount off the lifetime value. */
export async function customerRefunded(tx: Tx, projectId: string, customerId: string, amount: number) {
  await customersOf(tx, projectId).update(eq(customers.id, customerId), {
    refundedOrderCount: sql`${customers.refundedOrderCount} + 1` as never,
    lifetimeValue: sql`${customers.lifetimeValue} - ${amount}` as never,
    updatedAt: sql`now()` as never,
  });
}

/** The aggregates as the orders and their payments say they should be, per customer of the project. */
export async function recomputedAggregates(db: Tx, projectId: string) {
  const paid = sql<number>`coalesce((SELECT sum(CASE WHEN p.kind = 'charge' THEN p.amount ELSE -p.amount END)
      FROM ${orderPayments} p WHERE p.project_id = ${orders.projectId} AND p.order_id = ${orders.id} AND p.status = 'succeeded'), 0)`;
  const rows = await db
    .select({
      customerId: orders.customerId,
      totalOrderCount: sql<number>`count(*)::int`,
      refundedOrderCount: sql<number>`(count(*) FILTER (WHERE ${orders.status} = 'refunded'))::int`,
      lifetimeValue: sql<number>`sum(${paid})::bigint`,
      firstPurchasedAt: sql<string>`min(${orders.createdAt})`,
      lastPurchasedAt: sql<string>`max(${orders.createdAt})`,
    })
    .from(orders)
    .where(and(eq(orders.projectId, projectId)))
    .groupBy(orders.customerId);
  return rows.map((r) => ({ ...r, lifetimeValue: Number(r.lifetimeValue) }));
}

export async function storedAggregates(db: Tx, projectId: string) {
  return db
    .select({
      customerId: customers.id,
      totalOrderCount: customers.totalOrderCount,
      refundedOrderCount: customers.refundedOrderCount,
      lifetimeValue: customers.lifetimeValue,
      firstPurchasedAt: customers.firstPurchasedAt,
      lastPurchasedAt: customers.lastPurchasedAt,
    })
    .from(customers)
    .where(eq(customers.projectId, projectId));
}
