/** Short keyed signatures for tokens that travel through a browser (connect states, provider codes). */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** A base64url HMAC-SHA256 of `data` under `secret`, bound to `purpose` (32 characters). */
export function hmac(secret: Buffer | string, purpose: string, data: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${data}`).digest('base64url').slice(0, 32);
}

/** Constant-time comparison of a given signature with the expected one. */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
