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

/**
 * The VERP envelope sender of a message: `bounces+<token>@<MAIL_BOUNCE_DOMAIN or MAIL_FROM's domain>`. The token
 * names project, message (a campaign, or a flow run's step) and subscriber, and carries an HMAC, all in lower case
 * (local parts may be case-folded on the way back): `<projectId>.<message>.<subscriberId>.<mac>`. Ids are lower case
 * by construction (`newId`, uuids); a flow message `frn_…:2` is written `frn_…=2` (":" is not allowed in a local part).
 */
export const BOUNCE_LOCAL_PART = 'bounces';
const TOKEN_PART = /^[a-z0-9_=-]+$/;
/** 128 bits of the HMAC, in lower-case hex. */
const bounceMac = (secret: string, data: string) =>
  Buffer.from(hmac(secret, 'mail-bounce', data), 'base64url')
    .toString('hex')
    .slice(0, 32);

export function bounceToken(secret: string, r: Recipient): string {
  const parts = [r.projectId, r.campaignId.replace(':', '='), r.subscriberId];
  if (!parts.every((p) => TOKEN_PART.test(p))) throw new Error(`bounce token: id not in lower-case token form (${parts.join(', ')})`);
  const data = parts.join('.');
  return `${data}.${bounceMac(secret, data)}`;
}

/** The message and recipient of a bounce token, or null when it is malformed or its signature is wrong. */
export function readBounceToken(secret: string, token: string): Recipient | null {
  const parts = token.toLowerCase().split('.');
  if (parts.length !== 4 || !parts.every((p) => TOKEN_PART.test(p))) return null;
  const [projectId, message, subscriberId, mac] = parts as [string, string, string, string];
  if (!sameSignature(bounceMac(secret, `${projectId}.${message}.${subscriberId}`), mac)) return null;
  return { projectId, campaignId: message.replace('=', ':'), subscriberId };
}

export function bounceDomain(): string {
  if (config.MAIL_BOUNCE_DOMAIN) return config.MAIL_BOUNCE_DOMAIN;
  const address = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM;
  return address.split('@')[1]?.trim() || 'localhost';
}

export const bounceAddress = (secret: string, r: Recipient) => `${BOUNCE_LOCAL_PART}+${bounceToken(secret, r)}@${bounceDomain()}`;
