/**
 * Throttling of failed attempts, stored in PostgreSQL so every process sees the same counts. Each key has a
 * number of free failures in THROTTLE_WINDOW_MS; after that each further attempt must wait an exponentially
 * growing delay after the latest failure (30 s, 60 s, … capped at 15 min) — a slowdown, not a lockout an
 * attacker could use against the owner for long. Attempts refused with 429 are not failures.
 *
 * Logins follow OWASP's guidance: per account+address (a single source guessing one account is slowed first),
 * per account (a distributed guess), and per address with a much higher ceiling (password spraying across
 * accounts) — so one account's flood from an office's address doesn't lock out everyone else behind it.
 */
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Tx } from '../../db/client.ts';
import { authAttempts } from '../../db/schema/index.ts';
import type { AppEnv } from '../context.ts';
import { CODES } from '../error-codes.ts';
import { ApiError } from '../errors.ts';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const THROTTLE_FREE_FAILURES = 10;
/** Failures for one account from one address before that pair slows down. */
export const PAIR_FREE_FAILURES = 5;
/** Failures from one address, across accounts, before the address slows down. */
export const ADDRESS_FREE_FAILURES = 100;
export const THROTTLE_BASE_DELAY_S = 30;
export const THROTTLE_MAX_DELAY_S = 15 * 60;
/** Requests that are not failures (sign-ups, reset mails) per address: more generous, same slowdown after. */
export const REQUESTS_PER_ADDRESS = 30;
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a moment and try again.';

const since = () => new Date(Date.now() - THROTTLE_WINDOW_MS).toISOString();

/** A throttle key, optionally with its own number of free failures. */
export type ThrottleKey = string | { key: string; free: number };
const keyOf = (k: ThrottleKey) => (typeof k === 'string' ? k : k.key);

/** The login limits for an account and address (see the header). Clear `[0]` and `[1]` on success. */
export function loginThrottleKeys(email: string, ip: string): ThrottleKey[] {
  const account = email.trim().toLowerCase();
  return [
    `login:account:${account}`,
    { key: `login:account-ip:${account}|${ip}`, free: PAIR_FREE_FAILURES },
    { key: `login:ip:${ip}`, free: ADDRESS_FREE_FAILURES },
  ];
}

/** Seconds the caller must still wait (0 = go ahead), the largest over the given keys. */
export async function throttleWait(db: Tx, throttleKeys: ThrottleKey[], now = Date.now(), free = THROTTLE_FREE_FAILURES): Promise<number> {
  if (!throttleKeys.length) return 0;
  const keys = throttleKeys.map(keyOf);
  const freeFor = new Map(throttleKeys.map((k) => [keyOf(k), typeof k === 'string' ? free : k.free]));
  const rows = await db
    .select({ key: authAttempts.key, n: sql<number>`count(*)::int`, last: sql<string>`max(${authAttempts.at})` })
    .from(authAttempts)
    .where(and(inArray(authAttempts.key, keys), gt(authAttempts.at, since())))
    .groupBy(authAttempts.key);
  let wait = 0;
  for (const r of rows) {
    const allowed = freeFor.get(r.key) ?? free;
    if (r.n < allowed) continue;
    const delay = Math.min(THROTTLE_BASE_DELAY_S * 2 ** Math.min(r.n - allowed, 20), THROTTLE_MAX_DELAY_S);
    const until = Date.parse(r.last) + delay * 1000;
    if (until > now) wait = Math.max(wait, Math.ceil((until - now) / 1000));
  }
  return wait;
}

/** Throw 429 (with Retry-After) when any key is in its slowdown. */
export async function assertNotThrottled(c: Context<AppEnv>, keys: ThrottleKey[], free = THROTTLE_FREE_FAILURES) {
  const wait = await throttleWait(c.get('deps').database.db, keys, Date.now(), free);
  if (wait > 0) {
    c.header('Retry-After', String(wait));
    throw new ApiError(429, CODES.TOO_MANY_ATTEMPTS, TOO_MANY_ATTEMPTS, { default: [TOO_MANY_ATTEMPTS] }, { retryAfter: wait });
  }
}

export async function recordFailure(db: Tx, throttleKeys: ThrottleKey[]) {
  if (!throttleKeys.length) return;
  const keys = throttleKeys.map(keyOf);
  await db.insert(authAttempts).values(keys.map((key) => ({ key })));
  // Forget what the window no longer needs.
  await db.delete(authAttempts).where(and(inArray(authAttempts.key, keys), lt(authAttempts.at, since())));
}

export async function clearFailures(db: Tx, ...keys: ThrottleKey[]) {
  if (!keys.length) return;
  await db.delete(authAttempts).where(inArray(authAttempts.key, keys.map(keyOf)));
}

/** Count of attempts in the window (for quotas that are not failures, e.g. reset mails per account). */
export async function recentCount(db: Tx, key: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(authAttempts)
    .where(and(eq(authAttempts.key, key), gt(authAttempts.at, since())));
  return row?.n ?? 0;
}
