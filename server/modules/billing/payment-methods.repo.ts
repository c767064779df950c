/**
 * Payment methods and payment attempts (docs/decisions/billing.md "Payment methods"). A method is `pending`
 * from the setup intent until the provider confirms the card, then `active` with the provider's reference,
 * brand, last 4 and expiry. One default per project (a partial unique index); the first active card becomes it.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { billingPaymentAttempts, billingPaymentMethods } from '../../db/schema/index.ts';
import { CODES } from '../../lib/error-codes.ts';
import { notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { PageRequest } from '../../lib/pagination.ts';
import { projectRepo } from '../../lib/project-repo.ts';
import type { Card } from './cards/provider.ts';

export type PaymentMethodRow = typeof billingPaymentMethods.$inferSelect;
export type PaymentAttemptRow = typeof billingPaymentAttempts.$inferSelect;
const methods = projectRepo(billingPaymentMethods);
const attempts = projectRepo(billingPaymentAttempts);

export const methodMissing = () => notFound('Payment method', CODES.PAYMENT_METHOD_NOT_FOUND);

/** Expiry state on a date: a card is valid through the last day of its expiry month (UTC). */
export function expiryState(
  m: { expMonth: number | null; expYear: number | null },
  now = new Date(),
): 'valid' | 'expiring' | 'expired' | null {
  if (!m.expMonth || !m.expYear) return null;
  const y = now.getUTCFullYear();
  const mo = now.getUTCMonth() + 1;
  if (m.expYear < y || (m.expYear === y && m.expMonth < mo)) return 'expired';
  if (m.expYear === y && m.expMonth === mo) return 'expiring';
  return 'valid';
}

export function pagePaymentMethods(db: Tx, projectId: string, page: PageRequest) {
  return methods(db, projectId).page({
    orderBy: [billingPaymentMethods.createdAt, billingPaymentMethods.id],
    direction: 'desc',
    cursor: (r) => [r.createdAt, r.id],
    ...page,
  });
}

export async function findPaymentMethod(db: Tx, projectId: string, id: string) {
  const row = await methods(db, projectId).find(eq(billingPaymentMethods.id, id));
  if (!row) throw methodMissing();
  return row;
}

export const activeMethods = (db: Tx, projectId: string) =>
  db
    .select()
    .from(billingPaymentMethods)
    .where(and(eq(billingPaymentMethods.projectId, projectId), eq(billingPaymentMethods.status, 'active')))
    .orderBy(desc(billingPaymentMethods.isDefault), desc(billingPaymentMethods.createdAt));

/** The card invoices are charged to: the default, else the newest active card that has not expired. */
export async function chargeableMethod(db: Tx, projectId: string, now = new Date()) {
  const rows = await activeMethods(db, projectId);
  return rows.find((r) => expiryState(r, now) !== 'expired') ?? null;
}

export function insertPendingMethod(db: Tx, projectId: string, vendor: string, setupReference: string) {
  return methods(db, projectId).insert({ id: newId('pm'), vendor, setupReference, status: 'pending' });
}

/** Store the confirmed card (never a number) and make it the default when the project has none. */
export async function activateMethod(tx: Tx, projectId: string, id: string, card: Card) {
  const hasDefault = (await activeMethods(tx, projectId)).some((r) => r.isDefault);
  const [row] = await methods(tx, projectId).update(eq(billingPaymentMethods.id, id), {
    status: 'active',
    providerReference: card.reference,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    isDefault: !hasDefault,
    updatedAt: sql`now()` as never,
  });
  return row!;
}

export async function makeDefault(tx: Tx, projectId: string, id: string) {
  await methods(tx, projectId).update(and(eq(billingPaymentMethods.isDefault, true), sql`${billingPaymentMethods.id} <> ${id}`)!, {
    isDefault: false,
    updatedAt: sql`now()` as never,
  });
  const [row] = await methods(tx, projectId).update(eq(billingPaymentMethods.id, id), { isDefault: true, updatedAt: sql`now()` as never });
  return row!;
}

/** Remove a method; if it was the default, the newest other active card takes over. */
export async function removeMethod(tx: Tx, projectId: string, id: string) {
  const [gone] = await methods(tx, projectId).remove(eq(billingPaymentMethods.id, id));
  if (!gone) throw methodMissing();
  if (gone.isDefault) {
    const [next] = await activeMethods(tx, projectId);
    if (next) await makeDefault(tx, projectId, next.id);
  }
  return gone;
}

export function insertAttempt(db: Tx, projectId: string, a: Omit<typeof billingPaymentAttempts.$inferInsert, 'projectId' | 'id'>) {
  return attempts(db, projectId).insert({ id: newId('pay'), ...a });
}

export function pageAttempts(db: Tx, projectId: string, by: { invoiceId?: string; paymentMethodId?: string }, page: PageRequest) {
  return attempts(db, projectId).page({
    where: by.invoiceId
      ? eq(billingPaymentAttempts.invoiceId, by.invoiceId)
      : eq(billingPaymentAttempts.paymentMethodId, by.paymentMethodId!),
    orderBy: [billingPaymentAttempts.createdAt, billingPaymentAttempts.id],
    direction: 'desc',
    cursor: (r) => [r.createdAt, r.id],
    ...page,
  });
}

export function toPaymentMethodDto(r: PaymentMethodRow, now = new Date()) {
  const state = expiryState(r, now);
  return {
    id: r.id,
    project: r.projectId,
    vendor: r.vendor,
    status: r.status as 'pending' | 'active',
    brand: r.brand,
    last4: r.last4,
    expMonth: r.expMonth,
    expYear: r.expYear,
    isDefault: r.isDefault,
    expiring: state === 'expiring',
    expired: state === 'expired',
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

export function toAttemptDto(r: PaymentAttemptRow) {
  return {
    id: r.id,
    project: r.projectId,
    invoice: r.invoiceId,
    transaction: r.transactionId,
    paymentMethod: r.paymentMethodId,
    amount: r.amount,
    currency: r.currency,
    status: r.status as 'succeeded' | 'failed',
    failureMessage: r.failureMessage,
    providerReference: r.providerReference,
    createdAt: r.createdAt,
  };
}
