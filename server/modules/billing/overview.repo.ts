/** GET /v1/billing/overview: the figures of the billing home screen, read in a few aggregate queries. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { billingInvoices, billingTransactions } from '../../db/schema/index.ts';
import { creditLimitFor, findAccount, projectBasics, toWalletDto, walletsWithBalances, planOf } from './account.repo.ts';
import { refreshAlerts } from './alerts.repo.ts';
import { monthOf } from './invoices.repo.ts';
import { chargeableMethod, toPaymentMethodDto } from './payment-methods.repo.ts';

export async function billingOverview(tx: Tx, projectId: string, now = new Date()) {
  const project = (await projectBasics(tx, projectId))!;
  const account = await findAccount(tx, projectId);
  const currency = account?.currency ?? 'EUR';
  const wallets = await walletsWithBalances(tx, projectId);
  const balance = wallets.find((w) => w.currency === currency)?.balance ?? 0;
  const creditLimit = creditLimitFor(account, currency);
  const { periodStart, periodEnd } = monthOf(now);
  const [charges] = await tx
    .select({
      count: sql<number>`count(*) FILTER (WHERE ${billingTransactions.status} = 'confirmed')::int`,
      amount: sql<string>`coalesce(sum(${billingTransactions.amount}) FILTER (WHERE ${billingTransactions.status} = 'confirmed'), 0)`,
      tax: sql<string>`coalesce(sum(${billingTransactions.taxAmount}) FILTER (WHERE ${billingTransactions.status} = 'confirmed'), 0)`,
      pending: sql<number>`count(*) FILTER (WHERE ${billingTransactions.status} = 'pending')::int`,
    })
    .from(billingTransactions)
    .where(
      and(
        eq(billingTransactions.projectId, projectId),
        eq(billingTransactions.type, 'charge'),
        eq(billingTransactions.currency, currency),
        sql`${billingTransactions.createdAt} >= ${periodStart} AND ${billingTransactions.createdAt} < ${periodEnd}`,
      ),
    );
  const [open] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      amountDue: sql<string>`coalesce(sum(${billingInvoices.amountDue}), 0)`,
      overdue: sql<number>`count(*) FILTER (WHERE ${billingInvoices.dueAt} < ${now.toISOString()})::int`,
    })
    .from(billingInvoices)
    .where(and(eq(billingInvoices.projectId, projectId), inArray(billingInvoices.status, ['due', 'failed'])));
  const card = await chargeableMethod(tx, projectId, now);
  const alerts = await refreshAlerts(tx, projectId, now);
  const amount = Number(charges!.amount);
  const tax = Number(charges!.tax);
  return {
    project: projectId,
    plan: planOf(project.planCode),
    companySetUp: !!account,
    currency,
    balance,
    creditLimit,
    available: balance + creditLimit,
    wallets: wallets.map(toWalletDto),
    period: { start: periodStart, end: periodEnd },
    chargesThisPeriod: { count: charges!.count, amount, tax, total: amount + tax },
    pendingCount: charges!.pending,
    nextInvoiceDate: periodEnd,
    openInvoices: { count: open!.count, amountDue: Number(open!.amountDue), overdue: open!.overdue },
    defaultPaymentMethod: card ? toPaymentMethodDto(card, now) : null,
    alerts,
  };
}
