import { describe, expect, it } from 'vitest';
import { hashPassword, passwordHashConcurrency, passwordHashParams, verifyPassword } from './password.ts';
import { PASSWORD_IS_EMAIL, PASSWORD_TOO_COMMON, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT, passwordProblem } from './password-policy.ts';

describe('password policy', () => {
  it('needs at least 8 characters, counted in code points', () => {
    expect(passwordProblem('short12')).toBe(PASSWORD_TOO_SHORT);
    expect(passwordProblem('😀😀😀😀😀😀😀')).toBe(PASSWORD_TOO_SHORT);
    expect(passwordProblem('quiet lantern')).toBeNull();
  });

  it('allows 64 characters and more, with no composition rules', () => {
    expect(passwordProblem(`${'a'.repeat(20)} lowercase words only and spaces are fine here ok`)).toBeNull();
    expect(passwordProblem('x'.repeat(64))).toBeNull();
    expect(passwordProblem('y'.repeat(128))).toBeNull();
    expect(passwordProblem('z'.repeat(129))).toBe(PASSWORD_TOO_LONG);
  });

  it('refuses the most common passwords, whatever the case', () => {
    for (const p of ['password', 'PASSWORD', '12345678', 'iloveyou', 'qwertyuiop', 'baseball'])
      expect(passwordProblem(p)).toBe(PASSWORD_TOO_COMMON);
  });

  it('refuses the email address as password', () => {
    expect(passwordProblem('Someone@Example.com', { email: 'someone@example.com' })).toBe(PASSWORD_IS_EMAIL);
  });
});

describe('password hashing', () => {
  it('uses Argon2id with m = 19 MiB, t = 2, p = 1', async () => {
    expect(passwordHashParams).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    const h = await hashPassword('quiet lantern');
    expect(h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('does not truncate: a 100-character password differs from its first 72 characters', async () => {
    const long = `${'a'.repeat(72)}${'b'.repeat(28)}`;
    const h = await hashPassword(long);
    expect(await verifyPassword(h, long)).toBe(true);
    expect(await verifyPassword(h, 'a'.repeat(72))).toBe(false);
  });

  it('caps concurrent hashes', async () => {
    expect(passwordHashConcurrency).toBeGreaterThan(0);
    expect(passwordHashConcurrency).toBeLessThanOrEqual(8);
    const results = await Promise.all(Array.from({ length: passwordHashConcurrency * 2 }, (_, i) => hashPassword(`pw-${i}-long-enough`)));
    expect(new Set(results).size).toBe(passwordHashConcurrency * 2);
  });

  it('unknown accounts verify against a dummy hash and fail', async () => {
    expect(await verifyPassword(null, 'anything')).toBe(false);
  });
});
