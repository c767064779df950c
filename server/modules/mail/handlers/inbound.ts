/** `POST /v1/mail/inbound`: a DSN or an ARF complaint about one of our messages (see inbound.ts, bounces.repo.ts). */
import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { ApiError } from '../../../lib/errors.ts';
import { recordFeedback } from '../bounces.repo.ts';
import { parseInbound } from '../inbound.ts';
import { linkSecret, readBounceToken } from '../links.ts';
import type { inboundRoute } from '../mail.routes.ts';

export const receiveInbound: RouteHandler<typeof inboundRoute, AppEnv> = async (c) => {
  const { recipient } = c.req.valid('query');
  const raw = Buffer.from(await c.req.arrayBuffer());
  const report = await parseInbound(raw, recipient);
  if (!report.tokens.length)
    throw new ApiError(422, CODES.MAIL_INBOUND_UNRECOGNISED, 'The message names none of our sends (no bounces+<token>@ address in it).');
  const database = c.get('deps').database;
  const secret = await linkSecret(database);
  const send = report.tokens.map((t) => readBounceToken(secret, t)).find((r) => r !== null);
  if (!send) throw new ApiError(403, CODES.MAIL_BOUNCE_TOKEN_INVALID, 'The bounce address in the message is not one we signed.');
  const kind = report.kind === 'complaint' ? 'complained' : report.kind === 'dsn' && report.hard ? 'bounced' : null;
  if (!kind) return c.json({ result: 'ignored' as const, status: report.status }, 202);
  const outcome = await recordFeedback(database.db, send, kind, report.detail);
  const result = outcome === 'recorded' ? kind : outcome === 'duplicate' ? ('duplicate' as const) : ('ignored' as const);
  return c.json({ result, status: report.status }, 202);
};
