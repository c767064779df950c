/**
 * The `order-receipt` job: render the receipt (HTML body, PDF attached), send it through the mail transport
 * (SMTP, or the outbox in development) and record `receipt_sent` on the order's timeline. Queued by
 * `POST …/receipt/send` in the same transaction as its `receipt_queued` entry.
 *
 * Job handlers get the database but not the request's deps: the mailer is built from the configuration on
 * first use (the same SMTP_URL / outbox the server uses); tests hand theirs in with `useReceiptMailer`.
 */
import type { Tx } from '../../../db/client.ts';
import { config } from '../../../config.ts';
import { enqueue, registerJobHandler } from '../../../lib/jobs.ts';
import { logger } from '../../../lib/logger.ts';
import { createMailer, type Mailer } from '../../../lib/mail.ts';
import { toPlatformDto } from '../orders.dto.ts';
import { findOrder } from '../orders.repo.ts';
import { orderDto } from '../orders.shared.ts';
import { ensureStorefront } from '../storefront.repo.ts';
import { appendOrderEvent, SYSTEM_ACTOR } from '../timeline.ts';
import { receiptHtml, receiptSubject, receiptText } from './receipt-html.ts';
import { receiptPdf } from './receipt-pdf.ts';

export const RECEIPT_QUEUE = 'order-receipt';

export interface ReceiptJob {
  projectId: string;
  orderId: string;
  email: string;
}

let mailer: Mailer | null = null;
/** The mailer receipts go through (tests); returns the previous one. */
export function useReceiptMailer(m: Mailer | null): Mailer | null {
  const previous = mailer;
  mailer = m;
  return previous;
}
const receiptMailer = () =>
  (mailer ??= createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR, log: logger }));

export const enqueueReceipt = (tx: Tx, job: ReceiptJob) => enqueue(tx, RECEIPT_QUEUE, job, { maxAttempts: 5 });

registerJobHandler(RECEIPT_QUEUE, async (payload, { database, log }) => {
  const { projectId, orderId, email } = payload as ReceiptJob;
  const db = database.db;
  const order = await findOrder(db, projectId, orderId);
  if (!order) return; // deleted since: nothing to send
  const storefront = await ensureStorefront(db, projectId);
  const platform = toPlatformDto(storefront);
  const dto = await orderDto(db, projectId, order, storefront.orderNumberPrefix);
  const pdf = await receiptPdf(platform, dto);
  await receiptMailer().send({
    to: email,
    subject: receiptSubject(platform, dto),
    text: receiptText(platform, dto),
    html: receiptHtml(platform, dto),
    attachments: [{ filename: `receipt-${dto.number}.pdf`, content: pdf, contentType: 'application/pdf' }],
  });
  await appendOrderEvent(
    db,
    projectId,
    orderId,
    { type: 'receipt_sent', message: `Receipt sent to ${email}.`, data: { email } },
    SYSTEM_ACTOR,
  );
  log.debug({ orderId, email }, 'receipt sent');
});
