import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz'; // Crockford base32, lower case

/**
 * Opaque, time-sortable ids: `<prefix>_<10 chars ms time><16 chars random>` (a ULID in lower case).
 * Sorting by id sorts by creation order, which keyset paging ("newest first") relies on: within one process,
 * ids made in the same millisecond are monotonic — the random part of the previous id plus one, as the ULID
 * spec's monotonic mode does. An earlier time (a seed writing history) gets a fresh random part.
 */
let lastTime = -1;
let lastRand = 0n;
const RAND_MAX = (1n << 80n) - 1n;

export function newId(prefix: string, now = Date.now()): string {
  const time = now;
  let rand: bigint;
  if (time === lastTime && lastRand < RAND_MAX) {
    rand = lastRand + 1n;
  } else {
    rand = BigInt(`0x${randomBytes(10).toString('hex')}`);
  }
  lastTime = time;
  lastRand = rand;
  let timePart = '';
  for (let i = 0, t = time; i < 10; i++, t = Math.floor(t / 32)) timePart = ALPHABET[t % 32] + timePart;
  let randPart = '';
  for (let i = 0, r = rand; i < 16; i++, r >>= 5n) randPart = ALPHABET[Number(r & 31n)] + randPart;
  return `${prefix}_${timePart}${randPart}`;
}

/** A random secret token with at least 128 bits of entropy (here 256), URL-safe. */
export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
