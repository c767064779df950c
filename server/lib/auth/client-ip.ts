/**
 * The caller's address for throttling and session records. The socket address is the truth unless proxies are
 * configured with `TRUST_PROXY` (default: none):
 * - a hop count `N`: the N nearest hops (the socket and then `X-Forwarded-For` entries from the right) are our
 *   proxies; the client is the entry just before them;
 * - a comma-separated list of addresses: entries from the right are skipped while they are trusted proxies.
 * Anything a client writes into `X-Forwarded-For` left of what our proxies appended is never used. Without a
 * socket (in-process requests) the peer is `unknown`.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';

export type TrustProxy = { hops: number } | { addresses: Set<string> };

const normalise = (ip: string) => ip.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = (value ?? '').trim();
  if (!v || v === 'false' || v === '0') return { hops: 0 };
  if (/^\d+$/.test(v)) return { hops: Number(v) };
  return { addresses: new Set(v.split(',').map(normalise).filter(Boolean)) };
}

/** The client's address given the socket peer, the X-Forwarded-For header and the proxy trust setting. */
export function resolveClientIp(socket: string | undefined, forwardedFor: string | undefined, trust: TrustProxy): string {
  const peer = socket ? normalise(socket) : 'unknown';
  const chain = [...(forwardedFor ?? '').split(',').map(normalise).filter(Boolean), peer];
  if ('hops' in trust) return chain[Math.max(0, chain.length - 1 - trust.hops)]!;
  let i = chain.length - 1;
  while (i > 0 && trust.addresses.has(chain[i]!)) i--;
  return chain[i]!;
}

const cache = new WeakMap<object, TrustProxy>();

export function clientIp(c: Context<AppEnv>): string {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    socket = undefined;
  }
  const config = c.get('deps').config;
  let trust = cache.get(config);
  if (!trust) {
    trust = parseTrustProxy(config.TRUST_PROXY);
    cache.set(config, trust);
  }
  return resolveClientIp(socket, c.req.header('x-forwarded-for'), trust);
}
