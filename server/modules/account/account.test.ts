import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
});

describe('sign in, token exchange, sign out', () => {
  it('signs in, issues a one-time code, exchanges it once for a JWT that authenticates /v1 calls', async () => {
    const user = await t.createUser();
    const session = await t.signIn(user);
    const me = await t.call('GET', '/omnis/v3/dashboard/user', { session });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(user.email);

    const code = await t.call('POST', '/omnis/v3/dashboard/user/token', { session });
    expect(code.status).toBe(200);
    const exchanged = await t.call('POST', '/v1/auth/token', { body: { type: 'authorization_code', code: code.body.token } });
    expect(exchanged.status).toBe(200);
    const [, payload] = exchanged.body.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims).toMatchObject({ sub: user.id, typ: 'access', aud: 'shopfloor-api' });
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(300);

    const again = await t.call('POST', '/v1/auth/token', { body: { type: 'authorization_code', code: code.body.token } });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('invalid_grant');
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const user = await t.createUser();
    const wrong = await t.call('POST', '/omnis/v3/dashboard/user/login', { body: { email: user.email, password: 'not the password' } });
    const unknown = await t.call('POST', '/omnis/v3/dashboard/user/login', {
      body: { email: 'nobody@example.com', password: 'not the password' },
    });
    expect(wrong.status).toBe(422);
    expect(unknown.status).toBe(422);
    expect({ ...wrong.body, requestId: 0 }).toEqual({ ...unknown.body, requestId: 0 });
  });

  it('refuses unsafe cookie requests without the CSRF token, and cross-site ones', async () => {
    const user = await t.createUser();
    const session = await t.signIn(user);
    const noCsrf = await t.call('POST', '/omnis/v3/dashboard/user/token', { headers: { cookie: session.cookie } });
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.body.code).toBe('CSRF_TOKEN_MISMATCH');
    const forged = await t.call('POST', '/omnis/v3/dashboard/user/token', { session, headers: { 'x-csrf-token': 'forged' } });
    expect(forged.status).toBe(403);
    const crossSite = await t.call('POST', '/omnis/v3/dashboard/user/token', { session, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
  });

  it('ends the session at logout', async () => {
    const user = await t.createUser();
    const session = await t.signIn(user);
    expect((await t.call('POST', '/omnis/v3/dashboard/user/logout', { session })).status).toBe(200);
    expect((await t.call('GET', '/omnis/v3/dashboard/user', { session })).status).toBe(401);
  });

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const user = await t.createUser();
    const res = await t.app.request('/omnis/v3/dashboard/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sf_session='))!;
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
  });
});
