import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { billingLedger, notifications, projects } from '../../db/schema/index.ts';
import { addCard, billingProject, COMPANY } from './billing.test.support.ts';
import './billing.jobs.ts';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
});

describe('billing project', () => {
  it('answers COMPANY_NOT_FOUND "Company setup required." with a Fix action until the company is set up', async () => {
    const b = await billingProject(t, { company: false });
    const before = await b.call('GET', '');
    expect(before.status).toBe(404);
    expect(before.body).toMatchObject({
      code: 'COMPANY_NOT_FOUND',
      message: 'Company setup required.',
      actions: [{ text: 'Fix', to: 'projects.settings' }],
    });
    const charge = await b.call('POST', '/transactions', { type: 'charge', category: 'usage', description: 'x', amount: 100 });
    expect(charge.body.code).toBe('COMPANY_NOT_FOUND');
    const incomplete = await b.call('PATCH', '', { city: 'Dublin' });
    expect(incomplete.status).toBe(422);
    expect(Object.keys(incomplete.body.errors)).toEqual(expect.arrayContaining(['companyName', 'country', 'email']));
    const bad = await b.call('PATCH', '', { ...COMPANY, country: 'Ireland', currency: 'EURO', email: 'nope', extra: 1 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['country', 'currency', 'email', 'extra']));
    const set = await b.call('PATCH', '', COMPANY);
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({
      company: { name: 'Acme Prints Ltd', country: 'IE', taxId: 'IE1234567T' },
      currency: 'EUR',
      creditLimit: 0,
    });
    const got = await b.call('GET', '');
    expect(got.body.plan.code).toBe('starter');
    const wallets = await b.call('GET', '/wallets');
    expect(wallets.body.wallets).toMatchObject([{ currency: 'EUR', balance: 0 }]);
    const plans = await b.call('GET', '/plans');
    expect(plans.body.plans.map((p: { code: string }) => p.code)).toEqual(['demo', 'starter', 'growth', 'scale']);
  });

  it("another project's member gets 404; a member without billing permission gets 403; admin calls refuse non-admins", async () => {
    const b = await billingProject(t);
    const stranger = await t.createUser();
    const st = await t.tokenFor(stranger.id);
    expect((await t.call('GET', `/v1/billing/overview?${b.q}`, { token: st })).status).toBe(404);
    const member = await t.createUser();
    await t.addMember(b.project.id, member.id, 'member');
    const mt = await t.tokenFor(member.id);
    const denied = await t.call('GET', `/v1/billing/invoices?${b.q}`, { token: mt });
    expect(denied.status).toBe(403);
    expect(denied.body.permission).toBe('billing.billing.get');
    const notAdmin = await t.call('PATCH', `/v1/billing/admin?${b.q}`, { token: b.token, body: { creditLimit: 1000 } });
    expect(notAdmin.status).toBe(403);
    expect(notAdmin.body.code).toBe('ADMIN_REQUIRED');
    expect((await t.call('POST', `/v1/billing/admin/transactions/export?${b.q}`, { token: b.token, body: {} })).status).toBe(403);
    const admin = await t.createUser({ isAdmin: true });
    const at = await t.tokenFor(admin.id);
    const ok = await t.call('PATCH', `/v1/billing/admin?${b.q}`, { token: at, body: { creditLimit: 50_000, taxRate: 2300 } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ creditLimit: 50_000, taxRate: 2300 });
    expect((await t.call('PATCH', `/v1/billing/admin?project=prj_missing`, { token: at, body: { creditLimit: 1 } })).status).toBe(404);
    expect((await t.call('PATCH', `/v1/billing/admin?${b.q}`, { token: at, body: { creditLimit: -1 } })).status).toBe(422);
  });
});

