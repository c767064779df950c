/**
 * The caller's address for throttling. The socket address is trusted; `X-Forwarded-For` only when the socket
 * is a loopback address (a reverse proxy on the same host) or absent (in-process tests).
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

export function clientIp(c: Context<AppEnv>): string {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    socket = undefined;
  }
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (!socket || LOOPBACK.test(socket)) return forwarded || socket || 'unknown';
  return socket;
}
