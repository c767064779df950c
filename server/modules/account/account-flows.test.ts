import { eq } from 'drizzle-orm';
import { TOTP } from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Session, setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { oneTimeCodes, sessions, users } from '../../db/schema/index.ts';
import { PASSWORD_TOO_COMMON } from '../../lib/auth/password-policy.ts';

const U = '/omnis/v3/dashboard/user';
let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
});

/** The link in the last mail to `to`, as a URL. */
function linkFrom(to: string): URL {
  const mail = t.mailer.last(to);
  const url = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!url) throw new Error(`no link mailed to ${to}`);
  return new URL(url);
}

async function sessionFrom(res: { headers: Headers }): Promise<Session> {
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
  return { cookie: cookies.join('; '), csrf: cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.split('=')[1] ?? '' };
}

const totpFor = (secret: string, timestamp = Date.now()) => new TOTP({ secret, digits: 6, period: 30 }).generate({ timestamp });

describe('register and verify', () => {
  it('creates an account, mails a verification link that works once, then signs in', async () => {
    const email = `new-${Date.now()}@example.com`;
    const res = await t.call('POST', `${U}/create`, { body: { email, password: 'plum orchard sunrise' } });
    expect(res.status).toBe(201);
    expect(res.body.message).toMatch(/verify your email/);
    const link = linkFrom(email);
    expect(link.pathname).toBe('/account/login');
    const code = link.searchParams.get('verify')!;
    expect(Buffer.from(code, 'base64url').length).toBeGreaterThanOrEqual(16);

    const session = await t.signIn({ email, password: 'plum orchard sunrise' });
    expect((await t.call('GET', U, { session })).body.emailVerified).toBe(false);
    expect((await t.call('POST', `${U}/verify-email`, { body: { code } })).status).toBe(200);
    expect((await t.call('GET', U, { session })).body.emailVerified).toBe(true);
    const again = await t.call('POST', `${U}/verify-email`, { body: { code } });
    expect(again.status).toBe(422);
    expect(again.body.errors.code).toBeDefined();
  });

  it('answers the same for an address that already has an account, and mails its owner instead', async () => {
    const user = await t.createUser();
    const res = await t.call('POST', `${U}/create`, { body: { email: user.email, password: 'plum orchard sunrise' } });
    expect(res.status).toBe(201);
    expect(t.mailer.last(user.email)?.subject).toBe('You already have a Shopfloor account');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toBe(user.passwordHash);
  });

  it('refuses short and common passwords and unknown fields with 422 field errors', async () => {
    const short = await t.call('POST', `${U}/create`, { body: { email: 'x1@example.com', password: 'short' } });
    expect(short.status).toBe(422);
    expect(short.body.errors.password[0]).toMatch(/at least 8/);
    const common = await t.call('POST', `${U}/create`, { body: { email: 'x2@example.com', password: 'password1' } });
    expect(common.body.errors.password).toEqual([PASSWORD_TOO_COMMON]);
    const extra = await t.call('POST', `${U}/create`, { body: { email: 'x3@example.com', password: 'plum orchard', isAdmin: true } });
    expect(extra.status).toBe(422);
    expect(extra.body.errors.isAdmin).toBeDefined();
  });

  it('re-sends a verification mail to the signed-in user', async () => {
    const user = await t.createUser({ emailVerifiedAt: null });
    const session = await t.signIn(user);
    const res = await t.call('POST', `${U}/send-verification-email`, { session });
    expect(res.status).toBe(200);
    const code = linkFrom(user.email).searchParams.get('verify')!;
    expect((await t.call('POST', `${U}/verify-email`, { body: { code } })).status).toBe(200);
  });
});

describe('profile', () => {
  it('updates names, username and avatar; a new email must be verified again; a taken one is refused', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    const session = await t.signIn(user);
    const avatar = 'data:image/png;base64,iVBORw0KGgo=';
    const res = await t.call('PATCH', U, { session, body: { firstName: 'Ada', lastName: 'Lovelace', username: 'ada', avatar } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', username: 'ada', avatar });
    const taken = await t.call('PATCH', U, { session, body: { email: other.email.toUpperCase() } });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.email).toEqual(['This email address is already taken.']);
    const newEmail = `changed-${Date.now()}@example.com`;
    const changed = await t.call('PATCH', U, { session, body: { email: newEmail } });
    expect(changed.body).toMatchObject({ email: newEmail, emailVerified: false });
    expect(linkFrom(newEmail).searchParams.get('verify')).toBeTruthy();
    expect(t.mailer.last(user.email)?.subject).toBe('Your email address was changed');
    const bad = await t.call('PATCH', U, { session, body: { avatar: 'javascript:alert(1)' } });
    expect(bad.status).toBe(422);
  });
});

