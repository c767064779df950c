/**
 * The `flowMail` hook (server/lib/hooks.ts): a flow run's email goes through the campaign path — the same mailer,
 * MJML rendering, a signed per-recipient unsubscribe link (its token names the run and step where a campaign's
 * names the campaign), an open pixel, tracked links and the RFC 8058 `List-Unsubscribe` + `List-Unsubscribe-Post`
 * headers. Anyone not subscribed is skipped, never mailed.
 * The caller (a flow step job) holds the run's row lock in the transaction it passes: a crash before COMMIT rolls
 * the step back, and the retried job finds the step already done only when it committed.
 */
import type { FlowMail } from '../../lib/hooks.ts';
import { renderCampaign } from '../../lib/email-render.ts';
import { subscriberForFlow, subscriberMatches } from './audience.repo.ts';
import { setFeedbackStatus } from './bounces.repo.ts';
import { campaignMailer, refusal, senderOf } from './campaigns.send.ts';
import { bounceAddress, flowMessageId, linkSecret, recipientLinks } from './links.ts';

export const flowMailProvider: FlowMail = {
  async send(db, m) {
    const sub = await subscriberForFlow(db, m.projectId, m.subscriberId);
    if (sub?.status !== 'subscribed') return { status: 'skipped', email: sub?.email ?? null };
    const secret = await linkSecret(m.database);
    const recipient = { projectId: m.projectId, campaignId: flowMessageId(m.runId, m.step), subscriberId: m.subscriberId };
    const links = recipientLinks(secret, recipient);
    const { html, text } = await renderCampaign(
      { subject: m.subject, preheader: '', blocks: m.blocks, fromName: m.flowName },
      { click: links.click, unsubscribe: links.unsubscribe, openPixel: links.openPixel },
    );
    try {
      await campaignMailer().send({
        from: senderOf({ fromName: m.flowName, fromEmail: '' }),
        to: sub.email,
        subject: m.subject,
        html,
        text,
        envelopeFrom: bounceAddress(secret, recipient),
        headers: {
          'List-Unsubscribe': `<${links.unsubscribe}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          'X-Shopfloor-Flow': m.flowId,
        },
      });
    } catch (err) {
      // A permanent refusal (5xx) of the recipient is a hard bounce: the subscriber is bounced in the step's
      // transaction and the send recorded `bounced` (a refused MAIL FROM only `failed`). Anything else throws: the
      // step rolls back and the job retries (4xx included).
      const kind = refusal(err);
      if (kind === 'retry') throw err;
      if (kind === 'failed') return { status: 'failed', email: sub.email, error: String((err as Error).message).slice(0, 500) };
      await setFeedbackStatus(db, m.projectId, m.subscriberId, 'bounced');
      return { status: 'bounced', email: sub.email, error: String((err as Error).message).slice(0, 500) };
    }
    return { status: 'sent', email: sub.email };
  },
  matches: subscriberMatches,
};
