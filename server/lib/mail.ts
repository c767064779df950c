/**
 * Outgoing mail. With SMTP_URL, nodemailer sends over SMTP. Without it every message is written to the
 * outbox (`<DATA_DIR>/outbox/<time>-<to>.json` and `.eml`) and its links are logged, so a person trying
 * the app locally can follow them.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from './logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Sender shown instead of MAIL_FROM (campaigns: the project's own name). */
  from?: string;
  /** Extra headers (campaigns: List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /** SMTP envelope sender (campaigns: a VERP `bounces+<token>@…` address, so DSNs come back to the send). */
  envelopeFrom?: string;
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  readonly outboxDir?: string;
  /** Close pooled connections (bulk senders). */
  close?(): void;
}

export function createMailer(opts: { smtpUrl?: string; from: string; dataDir: string; log: Logger; pool?: boolean }): Mailer {
  if (opts.smtpUrl) {
    // `pool`: reuse a few SMTP connections (bulk senders such as campaigns) instead of one per message.
    const transport = opts.pool
      ? nodemailer.createTransport({ url: opts.smtpUrl, pool: true, maxConnections: 4 } as never)
      : nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail({
          from: m.from ?? opts.from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          attachments: m.attachments,
          headers: m.headers,
          ...(m.envelopeFrom ? { envelope: { from: m.envelopeFrom, to: m.to } } : {}),
        });
      },
      close: () => transport.close(),
    };
  }
  const outboxDir = resolve(opts.dataDir, 'outbox');
  mkdirSync(outboxDir, { recursive: true });
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    outboxDir,
    async send(m) {
      const info = await stream.sendMail({
        from: m.from ?? opts.from,
        headers: m.headers,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        attachments: m.attachments,
      });
      const base = `${new Date().toISOString().replace(/[:.]/g, '-')}-${m.to.replace(/[^a-z0-9@._-]/gi, '_')}`;
      writeAllOrNothing([
        [join(outboxDir, `${base}.eml`), info.message as Buffer],
        [
          join(outboxDir, `${base}.json`),
          JSON.stringify(
            {
              ...m,
              attachments: m.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.content.length })),
              from: m.from ?? opts.from,
              sentAt: new Date().toISOString(),
            },
            null,
            2,
          ),
        ],
      ]);
      const links = linksIn(m.text);
      opts.log.info({ to: m.to, subject: m.subject, links, outbox: join(outboxDir, `${base}.eml`) }, 'mail written to outbox');
    },
  };
}

/**
 * Each file complete or absent: written to hidden temporary files, then renamed into place; when a write fails
 * (ENOSPC: the disk is full — answered 507 by the error handler) the temporaries are removed and nothing is left.
 */
export function writeAllOrNothing(files: [path: string, data: string | Buffer][]) {
  const temps = files.map(([p]) => join(dirname(p), `.${basename(p)}.tmp`));
  try {
    for (const [i, [, data]] of files.entries()) writeFileSync(temps[i]!, data);
    for (const [i, [p]] of files.entries()) renameSync(temps[i]!, p);
  } catch (err) {
    for (const t of temps) rmSync(t, { force: true });
    throw err;
  }
}

/** Links in a text, without the sentence punctuation that follows them (`…/account/login,` → `…/account/login`). */
export function linksIn(text: string): string[] {
  return (text.match(/https?:\/\/\S+/g) ?? []).map((l) => l.replace(/[.,;:!?)\]'"]+$/, ''));
}