describe('transactions and wallets', () => {
  it('a charge beyond balance + credit limit fails with INSUFFICIENT_BALANCE; credits fund it; the balance is the ledger sum', async () => {
    const b = await billingProject(t);
    const refused = await b.call('POST', '/transactions', {
      type: 'charge',
      category: 'fulfilment',
      description: 'Print job',
      amount: 1000,
    });
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: 'Balance is insufficient to complete this charge.' });
    const topUp = await b.call('POST', '/transactions', {
      type: 'credit',
      category: 'top_up',
      description: 'Top-up',
      amount: 5000,
      confirm: true,
    });
    expect(topUp.status).toBe(201);
    expect(topUp.body).toMatchObject({ status: 'confirmed', total: 5000 });
    const charge = await b.call('POST', '/transactions', {
      type: 'charge',
      category: 'fulfilment',
      description: 'Print job #1042',
      amount: 4000,
      taxAmount: 920,
      integration: 'printful',
      sourceReference: 'ord_1042',
    });
    expect(charge.status).toBe(201);
    expect(charge.body).toMatchObject({ status: 'pending', total: 4920, invoice: null });
    const confirmed = await b.call('POST', `/transactions/${charge.body.id}/confirm`);
    expect(confirmed.body.status).toBe('confirmed');
    const again = await b.call('POST', `/transactions/${charge.body.id}/confirm`);
    expect(again.status).toBe(200);
    const [w] = (await b.call('GET', '/wallets')).body.wallets;
    expect(w.balance).toBe(80);
    const [sum] = (await t.db.execute<{ s: string }>(sql`SELECT sum(amount) AS s FROM billing_ledger WHERE project_id = ${b.project.id}`))
      .rows;
    expect(Number(sum!.s)).toBe(80);
    // the ledger is append-only
    await expect(t.db.update(billingLedger).set({ amount: 1 }).where(eq(billingLedger.projectId, b.project.id))).rejects.toThrow();
    await expect(t.db.delete(billingLedger).where(eq(billingLedger.projectId, b.project.id))).rejects.toThrow();
    // a pending charge that no longer fits is refused at confirm
    const p1 = await b.call('POST', '/transactions', { type: 'charge', category: 'usage', description: 'a', amount: 80 });
    const p2 = await b.call('POST', '/transactions', { type: 'charge', category: 'usage', description: 'b', amount: 80 });
    const results = await Promise.all([
      b.call('POST', `/transactions/${p1.body.id}/confirm`),
      b.call('POST', `/transactions/${p2.body.id}/confirm`),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 402]);
    expect((await b.call('GET', '/wallets')).body.wallets[0].balance).toBe(0);
  });

  it('default tax from the tax rate; lists page, filter by integration, invoice and search; bad input → 422; other project → 404', async () => {
    const b = await billingProject(t);
    const admin = await t.createUser({ isAdmin: true });
    await t.call('PATCH', `/v1/billing/admin?${b.q}`, {
      token: await t.tokenFor(admin.id),
      body: { creditLimit: 1_000_000, taxRate: 2000 },
    });
    for (let i = 0; i < 5; i++) {
      const r = await b.call('POST', '/transactions', {
        type: 'charge',
        category: 'fulfilment',
        description: `Mug order ${i}`,
        amount: 1999,
        integration: i % 2 ? 'printful' : 'gelato',
        sourceReference: `ord_${i}`,
      });
      expect(r.body.taxAmount).toBe(400); // 19.99 × 20 % = 3.998 → 4.00
    }
    const p1 = await b.call('GET', '/transactions?pageSize=2');
    expect(p1.body.transactions).toHaveLength(2);
    const p2 = await b.call('GET', `/transactions?pageSize=2&pageToken=${p1.body.nextPageToken}`);
    const p3 = await b.call('GET', `/transactions?pageSize=2&pageToken=${p2.body.nextPageToken}`);
    expect(p3.body.nextPageToken).toBeNull();
    const ids = [...p1.body.transactions, ...p2.body.transactions, ...p3.body.transactions].map((x: { id: string }) => x.id);
    expect(new Set(ids).size).toBe(5);
    expect((await b.call('GET', '/transactions?integration=printful')).body.transactions).toHaveLength(2);
    expect(
      (await b.call('GET', '/transactions?search=mug%203')).body.transactions.map((x: { description: string }) => x.description),
    ).toEqual(['Mug order 3']);
    expect((await b.call('GET', '/transactions?invoice=inv_none')).body.transactions).toHaveLength(0);
    const bad = await b.call('POST', '/transactions', { type: 'fee', category: 'x', description: '', amount: 1.5, currency: 'XXQ' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['type', 'category', 'description', 'amount', 'currency']));
    expect((await b.call('GET', '/transactions?pageSize=0')).status).toBe(422);
    expect((await b.call('GET', '/transactions?pageToken=forged')).status).toBe(422);
    const other = await billingProject(t);
    expect((await other.call('GET', `/transactions/${p1.body.transactions[0].id}`)).status).toBe(404);
    expect((await other.call('POST', `/transactions/${p1.body.transactions[0].id}/confirm`)).status).toBe(404);
  });

  it('wallet PATCH sets auto top-up; a confirmed charge below the threshold tops up from the card', async () => {
    const b = await billingProject(t);
    const card = await addCard(t, b);
    expect((await card.confirm()).status).toBe(200);
    const [w] = (await b.call('GET', '/wallets')).body.wallets;
    expect((await b.call('PATCH', `/wallets/${w.id}`, { autoTopUp: true, topUpAmount: 0 })).status).toBe(422);
    const set = await b.call('PATCH', `/wallets/${w.id}`, { autoTopUp: true, topUpThreshold: 1000, topUpAmount: 10_000 });
    expect(set.body).toMatchObject({ autoTopUp: true, topUpThreshold: 1000, topUpAmount: 10_000 });
    await b.call('POST', '/transactions', { type: 'credit', category: 'top_up', description: 'Prepay', amount: 2000, confirm: true });
    await b.call('POST', '/transactions', {
      type: 'charge',
      category: 'usage',
      description: 'Use',
      amount: 1500,
      taxAmount: 0,
      confirm: true,
    });
    const { drainJobs } = await import('../../lib/jobs.ts');
    const { logger } = await import('../../lib/logger.ts');
    await drainJobs(t.database, logger);
    expect((await b.call('GET', `/wallets/${w.id}`)).body.balance).toBe(10_500);
    const attempts = await b.call('GET', `/payment-methods/${card.id}/payment-attempts`);
    expect(attempts.body.paymentAttempts).toMatchObject([{ status: 'succeeded', amount: 10_000, invoice: null }]);
    const other = await billingProject(t);
    expect((await other.call('PATCH', `/wallets/${w.id}`, { autoTopUp: false })).status).toBe(404);
  });

  it('exports are formula-safe CSV with the filters; the admin export takes any project', async () => {
    const b = await billingProject(t);
    await b.call('POST', '/transactions', {
      type: 'credit',
      category: 'top_up',
      description: '=HYPERLINK("x")',
      amount: 12_345,
      confirm: true,
    });
    await b.call('POST', '/transactions', {
      type: 'charge',
      category: 'usage',
      description: 'Plain',
      amount: 100,
      taxAmount: 23,
      integration: 'gelato',
    });
    const res = await t.app.request(`/v1/billing/transactions/export?${b.q}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${b.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.headers.get('content-type')).toContain('text/csv');
    const csv = await res.text();
    const lines = csv.trim().split('\n');
    expect(lines[0]).toContain('Created,Confirmed,Type');
    expect(lines).toHaveLength(3);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain('-123.45');
    expect(csv).toContain('1.00,0.23,1.23');
    const filtered = await t.call('POST', `/v1/billing/transactions/export?${b.q}`, { token: b.token, body: { integration: 'gelato' } });
    expect(String(filtered.body).trim().split('\n')).toHaveLength(2);
    expect((await t.call('POST', `/v1/billing/transactions/export?${b.q}`, { token: b.token, body: { start: 'yesterday' } })).status).toBe(
      422,
    );
    const admin = await t.createUser({ isAdmin: true });
    const at = await t.tokenFor(admin.id);
    const adm = await t.call('POST', `/v1/billing/admin/transactions/export?${b.q}`, { token: at, body: {} });
    expect(adm.status).toBe(200);
    expect(String(adm.body).trim().split('\n')).toHaveLength(3);
  });
});

describe('payment methods and alerts', () => {
  it('adds a card through the test provider: only reference, brand, last 4 and expiry are stored; alerts follow the data', async () => {
    const b = await billingProject(t);
    const flags = async () =>
      (await t.db.select({ f: projects.flags }).from(projects).where(eq(projects.id, b.project.id)))[0]!.f.map((f) => f.kind);
    const overview = await b.call('GET', '/overview');
    expect(overview.body.alerts).toEqual([
      {
        kind: 'payment_method_required',
        message: 'Missing payment method.',
        level: 'danger',
        actions: [{ text: 'Add', to: 'billing.payment-methods' }],
      },
    ]);
    expect(await flags()).toEqual(['payment_method_required']);
    const secret = await b.call('GET', '/payment-methods/test/secret');
    expect(secret.body).toMatchObject({ vendor: 'test', confirmUrl: '/v1/billing/test-provider/confirm' });
    expect((await b.call('GET', '/payment-methods/stripe/secret')).status).toBe(404);

    const declined = await addCard(t, b, '4000 0000 0000 0002');
    const failed = await declined.confirm();
    expect(failed.status).toBe(400);
    expect(failed.body).toMatchObject({ code: 'SETUP_INTENT_FAILED', message: 'Failed to create a payment method.' });
    const badForm = await t.call('POST', '/v1/billing/test-provider/confirm', {
      body: { clientSecret: 'forged', number: '4242424242424241', expMonth: 13, expYear: 2020, cvc: '1' },
    });
    expect(badForm.status).toBe(422);

    const now = new Date();
    const card = await addCard(t, b, '4242 4242 4242 4242', { month: now.getUTCMonth() + 1, year: now.getUTCFullYear() });
    const ok = await card.confirm();
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 'active', brand: 'visa', last4: '4242', isDefault: true, expiring: true });
    const stored = JSON.stringify((await t.db.execute(sql`SELECT * FROM billing_payment_methods WHERE project_id = ${b.project.id}`)).rows);
    expect(stored).not.toContain('4242424242424242');
    expect(await flags()).toEqual(['payment_method_expiring']);
    const later = await addCard(t, b, '4242424242424242');
    await later.confirm();
    expect(await flags()).toEqual(['payment_method_expiring']); // the default is still the expiring one
    expect((await b.call('PATCH', `/payment-methods/${later.id}`, { isDefault: true })).body.isDefault).toBe(true);
    expect(await flags()).toEqual([]);
    const list = await b.call('GET', '/payment-methods');
    expect(list.body.paymentMethods.filter((m: { status: string }) => m.status === 'active')).toHaveLength(2);
    expect((await b.call('DELETE', `/payment-methods/${later.id}`)).status).toBe(200);
    expect((await b.call('GET', `/payment-methods/${card.id}`)).body.isDefault).toBe(true);
    expect(await flags()).toEqual(['payment_method_expiring']);
    await b.call('DELETE', `/payment-methods/${card.id}`);
    await b.call('DELETE', `/payment-methods/${declined.id}`);
    expect(await flags()).toEqual(['payment_method_required']);
    // owners were told of each new alert
    const told = await t.db.select({ title: notifications.title }).from(notifications).where(eq(notifications.userId, b.owner.id));
    expect(told.map((n) => n.title)).toEqual(expect.arrayContaining(['Missing payment method.', 'Payment method expiring soon.']));
    const other = await billingProject(t);
    expect((await other.call('GET', `/payment-methods/${card.id}`)).status).toBe(404);
  });

  it('a provider that fails answers SETUP_INTENT_FAILED; an expired card raises payment_method_expired; credit alerts follow the balance', async () => {
    const { useCardProvider } = await import('./cards/index.ts');
    const { testCardProvider } = await import('./cards/test-provider.ts');
    const b = await billingProject(t);
    const previous = useCardProvider({
      ...testCardProvider,
      createSetupIntent: async () => {
        throw new Error('connection refused');
      },
    });
    try {
      const res = await b.call('POST', '/payment-methods', {});
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'SETUP_INTENT_FAILED', message: 'Failed to create a payment method.' });
    } finally {
      useCardProvider(previous);
    }
    const card = await addCard(t, b);
    await card.confirm();
    const { computeAlerts } = await import('./alerts.repo.ts');
    const future = new Date(Date.UTC(new Date().getUTCFullYear() + 4, 0, 15));
    expect((await computeAlerts(t.db, b.project.id, future)).map((a) => a.kind)).toEqual(['payment_method_expired']);

    const admin = await t.createUser({ isAdmin: true });
    const at = await t.tokenFor(admin.id);
    await t.call('PATCH', `/v1/billing/admin?${b.q}`, { token: at, body: { creditLimit: 10_000 } });
    await b.call('POST', '/transactions', {
      type: 'charge',
      category: 'usage',
      description: 'Big',
      amount: 8500,
      taxAmount: 0,
      confirm: true,
    });
    const kinds = async () => (await b.call('GET', '/overview')).body.alerts.map((a: { kind: string }) => a.kind);
    expect(await kinds()).toEqual(['credit_limit_warning']);
    await t.call('PATCH', `/v1/billing/admin?${b.q}`, { token: at, body: { creditLimit: 5000 } });
    expect(await kinds()).toEqual(['credit_limit_exceeded']);
    const overview = (await b.call('GET', '/overview')).body;
    expect(overview.alerts[0]).toEqual({ kind: 'credit_limit_exceeded', message: 'Credit limit exceeded.', level: 'danger' });
    expect(overview).toMatchObject({ balance: -8500, creditLimit: 5000, available: -3500, chargesThisPeriod: { count: 1, total: 8500 } });
    await b.call('POST', '/transactions', { type: 'credit', category: 'top_up', description: 'Pay', amount: 8500, confirm: true });
    expect(await kinds()).toEqual([]);
  });
});
