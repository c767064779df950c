/**
 * TOTP (RFC 6238 on HOTP, RFC 4226): 30 s steps, 6 digits, SHA-1 (what authenticator apps use), a window
 * of ±1 step for clock drift, and a code works once: the accepted step must be later than the last one.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';

export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;
export const TOTP_WINDOW = 1;
export const TOTP_ISSUER = 'Shopfloor';

const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(buf: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of buf) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += B32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += B32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(s: string): Buffer {
  const clean = s.replace(/[\s=-]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const idx = B32.indexOf(ch);
    if (idx < 0) throw new Error('invalid base32');
    value = (value << 5) | idx;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new 160-bit secret (RFC 4226 recommends 160), base32 for authenticator apps. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS, algorithm: 'sha1' | 'sha256' | 'sha512' = 'sha1'): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(msg).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const bin = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(bin % 10 ** digits).padStart(digits, '0');
}

export const stepAt = (unixSeconds: number, period = TOTP_PERIOD_S) => Math.floor(unixSeconds / period);

export function totp(key: Buffer, unixSeconds: number, opts: { digits?: number; algorithm?: 'sha1' | 'sha256' | 'sha512' } = {}) {
  return hotp(key, stepAt(unixSeconds), opts.digits, opts.algorithm);
}

/**
 * Check a code against a base32 secret. Returns the matched step (store it as `totpLastStep`), or null when
 * the code is wrong, outside the window, or not newer than `lastStep` (a replay).
 */
export function verifyTotp(secretB32: string, code: string, lastStep: number | null, nowMs = Date.now()): number | null {
  const given = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(given)) return null;
  const key = base32Decode(secretB32);
  const now = stepAt(nowMs / 1000);
  for (let d = -TOTP_WINDOW; d <= TOTP_WINDOW; d++) {
    const step = now + d;
    if (lastStep !== null && step <= lastStep) continue;
    if (hotp(key, step) === given) return step;
  }
  return null;
}

export function otpauthUri(secretB32: string, account: string): string {
  const label = encodeURIComponent(`${TOTP_ISSUER}:${account}`);
  const params = new URLSearchParams({
    secret: secretB32,
    issuer: TOTP_ISSUER,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_S),
  });
  return `otpauth://totp/${label}?${params}`;
}

// --- Secrets at rest (AES-256-GCM) ---------------------------------------------------------------------------

const SEALED_PREFIX = 'v1:';

/** The 32-byte key: TOTP_ENCRYPTION_KEY (base64/base64url/hex of 32 bytes), else derived from the app secret. */
export function totpEncryptionKey(configured: string | undefined, appSecret: Buffer): Buffer {
  if (configured) {
    const raw = /^[0-9a-f]{64}$/i.test(configured) ? Buffer.from(configured, 'hex') : Buffer.from(configured, 'base64url');
    if (raw.length !== 32) throw new Error('TOTP_ENCRYPTION_KEY must be 32 bytes (64 hex characters or 43 base64 characters).');
    return raw;
  }
  return Buffer.from(hkdfSync('sha256', appSecret, 'shopfloor', 'totp-secret-encryption-v1', 32));
}

export const isSealed = (stored: string) => stored.startsWith(SEALED_PREFIX);

/** Encrypt a base32 secret: `v1:` + base64url(iv ‖ tag ‖ ciphertext). */
export function sealTotpSecret(key: Buffer, secretB32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ct = Buffer.concat([cipher.update(secretB32, 'utf8'), cipher.final()]);
  return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), ct]).toString('base64url');
}

/** Decrypt a stored secret; a legacy plaintext value (not yet migrated) is returned as it is. */
export function openTotpSecret(key: Buffer, stored: string): string {
  if (!isSealed(stored)) return stored;
  const raw = Buffer.from(stored.slice(SEALED_PREFIX.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

// --- Recovery codes --------------------------------------------------------------------------------------------

export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'; // 32 symbols, no 0/O/1/I

/** Ten codes of 16 symbols (80 bits each), shown as `XXXX-XXXX-XXXX-XXXX`. */
export function newRecoveryCodes(n = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: n }, () => {
    const bytes = randomBytes(16);
    const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b & 31]).join('');
    return chars.match(/.{4}/g)!.join('-');
  });
}

export const normaliseRecoveryCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');
export const looksLikeRecoveryCode = (code: string) => /^[2-9A-HJ-NP-Z]{16}$/.test(normaliseRecoveryCode(code));

/** Stored form: SHA-256 (80 random bits need no slow hash). */
export const hashRecoveryCode = (code: string) => createHash('sha256').update(normaliseRecoveryCode(code)).digest('base64url');

const keyCache = new WeakMap<object, Buffer>();

/** The TOTP encryption key for an app's dependencies (computed once). */
export function totpKeyOf(deps: { config: { TOTP_ENCRYPTION_KEY?: string }; keys: { appSecret: Buffer } }): Buffer {
  let key = keyCache.get(deps.keys);
  if (!key) {
    key = totpEncryptionKey(deps.config.TOTP_ENCRYPTION_KEY, deps.keys.appSecret);
    keyCache.set(deps.keys, key);
  }
  return key;
}
