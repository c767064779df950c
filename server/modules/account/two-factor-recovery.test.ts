/** Recovery codes, turning two-factor off, and TOTP secrets encrypted at rest. */
import { eq } from 'drizzle-orm';
import { TOTP } from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { parseConfig } from '../../config.ts';
import { sealPlaintextTotpSecrets } from '../../db/totp-secrets.ts';
import { recoveryCodes, users } from '../../db/schema/index.ts';
import { newTotpSecret, openTotpSecret, RECOVERY_CODE_COUNT, sealTotpSecret, totpEncryptionKey, totpKeyOf } from '../../lib/auth/totp.ts';

const U = '/omnis/v3/dashboard/user';
let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
});

const totpFor = (secret: string, timestamp = Date.now()) => new TOTP({ secret, digits: 6, period: 30 }).generate({ timestamp });

/** A signed-in user with two-factor on (set up with the previous step, so the current one is still fresh). */
async function withTwoFactor() {
  const user = await t.createUser();
  const session = await t.signIn(user);
  const secret = (await t.call('GET', `${U}/2fa/secret`, { session })).body.secret as string;
  const setup = await t.call('POST', `${U}/2fa/setup`, {
    session,
    body: { secret, one_time_password: totpFor(secret, Date.now() - 30_000) },
  });
  expect(setup.status).toBe(200);
  return { user, session, secret, codes: setup.body.recoveryCodes as string[] };
}

const login = (user: { email: string; password: string }, one_time_password?: string) =>
  t.call('POST', `${U}/login`, {
    body: { email: user.email, password: user.password, ...(one_time_password ? { one_time_password } : {}) },
  });

describe('recovery codes', () => {
  it('are shown once at setup, stored hashed, and each works once at sign-in in place of the code', async () => {
    const { user, codes } = await withTwoFactor();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const c of codes) expect(c).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/);
    const stored = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    for (const row of stored) expect(codes.map((c) => c.replaceAll('-', ''))).not.toContain(row.codeHash);

    expect((await login(user, codes[0]!.toLowerCase().replaceAll('-', ' '))).status).toBe(200);
    const again = await login(user, codes[0]);
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('INVALID_ONE_TIME_PASSWORD');
    const session = await t.signIn({ email: user.email, password: user.password }).catch(() => null);
    expect(session).toBeNull(); // a password alone is not enough
    const status = await t.call('GET', `${U}/2fa/recovery-codes`, { session: await sessionWith(user, codes[1]!) });
    expect(status.body).toMatchObject({ total: RECOVERY_CODE_COUNT, remaining: RECOVERY_CODE_COUNT - 2 });
  });

  it('regenerating needs the password confirmed, shows new codes once, and the old ones stop working', async () => {
    const { user, session, codes } = await withTwoFactor();
    const refused = await t.call('POST', `${U}/2fa/recovery-codes`, { session });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('PASSWORD_CONFIRMATION_REQUIRED');
    expect((await t.call('POST', `${U}/confirm-password`, { session, body: { password: user.password } })).status).toBe(200);
    const fresh = await t.call('POST', `${U}/2fa/recovery-codes`, { session });
    expect(fresh.status).toBe(200);
    expect(fresh.body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(fresh.body.recoveryCodes).not.toContain(codes[0]);
    expect((await login(user, codes[0])).status).toBe(422);
    expect((await login(user, fresh.body.recoveryCodes[0])).status).toBe(200);
  });

  it('without two-factor on: regenerating and disabling answer 409', async () => {
    const user = await t.createUser();
    const session = await t.signIn(user);
    expect((await t.call('POST', `${U}/2fa/recovery-codes`, { session })).status).toBe(409);
    expect(
      (await t.call('POST', `${U}/2fa/disable`, { session, body: { password: user.password, one_time_password: '123456' } })).status,
    ).toBe(409);
  });
});

async function sessionWith(user: { email: string; password: string }, code: string) {
  const res = await login(user, code);
  expect(res.status).toBe(200);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
  return { cookie: cookies.join('; '), csrf: cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.split('=')[1] ?? '' };
}

