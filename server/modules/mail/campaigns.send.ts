/**
 * Sending a campaign, as jobs on the queue (`mail-campaign-send`):
 *
 * 1. On the first run the recipients are written as one `mail_sends` row each (audience resolved once, in the
 *    same transaction that marks the campaign started; a second run finds it started and skips this).
 * 2. Each message is one transaction: claim a pending row `FOR UPDATE SKIP LOCKED`, send it over SMTP (or the
 *    outbox), mark it sent, commit. A worker killed mid-message rolls back with its connection: that row is
 *    pending again and no other row was touched, so the resumed send mails exactly the people not yet mailed.
 *    (The one window left is SMTP accepting a message and the process dying before COMMIT — milliseconds.)
 * 3. A run sends at most `sendRate` per minute (a batch per 5-second tick), then enqueues the next tick. A paused
 *    or cancelled campaign stops at the next message; when no row is pending the campaign is `sent`.
 *
 * Every message carries its own signed unsubscribe link and the RFC 8058 `List-Unsubscribe` and
 * `List-Unsubscribe-Post` headers, an open pixel and tracked links, and goes out with a signed VERP envelope sender
 * (`bounces+<token>@…`, links.ts) so a later DSN or complaint finds its send. A subscriber who unsubscribed (or
 * bounced) after the recipients were written is skipped. A 5xx refusal is a hard bounce (bounces.repo.ts).
 */
import { config } from '../../config.ts';
import type { Database, Tx } from '../../db/client.ts';
import { enqueue, registerJobHandler } from '../../lib/jobs.ts';
import { logger } from '../../lib/logger.ts';
import { createMailer, type Mailer } from '../../lib/mail.ts';
import { claimNext, markSend, pendingCount, writeRecipients } from './sends.repo.ts';
import { type CampaignRow, findCampaign, updateCampaignRow } from './campaigns.repo.ts';
import { setFeedbackStatus } from './bounces.repo.ts';
import { bounceAddress, linkSecret, linkSignature, publicBase, recipientToken } from './links.ts';
import { renderCampaign } from '../../lib/email-render.ts';

export const SEND_QUEUE = 'mail-campaign-send';
const TICK_MS = 5000;

let mailer: Mailer | null = null;
let concurrency = 4;
/** The mailer campaigns and flows go through (tests hand theirs in); returns the previous one. */
export function setCampaignMailer(m: Mailer | null): Mailer | null {
  const previous = mailer;
  mailer = m;
  return previous;
}
/** Messages in flight at once per job (the crash test uses 1). */
export function setSendConcurrency(n: number) {
  concurrency = Math.max(1, n);
}
export const campaignMailer = () =>
  (mailer ??= createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR, log: logger, pool: true }));

export const enqueueSend = (tx: Tx, projectId: string, campaignId: string, runAt?: Date) =>
  enqueue(tx, SEND_QUEUE, { projectId, campaignId }, { runAt, maxAttempts: 20 });

/** `"Name" <address>`: the campaign's sender, or MAIL_FROM's address under the campaign's name. */
export function senderOf(c: { fromName: string; fromEmail: string }) {
  const fallback = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM;
  const address = c.fromEmail || fallback;
  return c.fromName ? `"${c.fromName.replace(/["\\]/g, '')}" <${address}>` : address;
}

/** The message rendered once per run with placeholders; per recipient only the token and link signatures change. */
async function template(c: CampaignRow) {
  const urls: string[] = [];
  const base = publicBase();
  const { html, text } = await renderCampaign(c, {
    click: (url) => {
      let i = urls.indexOf(url);
      if (i < 0) i = urls.push(url) - 1;
      return `${base}/v1/mail/t/c/__TOKEN__?u=${encodeURIComponent(url)}&s=__SIG${i}__`;
    },
    unsubscribe: `${base}/v1/mail/unsubscribe/__TOKEN__`,
    openPixel: `${base}/v1/mail/t/o/__TOKEN__`,
  });
  return {
    forRecipient(secret: string, subscriberId: string) {
      const recipient = { projectId: c.projectId, campaignId: c.id, subscriberId };
      const token = recipientToken(secret, recipient);
      const fill = (s: string) =>
        s.replace(/__TOKEN__/g, token).replace(/__SIG(\d+)__/g, (_, i: string) => linkSignature(secret, token, urls[Number(i)]!));
      return {
        html: fill(html),
        text: fill(text),
        unsubscribe: `${base}/v1/mail/unsubscribe/${token}`,
        envelopeFrom: bounceAddress(secret, recipient),
      };
    },
  };
}

