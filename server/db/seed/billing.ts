/**
 * Billing demo data (docs/decisions/billing.md): for each of the demo user's projects, a billing company, two
 * years of charges and credits (plan fees on the 1st, fulfilment costs from factories with a seasonal peak in
 * November–December, some refunds and top-ups), monthly invoices issued through the real invoice code (gapless
 * numbers), paid by card through the test provider — and the states every alert needs on first start:
 *   project 2: a card expiring this month (payment_method_expiring)
 *   project 3: a card whose charges decline → failed, then overdue invoices (has_overdue_invoices)
 *   project 4: no card at all (payment_method_required, unpaid → overdue, near or over its credit limit)
 * Transactions and ledger entries are written in batches; invoices go through `issueInvoice`/`payInvoice`.
 * Deterministic (seeded); behind its own marker; `months` is the size flag.
 */
import { eq } from 'drizzle-orm';
import { newId } from '../../lib/ids.ts';
import { ensureWallet, upsertAccount } from '../../modules/billing/account.repo.ts';
import { refreshAlerts } from '../../modules/billing/alerts.repo.ts';
import { taxOf } from '../../modules/billing/billing.money.ts';
import { issueInvoice, monthOf, payInvoice } from '../../modules/billing/invoices.repo.ts';
import type { Database } from '../client.ts';
import { appSettings, billingLedger, billingPaymentMethods, billingTransactions } from '../schema/index.ts';
import { rng } from './generate.ts';
import { ownedProjects } from './owned-projects.ts';

const MARKER = 'seed_billing_v1';
const COMPANIES = [
  { country: 'IE', city: 'Dublin', postalCode: 'D02 X285', taxRateBps: 2300, taxId: 'IE6388047V' },
  { country: 'DE', city: 'Berlin', postalCode: '10115', taxRateBps: 1900, taxId: 'DE811907980' },
  { country: 'FR', city: 'Lyon', postalCode: '69002', taxRateBps: 2000, taxId: 'FR40303265045' },
  { country: 'NL', city: 'Utrecht', postalCode: '3511 AB', taxRateBps: 2100, taxId: 'NL004495445B01' },
  { country: 'IE', city: 'Cork', postalCode: 'T12 RW26', taxRateBps: 2300, taxId: 'IE9700053D' },
];
const FACTORIES = ['printful', 'gelato', 'prodigi', 'harbour-tees'];
const PRODUCTS = ['T-shirt', 'Hoodie', 'Mug', 'Poster', 'Tote bag', 'Canvas print', 'Phone case', 'Candle'];
const PLAN_PRICES: Record<string, number> = { demo: 0, starter: 2900, growth: 9900, scale: 29900 };

interface SeedCard {
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
  /** Removed once history is written (project 4 used to have a card). */
  removeAfter?: boolean;
}

