/**
 * Account alerts from the data (001 §8; docs/decisions/billing.md "Alerts"). `computeAlerts` reads the payment
 * methods, wallet balances against the credit limit and overdue invoices; `refreshAlerts` writes them into the
 * project's `flags` (which the shell shows as billing announcements, 000 §4), keeps any non-billing flags, and
 * notifies the project's owners of each alert that was not there before — in the caller's transaction.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ALERT_KINDS, ALERTS, type AlertKind, type BillingAlert, CREDIT_LIMIT_WARNING_PERCENT } from '../../../common/billing.ts';
import type { Tx } from '../../db/client.ts';
import { billingInvoices, type ProjectFlag, projects } from '../../db/schema/index.ts';
import { notify } from '../../lib/notify.ts';
import { creditLimitFor, findAccount, ownersOf, projectBasics, walletsWithBalances } from './account.repo.ts';
import { activeMethods, expiryState } from './payment-methods.repo.ts';

const ROUTE_PATHS: Record<string, string> = { 'billing.payment-methods': '/billing/payment-methods' };

export async function hasOverdueInvoices(db: Tx, projectId: string, now = new Date()) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(billingInvoices)
    .where(
      and(
        eq(billingInvoices.projectId, projectId),
        inArray(billingInvoices.status, ['due', 'failed']),
        sql`${billingInvoices.dueAt} < ${now.toISOString()}`,
      ),
    )
    .limit(1);
  return !!row;
}

export async function computeAlerts(db: Tx, projectId: string, now = new Date()): Promise<BillingAlert[]> {
  const kinds: AlertKind[] = [];
  const cards = await activeMethods(db, projectId);
  if (!cards.length) kinds.push('payment_method_required');
  else {
    const states = cards.map((c) => expiryState(c, now));
    const usable = cards.filter((_, i) => states[i] !== 'expired');
    if (!usable.length) kinds.push('payment_method_expired');
    else if (expiryState(usable[0]!, now) === 'expiring') kinds.push('payment_method_expiring');
  }
  const account = await findAccount(db, projectId);
  let warn = false;
  let exceeded = false;
  for (const w of await walletsWithBalances(db, projectId)) {
    const limit = creditLimitFor(account, w.currency);
    if (w.balance < -limit) exceeded = true;
    else if (limit > 0 && -w.balance * 100 >= limit * CREDIT_LIMIT_WARNING_PERCENT) warn = true;
  }
  if (exceeded) kinds.push('credit_limit_exceeded');
  else if (warn) kinds.push('credit_limit_warning');
  if (await hasOverdueInvoices(db, projectId, now)) kinds.push('has_overdue_invoices');
  return kinds.map((kind) => ({ kind, ...ALERTS[kind] }));
}

const isBillingFlag = (f: ProjectFlag) => !!f.kind && (ALERT_KINDS as readonly string[]).includes(f.kind);

/** Recompute, store as the project's flags, notify owners of new ones. Returns the alerts. */
export async function refreshAlerts(tx: Tx, projectId: string, now = new Date()): Promise<BillingAlert[]> {
  const project = await projectBasics(tx, projectId);
  if (!project) return [];
  const alerts = await computeAlerts(tx, projectId, now);
  const before = new Set(project.flags.filter(isBillingFlag).map((f) => f.kind));
  const after = alerts.map((a) => a.kind);
  const same = before.size === after.length && after.every((k) => before.has(k));
  if (same) return alerts;
  const flags: ProjectFlag[] = [...project.flags.filter((f) => !isBillingFlag(f)), ...alerts];
  await tx.update(projects).set({ flags }).where(eq(projects.id, projectId));
  const fresh = alerts.filter((a) => !before.has(a.kind));
  if (fresh.length) {
    const owners = await ownersOf(tx, projectId);
    for (const alert of fresh) {
      const to = alert.actions?.[0]?.to;
      const action = `${(to && ROUTE_PATHS[to]) ?? '/billing'}?project=${projectId}`;
      for (const userId of owners) {
        await notify(tx, { userId }, { title: alert.message, body: `Billing for ${project.name}`, action });
      }
    }
  }
  return alerts;
}
