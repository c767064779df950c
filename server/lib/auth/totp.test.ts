import { TOTP as OtpAuthTotp } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, newTotpSecret, otpauthUri, stepAt, totp, verifyTotp } from './totp.ts';

// RFC 6238 Appendix B: seeds are the ASCII strings below; 8 digits.
const SEED = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};
const VECTORS: [number, string, 'sha1' | 'sha256' | 'sha512'][] = [
  [59, '94287082', 'sha1'],
  [59, '46119246', 'sha256'],
  [59, '90693936', 'sha512'],
  [1111111109, '07081804', 'sha1'],
  [1111111109, '68084774', 'sha256'],
  [1111111109, '25091201', 'sha512'],
  [1111111111, '14050471', 'sha1'],
  [1111111111, '67062674', 'sha256'],
  [1111111111, '99943326', 'sha512'],
  [1234567890, '89005924', 'sha1'],
  [1234567890, '91819424', 'sha256'],
  [1234567890, '93441116', 'sha512'],
  [2000000000, '69279037', 'sha1'],
  [2000000000, '90698825', 'sha256'],
  [2000000000, '38618901', 'sha512'],
  [20000000000, '65353130', 'sha1'],
  [20000000000, '77737706', 'sha256'],
  [20000000000, '47863826', 'sha512'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('appendix B: T=%i → %s (%s)', (time, expected, algorithm) => {
    expect(totp(SEED[algorithm], time, { digits: 8, algorithm })).toBe(expected);
  });

  it('RFC 4226 appendix D HOTP values', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    for (const [counter, code] of expected.entries()) expect(hotp(SEED.sha1, counter)).toBe(code);
  });

  it('agrees with a standard authenticator implementation (otpauth)', () => {
    const secret = newTotpSecret();
    const now = Date.now();
    const reference = new OtpAuthTotp({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: now });
    expect(totp(base32Decode(secret), now / 1000)).toBe(reference);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
  });

  it('accepts ±1 step, refuses 2 steps away', () => {
    const secret = newTotpSecret();
    const key = base32Decode(secret);
    const now = 1_700_000_000_000;
    const step = stepAt(now / 1000);
    for (const d of [-1, 0, 1]) expect(verifyTotp(secret, hotp(key, step + d), null, now)).toBe(step + d);
    for (const d of [-2, 2]) expect(verifyTotp(secret, hotp(key, step + d), null, now)).toBeNull();
  });

  it('a code works once: a step not newer than the last accepted one is refused (replay)', () => {
    const secret = newTotpSecret();
    const key = base32Decode(secret);
    const now = 1_700_000_000_000;
    const step = stepAt(now / 1000);
    const code = hotp(key, step);
    expect(verifyTotp(secret, code, step - 1, now)).toBe(step);
    expect(verifyTotp(secret, code, step, now)).toBeNull();
  });

  it('refuses malformed codes and builds an otpauth URI', () => {
    const secret = newTotpSecret();
    expect(verifyTotp(secret, 'abcdef', null)).toBeNull();
    expect(verifyTotp(secret, '12345', null)).toBeNull();
    expect(otpauthUri(secret, 'a@b.c')).toMatch(/^otpauth:\/\/totp\/Shopfloor%3Aa%40b\.c\?secret=[A-Z2-7]+&issuer=Shopfloor/);
    expect(base32Decode(secret).length).toBe(20);
  });
});
