import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { billingInvoices, jobs } from '../../db/schema/index.ts';
import { drainJobs } from '../../lib/jobs.ts';
import { logger } from '../../lib/logger.ts';
import { invoicePdf } from './billing.documents.ts';
import { runInvoiceJob } from './billing.jobs.ts';
import { addCard, type BillingCtx, billingProject, pdfText } from './billing.test.support.ts';
import { issueInvoice } from './invoices.repo.ts';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
});

const month = (y: number, m: number) => ({
  periodStart: new Date(Date.UTC(y, m - 1, 1)).toISOString(),
  periodEnd: new Date(Date.UTC(y, m, 1)).toISOString(),
});

/** Confirmed charges booked inside a past month (confirm at a given instant, as the demo seed does). */
async function chargesIn(b: BillingCtx, y: number, m: number, amounts: [amount: number, tax: number][]) {
  const { createTransaction, confirmTransaction } = await import('./transactions.repo.ts');
  for (const [i, [amount, taxAmount]] of amounts.entries()) {
    await t.db.transaction(async (tx) => {
      const at = new Date(Date.UTC(y, m - 1, 3 + i, 12)).toISOString();
      const row = await createTransaction(tx, b.project.id, {
        type: 'charge',
        category: 'fulfilment',
        description: `Fulfilment ${y}-${m}-${i}`,
        amount,
        taxAmount,
        sourceReference: `ord_${y}${m}${i}`,
        createdAt: at,
      });
      await confirmTransaction(tx, b.project.id, row.id, at);
    });
  }
}

async function creditLimit(b: BillingCtx, limit: number) {
  const admin = await t.createUser({ isAdmin: true });
  await t.call('PATCH', `/v1/billing/admin?${b.q}`, { token: await t.tokenFor(admin.id), body: { creditLimit: limit } });
}

