/**
 * Transactions: charges and credits of a project (docs/decisions/billing.md "Transactions"). Created `pending`;
 * `confirm` books them on the wallet's ledger in one transaction with the wallet row locked, so two confirms can
 * never both spend the same balance. A charge that would take the wallet below minus its credit limit fails
 * with INSUFFICIENT_BALANCE "Balance is insufficient to complete this charge." (001 §8).
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { TransactionCategory, TransactionType } from '../../../common/billing.ts';
import type { Tx } from '../../db/client.ts';
import { billingTransactions } from '../../db/schema/index.ts';
import { CODES } from '../../lib/error-codes.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { PageRequest } from '../../lib/pagination.ts';
import { projectRepo } from '../../lib/project-repo.ts';
import { appendLedger, balanceOf, creditLimitFor, ensureWallet, lockWallet, requireAccount } from './account.repo.ts';
import { taxOf } from './billing.money.ts';

export type TransactionRow = typeof billingTransactions.$inferSelect;
const transactions = projectRepo(billingTransactions);

export const insufficientBalance = () => new ApiError(402, CODES.INSUFFICIENT_BALANCE, 'Balance is insufficient to complete this charge.');
export const transactionMissing = () => notFound('Transaction', CODES.TRANSACTION_NOT_FOUND);

/** `ann smi` → `ann:* & smi:*`: every word as a prefix, letters and digits only. */
export function prefixQuery(search: string): string | null {
  const terms = search
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return terms.length ? terms.map((t) => `${t}:*`).join(' & ') : null;
}

export const searchCondition = (column: SQL | { getSQL(): SQL }, search: string | undefined) => {
  if (!search) return undefined;
  const q = prefixQuery(search);
  return q ? sql`${column} @@ to_tsquery('simple', ${q})` : sql`false`;
};

export interface TransactionFilters {
  invoice?: string | undefined;
  search?: string | undefined;
  integration?: string | undefined;
}
export const transactionConditions = (f: TransactionFilters) =>
  and(
    f.invoice ? eq(billingTransactions.invoiceId, f.invoice) : undefined,
    f.integration ? eq(billingTransactions.integration, f.integration) : undefined,
    searchCondition(billingTransactions.search, f.search),
  );

export function pageTransactions(db: Tx, projectId: string, f: TransactionFilters & PageRequest) {
  return transactions(db, projectId).page({
    where: transactionConditions(f),
    orderBy: [billingTransactions.createdAt, billingTransactions.id],
    direction: 'desc',
    cursor: (r) => [r.createdAt, r.id],
    pageSize: f.pageSize,
    pageToken: f.pageToken,
  });
}

export async function findTransaction(db: Tx, projectId: string, id: string) {
  const row = await transactions(db, projectId).find(eq(billingTransactions.id, id));
  if (!row) throw transactionMissing();
  return row;
}

export interface NewTransaction {
  type: TransactionType;
  category: TransactionCategory;
  description: string;
  amount: number;
  currency?: string | undefined;
  taxAmount?: number | undefined;
  integration?: string | null | undefined;
  sourceReference?: string | null | undefined;
  createdAt?: string;
}

async function assertCovers(db: Tx, projectId: string, walletId: string, currency: string, total: number, limit: number) {
  const balance = await balanceOf(db, projectId, walletId);
  if (balance - total < -limit) throw insufficientBalance();
  void currency;
}

/** A pending transaction; a charge the wallet (with its credit limit) cannot cover now is refused. */
export async function createTransaction(db: Tx, projectId: string, input: NewTransaction): Promise<TransactionRow> {
  const account = await requireAccount(db, projectId);
  const currency = input.currency ?? account.currency;
  const taxAmount = input.taxAmount ?? (input.type === 'charge' ? taxOf(input.amount, account.taxRateBps) : 0);
  const wallet = await ensureWallet(db, projectId, currency);
  if (input.type === 'charge')
    await assertCovers(db, projectId, wallet.id, currency, input.amount + taxAmount, creditLimitFor(account, currency));
  return transactions(db, projectId).insert({
    id: newId('txn'),
    type: input.type,
    category: input.category,
    description: input.description,
    currency,
    amount: input.amount,
    taxAmount,
    integration: input.integration ?? null,
    sourceReference: input.sourceReference ?? null,
    ...(input.createdAt ? { createdAt: input.createdAt } : {}),
  });
}

/**
 * Book a pending transaction on its wallet's ledger (charges debit amount + tax, credits add it). Confirming a
 * confirmed transaction answers it unchanged (idempotent; the ledger's unique transaction id guards it too).
 * Call inside a transaction.
 */
export async function confirmTransaction(tx: Tx, projectId: string, id: string, at?: string): Promise<TransactionRow> {
  const account = await requireAccount(tx, projectId);
  const [locked] = await tx
    .execute<{ id: string }>(sql`SELECT id FROM billing_transactions WHERE project_id = ${projectId} AND id = ${id} FOR UPDATE`)
    .then((r) => r.rows);
  if (!locked) throw transactionMissing();
  const row = await findTransaction(tx, projectId, id);
  if (row.status === 'confirmed') return row;
  const wallet = await ensureWallet(tx, projectId, row.currency);
  await lockWallet(tx, projectId, wallet.id);
  const total = row.amount + row.taxAmount;
  if (row.type === 'charge') await assertCovers(tx, projectId, wallet.id, row.currency, total, creditLimitFor(account, row.currency));
  const confirmedAt = at ?? new Date().toISOString();
  await appendLedger(tx, projectId, {
    walletId: wallet.id,
    kind: row.type === 'charge' ? 'charge' : 'credit',
    amount: row.type === 'charge' ? -total : total,
    transactionId: row.id,
    createdAt: confirmedAt,
  });
  const [updated] = await transactions(tx, projectId).update(
    and(eq(billingTransactions.id, id), eq(billingTransactions.status, 'pending'))!,
    {
      status: 'confirmed',
      confirmedAt,
    },
  );
  return updated!;
}

export function toTransactionDto(r: TransactionRow) {
  return {
    id: r.id,
    project: r.projectId,
    type: r.type,
    category: r.category,
    status: r.status,
    description: r.description,
    currency: r.currency,
    amount: r.amount,
    taxAmount: r.taxAmount,
    total: r.amount + r.taxAmount,
    integration: r.integration,
    sourceReference: r.sourceReference,
    invoice: r.invoiceId,
    createdAt: r.createdAt,
    confirmedAt: r.confirmedAt,
  };
}
