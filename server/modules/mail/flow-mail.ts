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
import { campaignMailer, senderOf } from './campaigns.send.ts';
import { flowMessageId, linkSecret, recipientLinks } from './links.ts';

export const flowMailProvider: FlowMail = {
  async send(db, m) {
    const sub = await subscriberForFlow(db, m.projectId, m.subscriberId);
    if (sub?.status !== 'subscribed') return { status: 'skipped', email: sub?.email ?? null };
    const links = recipientLinks(await linkSecret(m.database), {
      projectId: m.projectId,
      campaignId: flowMessageId(m.runId, m.step),
      subscriberId: m.subscriberId,
    });
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
        headers: {
          'List-Unsubscribe': `<${links.unsubscribe}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          'X-Shopfloor-Flow': m.flowId,
        },
      });
    } catch (err) {
      // A permanent refusal (5xx) is recorded; anything else throws: the step rolls back and the job retries.
      const code = (err as { responseCode?: number }).responseCode;
      if (!code || code < 500) throw err;
      return { status: 'failed', email: sub.email, error: String((err as Error).message).slice(0, 500) };
    }
    return { status: 'sent', email: sub.email };
  },
  matches: subscriberMatches,
};