// Many short transactions each; on 2 shared cores a loaded machine needs more than the default 5 s.
describe('invoices', { timeout: 30_000 }, () => {
  it('concurrent runs of the same period issue one invoice; numbers are gapless across periods and runs', async () => {
    const b = await billingProject(t);
    await creditLimit(b, 10_000_000);
    await chargesIn(b, 2025, 1, [
      [1000, 230],
      [2500, 575],
    ]);
    await chargesIn(b, 2025, 2, [[700, 161]]);
    await chargesIn(b, 2025, 4, [[300, 69]]);
    const job = (y: number, m: number) => ({ projectId: b.project.id, currency: 'EUR', ...month(y, m) });
    const runs = await Promise.all(Array.from({ length: 6 }, (_, i) => t.db.transaction((tx) => issueInvoice(tx, job(2025, 1 + (i % 2))))));
    expect(runs.filter((r) => r?.created)).toHaveLength(2);
    // an empty month issues nothing and takes no number
    expect(await t.db.transaction((tx) => issueInvoice(tx, job(2025, 3)))).toBeNull();
    await Promise.all([1, 2, 3].map(() => t.db.transaction((tx) => issueInvoice(tx, job(2025, 4)))));
    const rows = await t.db
      .select()
      .from(billingInvoices)
      .where(eq(billingInvoices.projectId, b.project.id))
      .orderBy(billingInvoices.number);
    expect(rows.map((r) => r.number)).toEqual([1, 2, 3]);
    expect(rows.map((r) => r.periodStart.slice(0, 7))).toEqual(['2025-01', '2025-02', '2025-04']);
    const jan = rows[0]!;
    expect(jan).toMatchObject({ subtotal: 3500, tax: 805, total: 4305, amountDue: 4305, status: 'due' });
    const list = await b.call('GET', '/invoices');
    expect(list.body.invoices.map((i: { number: string }) => i.number)).toEqual(['INV-000003', 'INV-000002', 'INV-000001']);
    // a second project numbers from 1
    const c = await billingProject(t);
    await creditLimit(c, 1_000_000);
    await chargesIn(c, 2025, 1, [[100, 0]]);
    const other = await t.db.transaction((tx) => issueInvoice(tx, { ...job(2025, 1), projectId: c.project.id }));
    expect(other?.invoice.number).toBe(1);
  });

  it('the job on the queue issues the invoice at the period end and charges the default card; statuses, filters, attempts', async () => {
    const b = await billingProject(t);
    await creditLimit(b, 1_000_000);
    const card = await addCard(t, b);
    await card.confirm();
    const charge = await b.call('POST', '/transactions', {
      type: 'charge',
      category: 'plan',
      description: 'Starter plan',
      amount: 2900,
      taxAmount: 667,
      sourceReference: 'plan_starter',
      confirm: true,
    });
    const [scheduled] = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, 'billing-invoice'), eq(jobs.state, 'pending')));
    expect((scheduled!.payload as { projectId: string }).projectId).toBeDefined();
    // run the job as if the month were over
    const payload = scheduled!.payload as { projectId: string; currency: string; periodStart: string; periodEnd: string };
    const own = (await t.db.select().from(jobs).where(eq(jobs.queue, 'billing-invoice'))).find(
      (j) => (j.payload as { projectId: string }).projectId === b.project.id,
    )!;
    const ownPayload = own.payload as typeof payload;
    const issued = await runInvoiceJob(t.database, ownPayload, new Date(ownPayload.periodEnd));
    expect(issued?.created).toBe(true);
    const inv = await b.call('GET', `/invoices/${issued!.invoice.id}`);
    expect(inv.body).toMatchObject({ status: 'paid', total: 3567, amountDue: 3567, amountPaid: 3567, number: 'INV-000001' });
    expect(inv.body.lines.map((l: { id: string }) => l.id)).toEqual([charge.body.id]);
    expect((await b.call('GET', '/wallets')).body.wallets[0].balance).toBe(0); // the card paid what the wallet owed
    const attempts = await b.call('GET', `/invoices/${issued!.invoice.id}/payment-attempts`);
    expect(attempts.body.paymentAttempts).toMatchObject([{ status: 'succeeded', amount: 3567, paymentMethod: card.id }]);
    const byCharge = await b.call('GET', `/invoices?charge=${charge.body.id}`);
    expect(byCharge.body.invoices, JSON.stringify(byCharge.body)).toHaveLength(1);
    expect((await b.call('GET', '/invoices?sourceReference=plan_starter')).body.invoices).toHaveLength(1);
    expect((await b.call('GET', '/invoices?sourceReference=nothing')).body.invoices).toHaveLength(0);
    expect((await b.call('GET', '/invoices?status=paid')).body.invoices).toHaveLength(1);
    expect((await b.call('GET', '/invoices?status=overdue')).body.invoices).toHaveLength(0);
    expect((await b.call('GET', '/invoices?search=INV-000001')).body.invoices).toHaveLength(1);
    expect((await b.call('GET', '/invoices?status=late')).status).toBe(422);
    expect((await b.call('POST', `/invoices/${issued!.invoice.id}/pay`)).body.code).toBe('INVOICE_NOT_PAYABLE');
    const other = await billingProject(t);
    expect((await other.call('GET', `/invoices/${issued!.invoice.id}`)).status).toBe(404);
    expect((await other.call('GET', `/invoices/${issued!.invoice.id}/download`)).status).toBe(404);
    await drainJobs(t.database, logger); // nothing else due now
  });

  it('a declined card leaves the invoice failed, then overdue raises has_overdue_invoices; pay now with a good card clears it', async () => {
    const b = await billingProject(t);
    await creditLimit(b, 1_000_000);
    const bad = await addCard(t, b, '4000000000000341'); // setup succeeds, charges decline
    await bad.confirm();
    await chargesIn(b, 2025, 6, [[5000, 1150]]);
    const issuedAt = new Date(Date.UTC(2025, 6, 1));
    const issued = await runInvoiceJob(t.database, { projectId: b.project.id, currency: 'EUR', ...month(2025, 6) }, issuedAt);
    const id = issued!.invoice.id;
    const failed = await b.call('GET', `/invoices/${id}`);
    expect(failed.body.status).toBe('overdue'); // due 14 days after July 2025: long past
    expect((await b.call('GET', `/invoices/${id}/payment-attempts`)).body.paymentAttempts).toMatchObject([
      { status: 'failed', failureMessage: 'Your card was declined.' },
    ]);
    const overview = await b.call('GET', '/overview');
    expect(overview.body.alerts.map((a: { kind: string }) => a.kind)).toContain('has_overdue_invoices');
    expect(overview.body.alerts.find((a: { kind: string }) => a.kind === 'has_overdue_invoices')).toEqual({
      kind: 'has_overdue_invoices',
      message: 'Account has overdue invoices.',
      level: 'danger',
    });
    expect((await b.call('GET', '/invoices?status=overdue')).body.invoices).toHaveLength(1);
    const good = await addCard(t, b);
    await good.confirm();
    await b.call('PATCH', `/payment-methods/${good.id}`, { isDefault: true });
    const paid = await b.call('POST', `/invoices/${id}/pay`);
    expect(paid.status).toBe(200);
    expect(paid.body.invoice.status).toBe('paid');
    expect(paid.body.paymentAttempt.status).toBe('succeeded');
    const after = await b.call('GET', '/overview');
    expect(after.body.alerts.map((a: { kind: string }) => a.kind)).not.toContain('has_overdue_invoices');
    expect((await b.call('GET', `/invoices/${id}/payment-attempts?pageSize=1`)).body.nextPageToken).not.toBeNull();
  });

  it('the invoice PDF is a real PDF whose text holds the company, the lines and the totals', async () => {
    const b = await billingProject(t);
    await creditLimit(b, 1_000_000);
    await chargesIn(b, 2025, 9, [
      [123_456, 28_395],
      [99, 23],
    ]);
    const issued = await t.db.transaction((tx) => issueInvoice(tx, { projectId: b.project.id, currency: 'EUR', ...month(2025, 9) }));
    const res = await t.app.request(`/v1/billing/invoices/${issued!.invoice.id}/download?${b.q}`, {
      headers: { authorization: `Bearer ${b.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('INV-000001.pdf');
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf); // the served, compressed PDF, read back
    expect(text).toContain('Invoice INV-000001');
    expect(text).toContain('Acme Prints Ltd');
    expect(text).toContain('IE1234567T');
    expect(text).toContain('Fulfilment 2025-9-0');
    expect(text).toContain('€1,234.56'); // line amount
    expect(text).toContain('€1,235.55'); // subtotal 123,456 + 99
    expect(text).toContain('€284.18'); // tax 28,395 + 23
    expect(text).toContain('€1,519.73'); // total
    const plain = pdfText(await invoicePdf(t.db, issued!.invoice, { compress: false }));
    expect(plain).toContain('€1,519.73');
  });
});

describe('summaries', () => {
  it('a period statement: closing = opening − charges − tax + credits + payments; PDF and CSV; list, search, delete', async () => {
    const b = await billingProject(t);
    await creditLimit(b, 1_000_000);
    await chargesIn(b, 2025, 1, [[1000, 200]]);
    await chargesIn(b, 2025, 2, [
      [3000, 600],
      [500, 100],
    ]);
    const body = { name: 'February 2025', start: '2025-02-01T00:00:00Z', end: '2025-03-01T00:00:00Z' };
    const created = await b.call('POST', '/summaries', body);
    expect(created.status).toBe(201);
    const s = created.body;
    expect(s).toMatchObject({
      openingBalance: -1200,
      charges: 3500,
      tax: 700,
      credits: 0,
      payments: 0,
      closingBalance: -5400,
      transactionCount: 2,
    });
    expect(s.closingBalance).toBe(s.openingBalance - s.charges - s.tax + s.credits + s.payments);
    expect((await b.call('POST', '/summaries', { ...body, end: '2025-01-01T00:00:00Z' })).status).toBe(422);
    expect((await b.call('POST', '/summaries', {})).status).toBe(422);
    const pdf = await t.app.request(`/v1/billing/summaries/${s.id}/download?${b.q}`, { headers: { authorization: `Bearer ${b.token}` } });
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('Statement February 2025');
    expect(text).toContain('-€54.00');
    const csv = await t.call('POST', `/v1/billing/summaries/${s.id}/transactions/export?${b.q}`, { token: b.token, body: {} });
    expect(String(csv.body).trim().split('\n')).toHaveLength(3);
    expect((await b.call('GET', '/summaries?search=february')).body.summaries).toHaveLength(1);
    expect((await b.call('GET', '/summaries?search=march')).body.summaries).toHaveLength(0);
    const other = await billingProject(t);
    expect((await other.call('DELETE', `/summaries/${s.id}`)).status).toBe(404);
    expect((await b.call('DELETE', `/summaries/${s.id}`)).status).toBe(200);
    expect((await b.call('GET', `/summaries/${s.id}`)).status).toBe(404);
  });
});
