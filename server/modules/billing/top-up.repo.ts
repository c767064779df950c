/**
 * Auto top-up (PATCH /wallets/{id}): when a confirmed charge leaves a wallet below its threshold, a job charges
 * the chargeable card the wallet's top-up amount and books it as a confirmed `top_up` credit. The card is charged
 * by the job, outside the request's transaction; the job re-checks the balance under the wallet lock, so two
 * queued top-ups never both fire.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { billingTransactions, billingWallets, jobs } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { enqueue } from '../../lib/jobs.ts';
import { appendLedger, balanceOf, lockWallet } from './account.repo.ts';
import { cardProvider } from './cards/index.ts';
import { chargeableMethod, insertAttempt } from './payment-methods.repo.ts';

export const TOP_UP_QUEUE = 'billing-top-up';
export interface TopUpJob {
  projectId: string;
  walletId: string;
}

/** Queue a top-up when the wallet asks for one and none is queued. */
export async function maybeTopUp(tx: Tx, projectId: string, currency: string) {
  const [w] = await tx
    .select()
    .from(billingWallets)
    .where(and(eq(billingWallets.projectId, projectId), eq(billingWallets.currency, currency)));
  if (!w?.autoTopUp || w.topUpAmount <= 0) return;
  if ((await balanceOf(tx, projectId, w.id)) >= w.topUpThreshold) return;
  const job: TopUpJob = { projectId, walletId: w.id };
  const [pending] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.queue, TOP_UP_QUEUE), eq(jobs.state, 'pending'), sql`${jobs.payload} @> ${JSON.stringify(job)}::jsonb`))
    .limit(1);
  if (!pending) await enqueue(tx, TOP_UP_QUEUE, job, { maxAttempts: 3 });
}

/** Run one top-up (the job): returns what happened. */
export async function runTopUp(tx: Tx, job: TopUpJob, now = new Date()): Promise<'skipped' | 'succeeded' | 'failed'> {
  const { projectId, walletId } = job;
  await lockWallet(tx, projectId, walletId);
  const [w] = await tx
    .select()
    .from(billingWallets)
    .where(and(eq(billingWallets.projectId, projectId), eq(billingWallets.id, walletId)));
  if (!w?.autoTopUp || w.topUpAmount <= 0) return 'skipped';
  if ((await balanceOf(tx, projectId, walletId)) >= w.topUpThreshold) return 'skipped';
  const card = await chargeableMethod(tx, projectId, now);
  if (!card?.providerReference) return 'skipped';
  const transactionId = newId('txn');
  const result = await cardProvider().charge({
    paymentMethodReference: card.providerReference,
    amount: w.topUpAmount,
    currency: w.currency,
    description: 'Wallet top-up',
    idempotencyKey: `topup:${transactionId}`,
  });
  if (result.status === 'succeeded') {
    const at = now.toISOString();
    await tx.insert(billingTransactions).values({
      projectId,
      id: transactionId,
      type: 'credit',
      category: 'top_up',
      status: 'confirmed',
      description: `Automatic top-up (${card.brand ?? 'card'} •••• ${card.last4 ?? ''})`,
      currency: w.currency,
      amount: w.topUpAmount,
      taxAmount: 0,
      createdAt: at,
      confirmedAt: at,
    });
    await appendLedger(tx, projectId, { walletId, kind: 'credit', amount: w.topUpAmount, transactionId, createdAt: at });
  }
  await insertAttempt(tx, projectId, {
    invoiceId: null,
    transactionId: result.status === 'succeeded' ? transactionId : null,
    paymentMethodId: card.id,
    amount: w.topUpAmount,
    currency: w.currency,
    status: result.status,
    failureMessage: result.failureMessage,
    providerReference: result.reference,
    createdAt: now.toISOString(),
  });
  return result.status;
}
