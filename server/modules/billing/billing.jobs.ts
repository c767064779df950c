/**
 * Billing jobs on the existing queue (server/lib/jobs.ts):
 * - `billing-invoice` {projectId, currency, periodStart, periodEnd}: issue the period's invoice (idempotent: a
 *   rerun or a second worker finds the invoice), then try the card for what is due. Scheduled at the period's
 *   end by the first confirmed transaction of the period.
 * - `billing-alerts` {projectId}: recompute the project's alerts (queued for just after an invoice's due date,
 *   when it turns overdue).
 * - `billing-top-up` {projectId, walletId}: an automatic wallet top-up.
 */
import { z } from 'zod';
import { registerJobHandler } from '../../lib/jobs.ts';
import { refreshAlerts } from './alerts.repo.ts';
import { ALERTS_QUEUE, INVOICE_QUEUE, issueInvoice, payInvoice } from './invoices.repo.ts';
import { runTopUp, TOP_UP_QUEUE } from './top-up.repo.ts';
import { chargeableMethod } from './payment-methods.repo.ts';
import type { Database } from '../../db/client.ts';

const InvoicePayload = z.object({ projectId: z.string(), currency: z.string(), periodStart: z.string(), periodEnd: z.string() });

/** Issue a period's invoice and, when something is due and a card is on file, charge it. */
export async function runInvoiceJob(database: Database, payload: z.infer<typeof InvoicePayload>, now = new Date()) {
  const issued = await database.db.transaction(async (tx) => {
    const result = await issueInvoice(tx, payload, now);
    await refreshAlerts(tx, payload.projectId, now);
    return result;
  });
  if (!issued?.created || issued.invoice.status !== 'due') return issued;
  await database.db.transaction(async (tx) => {
    if (!(await chargeableMethod(tx, payload.projectId, now))) return;
    await payInvoice(tx, payload.projectId, issued.invoice.id, now);
  });
  return issued;
}

registerJobHandler(INVOICE_QUEUE, async (payload, { database, log }) => {
  const issued = await runInvoiceJob(database, InvoicePayload.parse(payload));
  log.debug({ invoice: issued?.invoice.id, created: issued?.created }, 'billing invoice run');
});

registerJobHandler(ALERTS_QUEUE, async (payload, { database }) => {
  const { projectId } = z.object({ projectId: z.string() }).parse(payload);
  await database.db.transaction((tx) => refreshAlerts(tx, projectId));
});

registerJobHandler(TOP_UP_QUEUE, async (payload, { database }) => {
  const job = z.object({ projectId: z.string(), walletId: z.string() }).parse(payload);
  await database.db.transaction(async (tx) => {
    await runTopUp(tx, job);
    await refreshAlerts(tx, job.projectId);
  });
});