describe('turning two-factor off', () => {
  it('needs the password and a current code; then sign-in needs the password only', async () => {
    const { user, session, secret } = await withTwoFactor();
    const noPassword = await t.call('POST', `${U}/2fa/disable`, {
      session,
      body: { password: 'wrong', one_time_password: totpFor(secret) },
    });
    expect(noPassword.status).toBe(422);
    expect(noPassword.body.errors.password).toBeDefined();
    const noCode = await t.call('POST', `${U}/2fa/disable`, { session, body: { password: user.password, one_time_password: '000000' } });
    expect(noCode.status).toBe(422);
    expect(noCode.body.errors.one_time_password).toBeDefined();
    const off = await t.call('POST', `${U}/2fa/disable`, {
      session,
      body: { password: user.password, one_time_password: totpFor(secret) },
    });
    expect(off.status).toBe(200);
    expect(off.body.twoFactorEnabled).toBe(false);
    expect(t.mailer.last(user.email)?.subject).toBe('Two-factor authentication is off');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null });
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);
    expect((await login(user)).status).toBe(200);
  });

  it('accepts a recovery code instead of the app code (a lost phone)', async () => {
    const { user, session, codes } = await withTwoFactor();
    const off = await t.call('POST', `${U}/2fa/disable`, { session, body: { password: user.password, one_time_password: codes[3] } });
    expect(off.status).toBe(200);
    expect(off.body.twoFactorEnabled).toBe(false);
  });
});

describe('TOTP secrets at rest', () => {
  it('are stored AES-256-GCM encrypted (pending and active), never as the base32 secret', async () => {
    const { user, secret } = await withTwoFactor();
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.totpSecret).toMatch(/^v1:/);
    expect(row!.totpSecret).not.toContain(secret);
    expect(openTotpSecret(totpKeyOf(t), row!.totpSecret!)).toBe(secret);
    const session = await sessionWith(user, totpFor(secret));
    const pending = await t.call('GET', `${U}/2fa/secret`, { session });
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after!.totpPendingSecret).toMatch(/^v1:/);
    expect(openTotpSecret(totpKeyOf(t), after!.totpPendingSecret!)).toBe(pending.body.secret);
  });

  it('existing plaintext secrets are migrated at boot and keep working', async () => {
    const user = await t.createUser();
    const secret = newTotpSecret();
    await t.db.update(users).set({ totpSecret: secret, totpEnabledAt: new Date().toISOString() }).where(eq(users.id, user.id));
    expect(await sealPlaintextTotpSecrets(t.db, totpKeyOf(t))).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.totpSecret).toMatch(/^v1:/);
    expect(await sealPlaintextTotpSecrets(t.db, totpKeyOf(t))).toBe(0);
    expect((await login(user, totpFor(secret))).status).toBe(200);
  });

  it('the key comes from TOTP_ENCRYPTION_KEY when set (32 bytes), else from the app secret; tampering is detected', () => {
    const hex = 'ab'.repeat(32);
    expect(parseConfig({ TOTP_ENCRYPTION_KEY: hex }).TOTP_ENCRYPTION_KEY).toBe(hex);
    expect(() => parseConfig({ TOTP_ENCRYPTION_KEY: 'too-short' })).toThrow(/TOTP_ENCRYPTION_KEY/);
    const configured = totpEncryptionKey(hex, Buffer.from('app secret'));
    const derived = totpEncryptionKey(undefined, Buffer.from('app secret'));
    expect(configured.equals(Buffer.from(hex, 'hex'))).toBe(true);
    expect(derived).toHaveLength(32);
    const sealed = sealTotpSecret(configured, 'JBSWY3DPEHPK3PXP');
    expect(openTotpSecret(configured, sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => openTotpSecret(derived, sealed)).toThrow();
    // Change the next-to-last character (always significant bits) to another letter: never a no-op.
    const i = sealed.length - 2;
    const tampered = `${sealed.slice(0, i)}${sealed[i] === 'A' ? 'B' : 'A'}${sealed.slice(i + 1)}`;
    expect(() => openTotpSecret(configured, tampered)).toThrow();
  });
});
