/**
 * Outgoing mail. With SMTP_URL, nodemailer sends over SMTP. Without it every message is written to the
 * outbox (`<DATA_DIR>/outbox/<time>-<to>.json` and `.eml`) and its links are logged, so a person trying
 * the app locally can follow them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from './logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  readonly outboxDir?: string;
}

export function createMailer(opts: { smtpUrl?: string; from: string; dataDir: string; log: Logger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text, html: m.html });
      },
    };
  }
  const outboxDir = resolve(opts.dataDir, 'outbox');
  mkdirSync(outboxDir, { recursive: true });
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    outboxDir,
    async send(m) {
      const info = await stream.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text, html: m.html });
      const base = `${new Date().toISOString().replace(/[:.]/g, '-')}-${m.to.replace(/[^a-z0-9@._-]/gi, '_')}`;
      writeFileSync(join(outboxDir, `${base}.eml`), info.message as Buffer);
      writeFileSync(join(outboxDir, `${base}.json`), JSON.stringify({ ...m, from: opts.from, sentAt: new Date().toISOString() }, null, 2));
      const links = linksIn(m.text);
      opts.log.info({ to: m.to, subject: m.subject, links, outbox: join(outboxDir, `${base}.eml`) }, 'mail written to outbox');
    },
  };
}

/** Links in a text, without the sentence punctuation that follows them (`…/account/login,` → `…/account/login`). */
export function linksIn(text: string): string[] {
  return (text.match(/https?:\/\/\S+/g) ?? []).map((l) => l.replace(/[.,;:!?)\]'"]+$/, ''));
}
