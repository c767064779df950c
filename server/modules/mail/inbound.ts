/**
 * Inbound mail about our sends (issue 20): a delivery status notification (DSN, RFC 3464: multipart/report with a
 * message/delivery-status part) or an abuse feedback report (ARF, RFC 5965: message/feedback-report), as the raw
 * message a provider webhook or an MTA pipe posts. Parsed with mailparser; the send is found from the signed VERP
 * token (`bounces+<token>@…`) in the envelope recipient, the report's own headers (a DSN is addressed to the
 * envelope sender) or the returned original message (an ARF report carries it with its `Return-Path`).
 */
import { simpleParser } from 'mailparser';
import { BOUNCE_LOCAL_PART } from './links.ts';

export interface InboundReport {
  /** What the message is: a DSN, a complaint, or neither (an auto-reply, anything else). */
  kind: 'dsn' | 'complaint' | 'other';
  /** A DSN with at least one recipient failed permanently (`Action: failed`, `Status: 5.x.x`). */
  hard: boolean;
  /** The DSN's status code or the ARF feedback type, and the diagnostic given. */
  status: string | null;
  detail: string | null;
  /** Token candidates in the order they were found (the first valid one is the send). */
  tokens: string[];
}

const TOKEN_IN_ADDRESS = new RegExp(`${BOUNCE_LOCAL_PART}\\+([a-z0-9_=.-]+)@`, 'gi');
/** ARF feedback types that mean "the recipient does not want this" (RFC 5965 §7.3; not-spam and virus do not). */
const COMPLAINT_TYPES = new Set(['abuse', 'fraud', 'other']);

/** RFC 822-style field blocks (DSN per-message / per-recipient fields, ARF fields), unfolded, names lower-cased. */
export function fieldBlocks(text: string): Record<string, string>[] {
  return text
    .replace(/\r\n/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) => {
      const fields: Record<string, string> = {};
      for (const line of block.replace(/\n[ \t]+/g, ' ').split('\n')) {
        const i = line.indexOf(':');
        if (i > 0) fields[line.slice(0, i).trim().toLowerCase()] ??= line.slice(i + 1).trim();
      }
      return fields;
    })
    .filter((f) => Object.keys(f).length > 0);
}

function tokensIn(text: string, into: string[]) {
  for (const m of text.matchAll(TOKEN_IN_ADDRESS)) {
    const token = m[1]!.toLowerCase().replace(/\.+$/, '');
    if (!into.includes(token)) into.push(token);
  }
}

export async function parseInbound(raw: Buffer, envelopeRecipient?: string): Promise<InboundReport> {
  const mail = await simpleParser(raw, { skipHtmlToText: true, skipTextLinks: true, skipTextToHtml: true, skipImageLinks: true });
  const tokens: string[] = [];
  if (envelopeRecipient) tokensIn(envelopeRecipient, tokens);
  for (const name of ['delivered-to', 'x-original-to', 'to']) {
    const lines = mail.headerLines.filter((h) => h.key === name).map((h) => h.line);
    for (const line of lines) tokensIn(line, tokens);
  }
  const report: InboundReport = { kind: 'other', hard: false, status: null, detail: null, tokens };
  const contentType = mail.headers.get('content-type') as { value?: string; params?: Record<string, string> } | undefined;
  const reportType = contentType?.value === 'multipart/report' ? (contentType.params?.['report-type'] ?? '').toLowerCase() : '';
  // mailparser hands some report parts over as attachments and inlines others into `text` (message/delivery-status):
  // read the fields from both.
  const dsnTexts: string[] = [];
  const arfTexts: string[] = [];
  for (const part of mail.attachments) {
    const type = part.contentType.toLowerCase();
    const text = part.content.toString('utf8');
    if (type === 'message/delivery-status' || type === 'message/global-delivery-status') dsnTexts.push(text);
    else if (type === 'message/feedback-report') arfTexts.push(text);
    else if (type === 'message/rfc822' || type === 'text/rfc822-headers' || type === 'message/global' || type === 'message/global-headers')
      tokensIn(text, tokens); // the returned message: its Return-Path, or our headers
  }
  if (reportType === 'delivery-status' || reportType === 'global-delivery-status') dsnTexts.push(mail.text ?? '');
  if (reportType === 'feedback-report') arfTexts.push(mail.text ?? '');
  if (dsnTexts.length) {
    report.kind = 'dsn';
    // Per-recipient blocks carry Action and Status; the first permanent failure decides.
    for (const f of dsnTexts.flatMap(fieldBlocks).filter((b) => b.action || b.status)) {
      const status = /^\d\.\d{1,3}\.\d{1,3}/.exec(f.status ?? '')?.[0] ?? null;
      if ((f.action ?? '').toLowerCase() === 'failed' && status?.startsWith('5')) {
        Object.assign(report, { hard: true, status, detail: f['diagnostic-code'] ?? null });
        break;
      }
      report.status ??= status;
      report.detail ??= f['diagnostic-code'] ?? null;
    }
  } else if (arfTexts.length) {
    const f = arfTexts.flatMap(fieldBlocks).find((b) => b['feedback-type']);
    const feedbackType = (f?.['feedback-type'] ?? '').toLowerCase();
    report.status = feedbackType || null;
    if (COMPLAINT_TYPES.has(feedbackType)) report.kind = 'complaint';
  }
  // Last: anywhere else in the message (a report that inlines the original in a text part).
  tokensIn(raw.toString('utf8'), tokens);
  return report;
}
