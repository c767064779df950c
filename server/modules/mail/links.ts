/**
 * Signed per-recipient links in campaign email: unsubscribe (page + RFC 8058 one-click), the open pixel and
 * tracked clicks. A token names project, campaign and subscriber and carries an HMAC under a secret kept in
 * `app_settings` (shared by every process), so links work without signing in and cannot be forged; a click link
 * also signs its target, so the redirect is never open to any URL.
 */
import { randomBytes } from 'node:crypto';
import { config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { getOrCreateSetting } from '../../lib/keys.ts';
import { hmac, sameSignature } from '../../lib/signing.ts';

const secrets = new WeakMap<Database, Promise<string>>();
export function linkSecret(database: Database): Promise<string> {
  let s = secrets.get(database);
  if (!s) {
    s = getOrCreateSetting(database, 'mail_link_secret', () => randomBytes(32).toString('base64url'));
    secrets.set(database, s);
  }
  return s;
}

export interface Recipient {
  projectId: string;
  campaignId: string;
  subscriberId: string;
}

export function recipientToken(secret: string, r: Recipient): string {
  const data = Buffer.from(`${r.projectId}\n${r.campaignId}\n${r.subscriberId}`).toString('base64url');
  return `${data}.${hmac(secret, 'mail-recipient', data)}`;
}

/** The recipient of a valid token, or null. */
export function readRecipientToken(secret: string, token: string): Recipient | null {
  const [data, mac, extra] = token.split('.');
  if (!data || !mac || extra !== undefined) return null;
  if (!sameSignature(hmac(secret, 'mail-recipient', data), mac)) return null;
  const [projectId, campaignId, subscriberId] = Buffer.from(data, 'base64url').toString('utf8').split('\n');
  if (!projectId || !campaignId || !subscriberId) return null;
  return { projectId, campaignId, subscriberId };
}

export const linkSignature = (secret: string, token: string, url: string) => hmac(secret, 'mail-click', `${token}\n${url}`);

export const publicBase = (base = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`) => base.replace(/\/$/, '');

export function recipientLinks(secret: string, r: Recipient, base = publicBase()) {
  const token = recipientToken(secret, r);
  return {
    token,
    unsubscribe: `${base}/v1/mail/unsubscribe/${token}`,
    openPixel: `${base}/v1/mail/t/o/${token}`,
    click: (url: string) => `${base}/v1/mail/t/c/${token}?u=${encodeURIComponent(url)}&s=${linkSignature(secret, token, url)}`,
  };
}

/** A flow email's "campaign" in its token: the run and the step (`frn_…:2`), so tracking finds its flow_sends row. */
export const flowMessageId = (runId: string, step: number) => `${runId}:${step}`;
export function readFlowMessageId(campaignId: string): { runId: string; step: number } | null {
  const m = /^(frn_[A-Za-z0-9_]+):(\d{1,3})$/.exec(campaignId);
  return m ? { runId: m[1]!, step: Number(m[2]) } : null;
}
