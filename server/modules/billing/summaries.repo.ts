/**
 * Summaries: period statements of one currency (docs/decisions/billing.md "Summaries"). Totals are read from the
 * ledger and the confirmed transactions when the summary is made: opening and closing balance are ledger sums
 * before the period's start and end, so closing = opening − charges − tax + credits + payments always holds.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { billingLedger, billingSummaries, billingTransactions } from '../../db/schema/index.ts';
import { CODES } from '../../lib/error-codes.ts';
import { notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { PageRequest } from '../../lib/pagination.ts';
import { projectRepo } from '../../lib/project-repo.ts';
import { balanceOf, ensureWallet, requireAccount } from './account.repo.ts';
import { searchCondition } from './transactions.repo.ts';

export type SummaryRow = typeof billingSummaries.$inferSelect;
const summaries = projectRepo(billingSummaries);
export const summaryMissing = () => notFound('Summary', CODES.SUMMARY_NOT_FOUND);

export function pageSummaries(db: Tx, projectId: string, f: PageRequest & { search?: string | undefined }) {
  return summaries(db, projectId).page({
    where: searchCondition(billingSummaries.search, f.search),
    orderBy: [billingSummaries.createdAt, billingSummaries.id],
    direction: 'desc',
    cursor: (r) => [r.createdAt, r.id],
    pageSize: f.pageSize,
    pageToken: f.pageToken,
  });
}

export async function findSummary(db: Tx, projectId: string, id: string) {
  const row = await summaries(db, projectId).find(eq(billingSummaries.id, id));
  if (!row) throw summaryMissing();
  return row;
}

export async function deleteSummary(db: Tx, projectId: string, id: string) {
  const [gone] = await summaries(db, projectId).remove(eq(billingSummaries.id, id));
  if (!gone) throw summaryMissing();
}

const inPeriod = (column: typeof billingTransactions.confirmedAt | typeof billingLedger.createdAt, start: string, end: string) =>
  sql`${column} >= ${start} AND ${column} < ${end}`;

export async function createSummary(
  tx: Tx,
  projectId: string,
  input: { name?: string | undefined; start: string; end: string; currency?: string | undefined },
) {
  const account = await requireAccount(tx, projectId);
  const currency = input.currency ?? account.currency;
  const wallet = await ensureWallet(tx, projectId, currency);
  const [t] = await tx
    .select({
      charges: sql<string>`coalesce(sum(${billingTransactions.amount}) FILTER (WHERE ${billingTransactions.type} = 'charge'), 0)`,
      tax: sql<string>`coalesce(sum(${billingTransactions.taxAmount}) FILTER (WHERE ${billingTransactions.type} = 'charge'), 0)`,
      credits: sql<string>`coalesce(sum(${billingTransactions.amount} + ${billingTransactions.taxAmount}) FILTER (WHERE ${billingTransactions.type} = 'credit'), 0)`,
      count: sql<number>`count(*)::int`,
    })
    .from(billingTransactions)
    .where(
      and(
        eq(billingTransactions.projectId, projectId),
        eq(billingTransactions.currency, currency),
        eq(billingTransactions.status, 'confirmed'),
        inPeriod(billingTransactions.confirmedAt, input.start, input.end),
      ),
    );
  const [p] = await tx
    .select({ payments: sql<string>`coalesce(sum(${billingLedger.amount}), 0)` })
    .from(billingLedger)
    .where(
      and(
        eq(billingLedger.projectId, projectId),
        eq(billingLedger.walletId, wallet.id),
        eq(billingLedger.kind, 'invoice_payment'),
        inPeriod(billingLedger.createdAt, input.start, input.end),
      ),
    );
  const openingBalance = await balanceOf(tx, projectId, wallet.id, input.start);
  const closingBalance = await balanceOf(tx, projectId, wallet.id, input.end);
  const name =
    input.name ?? `Statement ${input.start.slice(0, 10)} – ${new Date(new Date(input.end).getTime() - 1).toISOString().slice(0, 10)}`;
  return summaries(tx, projectId).insert({
    id: newId('sum'),
    name,
    currency,
    periodStart: input.start,
    periodEnd: input.end,
    openingBalance,
    charges: Number(t!.charges),
    tax: Number(t!.tax),
    credits: Number(t!.credits),
    payments: Number(p!.payments),
    closingBalance,
    transactionCount: t!.count,
  });
}

/** The confirmed transactions a summary covers, in booking order. */
export const summaryLines = (db: Tx, s: SummaryRow) =>
  db
    .select()
    .from(billingTransactions)
    .where(
      and(
        eq(billingTransactions.projectId, s.projectId),
        eq(billingTransactions.currency, s.currency),
        eq(billingTransactions.status, 'confirmed'),
        inPeriod(billingTransactions.confirmedAt, s.periodStart, s.periodEnd),
      ),
    )
    .orderBy(billingTransactions.confirmedAt, billingTransactions.id);

export function toSummaryDto(r: SummaryRow) {
  return {
    id: r.id,
    project: r.projectId,
    name: r.name,
    currency: r.currency,
    periodStart: r.periodStart,
    periodEnd: r.periodEnd,
    openingBalance: r.openingBalance,
    charges: r.charges,
    tax: r.tax,
    credits: r.credits,
    payments: r.payments,
    closingBalance: r.closingBalance,
    transactionCount: r.transactionCount,
    createdAt: r.createdAt,
  };
}