type Outcome = 'sent' | 'skipped' | 'bounced' | 'failed' | 'none';

/**
 * What a send failure means: `retry` (no SMTP reply, or a 4xx: the job rolls back and retries), `bounce` (a 5xx for
 * the recipient or the message: a hard bounce), `failed` (a 5xx to our MAIL FROM: the sender was refused, which says
 * nothing about the recipient — recorded, the subscriber left as they are).
 */
export function refusal(err: unknown): 'retry' | 'bounce' | 'failed' {
  const e = err as { responseCode?: number; command?: string };
  if (typeof e.responseCode !== 'number' || e.responseCode < 500) return 'retry';
  return e.command === 'MAIL FROM' ? 'failed' : 'bounce';
}

async function sendOne(database: Database, c: CampaignRow, secret: string, tpl: Awaited<ReturnType<typeof template>>): Promise<Outcome> {
  return database.db.transaction(async (tx) => {
    const row = await claimNext(tx, c.projectId, c.id);
    if (!row) return 'none';
    const key = { projectId: c.projectId, campaignId: c.id, subscriberId: row.subscriberId };
    if (row.subscriberStatus !== 'subscribed') {
      await markSend(tx, key, { status: 'skipped' });
      return 'skipped';
    }
    const m = tpl.forRecipient(secret, row.subscriberId);
    try {
      await campaignMailer().send({
        from: senderOf(c),
        to: row.email,
        subject: c.subject || c.name,
        html: m.html,
        text: m.text,
        envelopeFrom: m.envelopeFrom,
        headers: {
          'List-Unsubscribe': `<${m.unsubscribe}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          'X-Shopfloor-Campaign': c.id,
        },
      });
    } catch (err) {
      // A permanent refusal (5xx, e.g. 550 unknown user — nodemailer's `rejected` recipient) is a hard bounce: the
      // send is bounced and the subscriber too. Anything else (4xx, a lost connection) rolls back; the job retries.
      const kind = refusal(err);
      if (kind === 'retry') throw err;
      const error = String((err as Error).message).slice(0, 500);
      if (kind === 'failed') {
        await markSend(tx, key, { status: 'failed', error });
        return 'failed';
      }
      const now = new Date().toISOString();
      await markSend(tx, key, { status: 'bounced', sentAt: now, bouncedAt: now, error });
      await setFeedbackStatus(tx, c.projectId, row.subscriberId, 'bounced');
      return 'bounced';
    }
    await markSend(tx, key, { status: 'sent', sentAt: new Date().toISOString() });
    return 'sent';
  });
}

export async function runCampaignSend(database: Database, projectId: string, campaignId: string) {
  const db = database.db;
  let c = await findCampaign(db, projectId, campaignId);
  if (!c) return;
  if (c.status === 'scheduled') {
    // A rescheduled campaign has its own later job; this one is stale.
    if (!c.scheduledAt || Date.parse(c.scheduledAt) > Date.now() + 1000) return;
    c = await updateCampaignRow(db, projectId, campaignId, { status: 'sending' }, 'scheduled');
    if (!c) return;
  }
  if (c.status !== 'sending') return;
  if (!c.startedAt) {
    await db.transaction((tx) => writeRecipients(tx, projectId, campaignId));
    c = (await findCampaign(db, projectId, campaignId))!;
  }
  const started = Date.now();
  const batch = Math.max(1, Math.ceil((c.sendRate * TICK_MS) / 60_000));
  const secret = await linkSecret(database);
  const tpl = await template(c);
  let budget = batch;
  let exhausted = false;
  const worker = async () => {
    while (budget > 0 && !exhausted) {
      budget--;
      const outcome = await sendOne(database, c!, secret, tpl);
      if (outcome === 'none') exhausted = true;
      else if (outcome === 'skipped') budget++; // skipping costs no sending capacity
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, batch) }, worker));
  const now = await findCampaign(db, projectId, campaignId);
  if (now?.status !== 'sending') return; // paused or cancelled meanwhile
  if (!(await pendingCount(db, projectId, campaignId))) {
    await updateCampaignRow(db, projectId, campaignId, { status: 'sent', sentAt: new Date().toISOString() }, 'sending');
    return;
  }
  // More to send: the next tick (or, when every pending row was locked by another worker, a little later).
  await enqueueSend(db, projectId, campaignId, new Date(exhausted ? Date.now() + 2000 : Math.max(Date.now(), started + TICK_MS)));
}

registerJobHandler(SEND_QUEUE, async (payload, { database }) => {
  const { projectId, campaignId } = payload as { projectId: string; campaignId: string };
  await runCampaignSend(database, projectId, campaignId);
});