export async function seedDemoBilling(database: Database, email: string, opts: { months?: number; now?: Date } = {}) {
  const { db } = database;
  const [done] = await db.select().from(appSettings).where(eq(appSettings.key, MARKER));
  if (done) return false;
  const owned = (await ownedProjects(db, email, 5)).map((o) => ({ id: o.projectId, name: o.name, planCode: o.planCode }));
  if (!owned.length) return false;
  await db
    .insert(appSettings)
    .values({ key: MARKER, value: { at: new Date().toISOString() } })
    .onConflictDoNothing();
  const now = opts.now ?? new Date();
  const months = opts.months ?? 24;
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  // Each project in its own transaction with its own seeded randomness (deterministic per project).
  const seedProject = async (i: number, p: (typeof owned)[number]) => {
    const r = rng(20261124 + i);
    const c = COMPANIES[i % COMPANIES.length]!;
    const valid = { last4: '4242', expMonth: 8, expYear: y + 3 };
    // Project 2: the card expires this month. Project 3: the default card's charges decline (an older card paid
    // the history). Project 4: the card that paid the history was removed.
    const cards: SeedCard[] =
      i === 2
        ? [{ last4: '4242', expMonth: m, expYear: y, isDefault: true }]
        : i === 3
          ? [
              { ...valid, isDefault: false },
              { last4: '0341', expMonth: 11, expYear: y + 2, isDefault: true },
            ]
          : i === 4
            ? [{ ...valid, isDefault: true, removeAfter: true }]
            : [{ ...valid, isDefault: true }];
    const cardIds: string[] = [];
    // One transaction per project: a few commits instead of hundreds (fsync is on) keeps the first start fast.
    await db.transaction(async (tx) => {
      await upsertAccount(tx, p.id, {
        companyName: `${p.name} Ltd`,
        addressLine1: `${10 + i * 7} Market Street`,
        city: c.city,
        postalCode: c.postalCode,
        country: c.country,
        taxId: c.taxId,
        email: `billing+${i}@${p.name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example`,
        currency: 'EUR',
        taxRateBps: c.taxRateBps,
        creditLimit: i === 4 ? 150_000 : 500_000,
      });
      for (const [n, card] of cards.entries()) {
        const setup = newId('seti');
        const id = newId('pm', Date.UTC(y - 2, m - 1, 1 + n));
        cardIds.push(id);
        await tx.insert(billingPaymentMethods).values({
          projectId: p.id,
          id,
          vendor: 'test',
          status: 'active',
          setupReference: `seti_test_${setup.slice(-12)}`,
          providerReference: `pm_test_${card.last4}_${setup.slice(-12)}`,
          brand: 'visa',
          last4: card.last4,
          expMonth: card.expMonth,
          expYear: card.expYear,
          isDefault: card.isDefault,
          createdAt: new Date(Date.UTC(y - 2, m - 1, 1 + n)).toISOString(),
        });
      }
      const wallet = await ensureWallet(tx, p.id, 'EUR');
      const volume = p.planCode === 'scale' ? 1.6 : p.planCode === 'growth' ? 1.2 : 0.8;
      for (let k = months; k >= 0; k--) {
        const start = new Date(Date.UTC(y, m - 1 - k, 1));
        const period = monthOf(start);
        const current = k === 0;
        const days = current
          ? Math.max(1, now.getUTCDate() - 1)
          : new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
        const at = (day: number, hour: number) =>
          new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), day, hour, r.int(0, 59))).toISOString();
        const txns: (typeof billingTransactions.$inferInsert)[] = [];
        const price = PLAN_PRICES[p.planCode] ?? 0;
        if (price) {
          txns.push(
            row(
              p.id,
              'charge',
              'plan',
              `${p.planCode[0]!.toUpperCase()}${p.planCode.slice(1)} plan`,
              price,
              taxOf(price, c.taxRateBps),
              null,
              `plan_${period.periodStart.slice(0, 7)}`,
              at(1, 0),
            ),
          );
        }
        const season = [11, 12].includes(start.getUTCMonth() + 1) ? 1.8 : 1;
        const count = Math.round((6 + r.int(0, 10)) * volume * season * (current ? days / 30 : 1));
        for (let n = 0; n < count; n++) {
          const amount = r.int(4, 60) * 100 + r.int(0, 99);
          const product = r.pick(PRODUCTS);
          txns.push(
            row(
              p.id,
              'charge',
              'fulfilment',
              `${product} fulfilment`,
              amount,
              taxOf(amount, c.taxRateBps),
              r.pick(FACTORIES),
              `ord_${r.int(1000, 99999)}`,
              at(r.int(1, days), r.int(6, 22)),
            ),
          );
        }
        if (r.next() < 0.3) {
          const amount = r.int(5, 30) * 100;
          txns.push(
            row(
              p.id,
              'credit',
              'refund',
              'Refund: misprint',
              amount,
              taxOf(amount, c.taxRateBps),
              r.pick(FACTORIES),
              `ord_${r.int(1000, 99999)}`,
              at(r.int(1, days), 12),
            ),
          );
        }
        if (i === 1 && k % 6 === 3) txns.push(row(p.id, 'credit', 'top_up', 'Prepaid top-up', 50_000, 0, null, null, at(2, 9)));
        txns.sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)));
        // The current month: the last few are still pending.
        const pendingFrom = current ? txns.length - Math.min(3, txns.length) : txns.length;
        txns.forEach((t, n) => {
          t.id = newId('txn', Date.parse(String(t.createdAt)));
          if (n >= pendingFrom) {
            t.status = 'pending';
            t.confirmedAt = null;
          }
        });
        {
          for (let b = 0; b < txns.length; b += 500) await tx.insert(billingTransactions).values(txns.slice(b, b + 500));
          const ledger = txns
            .filter((t) => t.status === 'confirmed')
            .map((t) => ({
              projectId: p.id,
              id: newId('led', Date.parse(String(t.confirmedAt))),
              walletId: wallet.id,
              kind: t.type === 'charge' ? 'charge' : 'credit',
              amount: (t.type === 'charge' ? -1 : 1) * (t.amount + (t.taxAmount ?? 0)),
              transactionId: t.id!,
              createdAt: t.confirmedAt!,
            }));
          for (let b = 0; b < ledger.length; b += 500) await tx.insert(billingLedger).values(ledger.slice(b, b + 500));
        }
        if (current) continue;
        // Issued an hour after the period ends; paid by card a day later (project 4 has no card; project 3's declines).
        const issuedAt = new Date(Date.parse(period.periodEnd) + 3_600_000);
        const issued = await issueInvoice(tx, { projectId: p.id, currency: 'EUR', ...period }, issuedAt);
        if (issued?.invoice.status !== 'due') continue;
        const recent = k <= 2;
        if (recent && i === 4) continue; // no card any more: the last invoices stay unpaid
        // Project 3: recent invoices go to the default card (declined); older ones were paid by the other card.
        const paymentMethodId = i === 3 && !recent ? cardIds[0] : undefined;
        const paidAt = new Date(issuedAt.getTime() + 86_400_000);
        await payInvoice(tx, p.id, issued.invoice.id, paidAt, { refreshAlerts: false, ...(paymentMethodId ? { paymentMethodId } : {}) });
      }
      if (i === 4) await tx.delete(billingPaymentMethods).where(eq(billingPaymentMethods.projectId, p.id));
      await refreshAlerts(tx, p.id, now);
    });
  };
  for (const [i, p] of owned.entries()) await seedProject(i, p);
  return true;
}

function row(
  projectId: string,
  type: 'charge' | 'credit',
  category: 'plan' | 'fulfilment' | 'refund' | 'top_up',
  description: string,
  amount: number,
  taxAmount: number,
  integration: string | null,
  sourceReference: string | null,
  createdAt: string,
): typeof billingTransactions.$inferInsert {
  return {
    projectId,
    id: '',
    type,
    category,
    status: 'confirmed',
    description,
    currency: 'EUR',
    amount,
    taxAmount,
    integration,
    sourceReference,
    createdAt,
    confirmedAt: createdAt,
  };
}
