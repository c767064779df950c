import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { seedDemoBilling } from './billing.ts';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
});

describe('billing demo generator', () => {
  it('two years of charges and invoices per project, gapless numbers, and every alert on first start', { timeout: 90_000 }, async () => {
    const owner = await t.createUser({ email: 'billing-demo@example.com' });
    const plans = ['demo', 'starter', 'growth', 'scale', 'starter'];
    const ids: string[] = [];
    for (const [i, plan] of plans.entries()) ids.push((await t.createProject(owner.id, { name: `Shop ${i}`, planCode: plan })).id);
    const now = new Date(Date.UTC(2026, 10, 24, 9));
    const started = Date.now();
    expect(await seedDemoBilling(t.database, owner.email, { now })).toBe(true);
    const ms = Date.now() - started;
    expect(ms).toBeLessThan(60_000);
    expect(await seedDemoBilling(t.database, owner.email, { now })).toBe(false); // behind its marker

    const gaps = await t.db.execute<{ project_id: string; n: number; max: number }>(
      sql`SELECT project_id, count(*)::int AS n, max(number) AS max FROM billing_invoices GROUP BY project_id`,
    );
    expect(gaps.rows).toHaveLength(5);
    for (const g of gaps.rows) {
      expect(g.n).toBe(24); // one per past month
      expect(g.max).toBe(g.n);
    }
    const txns = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM billing_transactions`);
    expect(txns.rows[0]!.n).toBeGreaterThan(5 * 24 * 6);
    // Every confirmed transaction is on the ledger exactly once; pending ones are not.
    const off = await t.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM billing_transactions t
      LEFT JOIN billing_ledger l ON l.project_id = t.project_id AND l.transaction_id = t.id
      WHERE (t.status = 'confirmed') <> (l.id IS NOT NULL)`);
    expect(off.rows[0]!.n).toBe(0);
    const flags = async (id: string) =>
      ((await t.db.execute<{ flags: { kind: string }[] }>(sql`SELECT flags FROM projects WHERE id = ${id}`)).rows[0]!.flags ?? []).map(
        (f) => f.kind,
      );
    expect(await flags(ids[1]!)).toEqual([]);
    expect(await flags(ids[2]!)).toEqual(['payment_method_expiring']);
    expect(await flags(ids[3]!)).toContain('has_overdue_invoices');
    expect(await flags(ids[4]!)).toEqual(expect.arrayContaining(['payment_method_required', 'has_overdue_invoices']));
    const statuses = await t.db.execute<{ status: string }>(sql`SELECT DISTINCT status FROM billing_invoices`);
    expect(statuses.rows.map((r) => r.status).sort()).toEqual(expect.arrayContaining(['due', 'failed', 'paid']));
    console.log(`billing demo seed: ${txns.rows[0]!.n} transactions, 120 invoices in ${ms} ms`);
  });
});
