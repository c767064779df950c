/**
 * The billing project (company, currency, tax rate, credit limit), the project's plan, wallets and their
 * balances (SUM of the append-only ledger). docs/decisions/billing.md.
 */
import { and, eq, sql } from 'drizzle-orm';
import { PLANS, type Plan } from '../../../common/billing.ts';
import type { Tx } from '../../db/client.ts';
import { billingAccounts, billingLedger, billingWallets, projectMembers, projects } from '../../db/schema/index.ts';
import { CODES } from '../../lib/error-codes.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { projectRepo } from '../../lib/project-repo.ts';

export type AccountRow = typeof billingAccounts.$inferSelect;
export type WalletRow = typeof billingWallets.$inferSelect;

const accounts = projectRepo(billingAccounts);
const wallets = projectRepo(billingWallets);

/** 001 §8: COMPANY_NOT_FOUND "Company setup required." with a Fix action to projects.settings. */
export const companyRequired = () =>
  new ApiError(404, CODES.COMPANY_NOT_FOUND, 'Company setup required.', undefined, {
    level: 'danger',
    actions: [{ text: 'Fix', to: 'projects.settings' }],
  });

export const findAccount = (db: Tx, projectId: string) => accounts(db, projectId).find(eq(billingAccounts.projectId, projectId));

export async function requireAccount(db: Tx, projectId: string): Promise<AccountRow> {
  const row = await findAccount(db, projectId);
  if (!row) throw companyRequired();
  return row;
}

export const planOf = (code: string): Plan =>
  PLANS.find((p) => p.code === code) ?? { code, name: code, monthlyPrice: 0, currency: 'EUR', description: '' };

export async function projectBasics(db: Tx, projectId: string) {
  const [row] = await db
    .select({ id: projects.id, name: projects.name, planCode: projects.planCode, flags: projects.flags })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row ?? null;
}

export async function setPlan(db: Tx, projectId: string, code: string) {
  await db.update(projects).set({ planCode: code, updatedAt: sql`now()` }).where(eq(projects.id, projectId));
}

export type AccountFields = Partial<
  Pick<
    AccountRow,
    | 'companyName'
    | 'addressLine1'
    | 'addressLine2'
    | 'city'
    | 'postalCode'
    | 'country'
    | 'taxId'
    | 'email'
    | 'currency'
    | 'taxRateBps'
    | 'creditLimit'
  >
>;

/** Create or change the billing project; a first write must name the company, country and billing email. */
export async function upsertAccount(db: Tx, projectId: string, fields: AccountFields): Promise<AccountRow> {
  const existing = await accounts(db, projectId).find(eq(billingAccounts.projectId, projectId));
  if (existing) {
    if (!Object.keys(fields).length) return existing;
    const [row] = await accounts(db, projectId).update(eq(billingAccounts.projectId, projectId), {
      ...fields,
      updatedAt: sql`now()` as never,
    });
    return row!;
  }
  const missing: Record<string, string[]> = {};
  if (!fields.companyName) missing.companyName = ['The company name is required.'];
  if (!fields.country) missing.country = ['The country is required.'];
  if (!fields.email) missing.email = ['The billing email is required.'];
  if (Object.keys(missing).length) throw new ApiError(422, CODES.VALIDATION_ERROR, 'Company setup required.', missing);
  const row = await accounts(db, projectId).insert({
    companyName: fields.companyName!,
    country: fields.country!,
    email: fields.email!,
    ...fields,
  } as never);
  await ensureWallet(db, projectId, row.currency);
  return row;
}

/** The wallet of a currency, made on first use (concurrent first uses make one). */
export async function ensureWallet(db: Tx, projectId: string, currency: string): Promise<WalletRow> {
  await db
    .insert(billingWallets)
    .values({ projectId, id: newId('wal'), currency })
    .onConflictDoNothing({ target: [billingWallets.projectId, billingWallets.currency] });
  return (await wallets(db, projectId).find(eq(billingWallets.currency, currency)))!;
}