describe('forgot and reset password', () => {
  it('mails a reset link; the link is checked, used once, ends every session, and the new password works', async () => {
    const user = await t.createUser();
    const session = await t.signIn(user);
    const res = await t.call('POST', `${U}/forgot-password`, { body: { email: user.email } });
    expect(res.status).toBe(200);
    const link = linkFrom(user.email);
    expect(link.pathname).toBe('/account/reset-password');
    const token = link.searchParams.get('token')!;
    const check = await t.call('GET', `${U}/reset-password/${token}`);
    expect(check.status).toBe(200);
    expect(check.body.email).toBe(user.email);

    const mismatch = await t.call('POST', `${U}/reset-password`, {
      body: { token, email: user.email, password: 'new password here', password_confirmation: 'something else' },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.password_confirmation).toBeDefined();

    const body = { token, email: user.email, password: 'new password here', password_confirmation: 'new password here' };
    expect((await t.call('POST', `${U}/reset-password`, { body })).status).toBe(200);
    expect(t.mailer.last(user.email)?.subject).toBe('Your password was reset');
    expect((await t.call('GET', U, { session })).status).toBe(401);
    expect((await t.call('POST', `${U}/reset-password`, { body })).status).toBe(422);
    expect((await t.call('GET', `${U}/reset-password/${token}`)).status).toBe(404);
    await t.signIn({ email: user.email, password: 'new password here' });
  });

  it('an expired reset link is refused', async () => {
    const user = await t.createUser();
    await t.call('POST', `${U}/forgot-password`, { body: { email: user.email } });
    const token = linkFrom(user.email).searchParams.get('token')!;
    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(oneTimeCodes.userId, user.id));
    expect((await t.call('GET', `${U}/reset-password/${token}`)).status).toBe(404);
    const res = await t.call('POST', `${U}/reset-password`, {
      body: { token, email: user.email, password: 'new password here', password_confirmation: 'new password here' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.token).toBeDefined();
  });

  it('a newer reset link replaces the older one', async () => {
    const user = await t.createUser();
    await t.call('POST', `${U}/forgot-password`, { body: { email: user.email } });
    const first = linkFrom(user.email).searchParams.get('token')!;
    await t.call('POST', `${U}/forgot-password`, { body: { email: user.email } });
    const second = linkFrom(user.email).searchParams.get('token')!;
    expect(first).not.toBe(second);
    expect((await t.call('GET', `${U}/reset-password/${first}`)).status).toBe(404);
    expect((await t.call('GET', `${U}/reset-password/${second}`)).status).toBe(200);
  });
});

describe('set password', () => {
  it('mails a set-password link; finishing the account needs the EULA, sets the profile and signs in', async () => {
    const user = await t.createUser({ passwordHash: null, emailVerifiedAt: null });
    expect((await t.call('POST', `${U}/set-password-token`, { body: { email: user.email } })).status).toBe(200);
    const link = linkFrom(user.email);
    expect(link.pathname).toBe('/account/set-password');
    const token = link.searchParams.get('token')!;
    const base = {
      token,
      email: user.email,
      password: 'my own passphrase',
      password_confirmation: 'my own passphrase',
      firstName: 'Grace',
      lastName: 'Hopper',
    };
    const noEula = await t.call('POST', `${U}/set-password`, { body: { ...base, signedEula: false } });
    expect(noEula.status).toBe(422);
    expect(noEula.body.errors.signedEula).toBeDefined();
    const res = await t.call('POST', `${U}/set-password`, { body: { ...base, username: 'grace', signedEula: true } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', username: 'grace', emailVerified: true });
    const session = await sessionFrom(res);
    expect((await t.call('GET', U, { session })).status).toBe(200);
    expect((await t.call('POST', `${U}/set-password`, { body: { ...base, signedEula: true } })).status).toBe(422);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.signedEulaAt).toBeTruthy();
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = t.mailer.sent.length;
    const res = await t.call('POST', `${U}/set-password-token`, { body: { email: 'nobody-here@example.com' } });
    expect(res.status).toBe(200);
    expect(t.mailer.sent.length).toBe(before);
  });
});

describe('change and confirm password', () => {
  it('needs the current password; ends every other session and rotates this one', async () => {
    const user = await t.createUser();
    const a = await t.signIn(user);
    const b = await t.signIn(user);
    const wrong = await t.call('PATCH', `${U}/change-password`, {
      session: a,
      body: { current_password: 'nope nope nope', password: 'fresh passphrase', password_confirmation: 'fresh passphrase' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.current_password).toEqual(['The provided password is incorrect.']);
    const res = await t.call('PATCH', `${U}/change-password`, {
      session: a,
      body: { current_password: user.password, password: 'fresh passphrase', password_confirmation: 'fresh passphrase' },
    });
    expect(res.status).toBe(200);
    const rotated = await sessionFrom(res);
    expect(rotated.cookie).not.toBe(a.cookie);
    expect((await t.call('GET', U, { session: a })).status).toBe(401);
    expect((await t.call('GET', U, { session: b })).status).toBe(401);
    expect((await t.call('GET', U, { session: rotated })).status).toBe(200);
    expect(t.mailer.last(user.email)?.subject).toBe('Your password was changed');
  });

  it('confirm-password records the confirmation on the session', async () => {
    const user = await t.createUser();
    const session = await t.signIn(user);
    expect((await t.call('POST', `${U}/confirm-password`, { session, body: { password: 'wrong one!' } })).status).toBe(422);
    const res = await t.call('POST', `${U}/confirm-password`, { session, body: { password: user.password } });
    expect(res.status).toBe(200);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.some((r) => r.passwordConfirmedAt)).toBe(true);
  });
});

describe('two-factor authentication', () => {
  it('sets up TOTP, then sign-in asks for the code; a code works once', async () => {
    const user = await t.createUser();
    const session = await t.signIn(user);
    const secret = await t.call('GET', `${U}/2fa/secret`, { session });
    expect(secret.status).toBe(200);
    expect(secret.body.uri).toContain(`secret=${secret.body.secret}`);
    const wrong = await t.call('POST', `${U}/2fa/setup`, { session, body: { secret: secret.body.secret, one_time_password: '000000' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.one_time_password).toBeDefined();
    const stale = await t.call('POST', `${U}/2fa/setup`, {
      session,
      body: { secret: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', one_time_password: '123456' },
    });
    expect(stale.body.errors.secret).toBeDefined();
    // Use the previous step for setup so the current step is still fresh for the sign-in below.
    const setup = await t.call('POST', `${U}/2fa/setup`, {
      session,
      body: { secret: secret.body.secret, one_time_password: totpFor(secret.body.secret, Date.now() - 30_000) },
    });
    expect(setup.status).toBe(200);
    expect(setup.body.twoFactorEnabled).toBe(true);
    expect(t.mailer.last(user.email)?.subject).toBe('Two-factor authentication is on');

    const login = (one_time_password?: string) =>
      t.call('POST', `${U}/login`, {
        body: { email: user.email, password: user.password, ...(one_time_password ? { one_time_password } : {}) },
      });
    const asked = await login();
    expect(asked.status).toBe(422);
    expect(asked.body.code).toBe('ONE_TIME_PASSWORD_REQUIRED');
    expect(asked.body.errors.one_time_password).toEqual(['Enter the 6-digit code from your authenticator app.']);
    expect((await login('000000')).body.errors.one_time_password).toEqual(['The code is invalid or has already been used.']);
    const code = totpFor(secret.body.secret);
    expect((await login(code)).status).toBe(200);
    const replay = await login(code);
    expect(replay.status).toBe(422);
    expect(replay.body.code).toBe('INVALID_ONE_TIME_PASSWORD');

    // Replacing the authenticator needs the password confirmed in this session first.
    const next = await t.call('GET', `${U}/2fa/secret`, { session });
    const body = { secret: next.body.secret, one_time_password: totpFor(next.body.secret) };
    const unconfirmed = await t.call('POST', `${U}/2fa/setup`, { session, body });
    expect(unconfirmed.status).toBe(403);
    expect(unconfirmed.body.code).toBe('PASSWORD_CONFIRMATION_REQUIRED');
    expect((await t.call('POST', `${U}/confirm-password`, { session, body: { password: user.password } })).status).toBe(200);
    expect((await t.call('POST', `${U}/2fa/setup`, { session, body })).status).toBe(200);
  });
});