/** Lock a wallet row for a balance check and a ledger write in the same transaction. */
export async function lockWallet(db: Tx, projectId: string, walletId: string) {
  await db.execute(sql`SELECT 1 FROM billing_wallets WHERE project_id = ${projectId} AND id = ${walletId} FOR UPDATE`);
}

export async function balanceOf(db: Tx, projectId: string, walletId: string, before?: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${billingLedger.amount}), 0)` })
    .from(billingLedger)
    .where(
      and(
        eq(billingLedger.projectId, projectId),
        eq(billingLedger.walletId, walletId),
        before ? sql`${billingLedger.createdAt} < ${before}` : undefined,
      ),
    );
  return Number(row?.balance ?? 0);
}

export async function walletsWithBalances(db: Tx, projectId: string) {
  const rows = await db
    .select({
      wallet: billingWallets,
      balance: sql<string>`coalesce((SELECT sum(l.amount) FROM billing_ledger l WHERE l.project_id = billing_wallets.project_id AND l.wallet_id = billing_wallets.id), 0)`,
    })
    .from(billingWallets)
    .where(eq(billingWallets.projectId, projectId))
    .orderBy(billingWallets.currency);
  return rows.map((r) => ({ ...r.wallet, balance: Number(r.balance) }));
}

export async function findWallet(db: Tx, projectId: string, id: string) {
  const row = await wallets(db, projectId).find(eq(billingWallets.id, id));
  if (!row) throw notFound('Wallet', CODES.WALLET_NOT_FOUND);
  return { ...row, balance: await balanceOf(db, projectId, id) };
}

export async function updateWallet(
  db: Tx,
  projectId: string,
  id: string,
  set: Partial<Pick<WalletRow, 'autoTopUp' | 'topUpThreshold' | 'topUpAmount'>>,
) {
  const [row] = await wallets(db, projectId).update(eq(billingWallets.id, id), { ...set, updatedAt: sql`now()` as never });
  if (!row) throw notFound('Wallet', CODES.WALLET_NOT_FOUND);
  return { ...row, balance: await balanceOf(db, projectId, id) };
}

/** Append one ledger entry (the only write the ledger accepts). */
export async function appendLedger(
  db: Tx,
  projectId: string,
  entry: {
    walletId: string;
    kind: 'charge' | 'credit' | 'invoice_payment';
    amount: number;
    transactionId?: string | null;
    invoiceId?: string | null;
    createdAt?: string;
  },
) {
  await db.insert(billingLedger).values({ projectId, id: newId('led'), ...entry });
}

/** The credit limit of a wallet: the account's limit in its currency, none in other currencies. */
export const creditLimitFor = (account: AccountRow | null, currency: string) =>
  account && account.currency === currency ? account.creditLimit : 0;

export async function ownersOf(db: Tx, projectId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.role, 'owner')));
  return rows.map((r) => r.userId);
}

export async function projectExists(db: Tx, projectId: string) {
  return !!(await projectBasics(db, projectId));
}

export function toAccountDto(projectId: string, account: AccountRow | null, planCode: string) {
  return {
    project: projectId,
    company: account
      ? {
          name: account.companyName,
          addressLine1: account.addressLine1,
          addressLine2: account.addressLine2,
          city: account.city,
          postalCode: account.postalCode,
          country: account.country,
          taxId: account.taxId,
          email: account.email,
        }
      : null,
    currency: account?.currency ?? 'EUR',
    taxRate: account?.taxRateBps ?? 0,
    creditLimit: account?.creditLimit ?? 0,
    plan: planOf(planCode),
    createdAt: account?.createdAt ?? null,
    updatedAt: account?.updatedAt ?? null,
  };
}

export function toWalletDto(w: WalletRow & { balance: number }) {
  return {
    id: w.id,
    project: w.projectId,
    currency: w.currency,
    balance: w.balance,
    autoTopUp: w.autoTopUp,
    topUpThreshold: w.topUpThreshold,
    topUpAmount: w.topUpAmount,
    createdAt: w.createdAt,
    updatedAt: w.updatedAt,
  };
}
