import { describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { SESSION_ABSOLUTE_MS } from './session.ts';

let t: TestServer;
const ready = setupTestServer().then((s) => {
  t = s;
});

const csrfCookieOf = (headers: Headers) => headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
const maxAgeOf = (cookie: string | undefined) => Number(/Max-Age=(\d+)/i.exec(cookie ?? '')?.[1] ?? Number.NaN);
const sessionOnly = (cookie: string) =>
  cookie
    .split('; ')
    .filter((c) => c.startsWith('sf_session='))
    .join('; ');

describe('CSRF token lifetime', () => {
  it('sets the CSRF cookie with the session cookie’s max-age at sign-in (it survives a browser relaunch)', async () => {
    await ready;
    const user = await t.createUser();
    const res = await t.app.request('/omnis/v3/dashboard/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    const session = res.headers.getSetCookie().find((c) => c.startsWith('sf_session='));
    expect(maxAgeOf(csrfCookieOf(res.headers))).toBe(SESSION_ABSOLUTE_MS / 1000);
    expect(maxAgeOf(csrfCookieOf(res.headers))).toBe(maxAgeOf(session));
  });

  it('re-issues the CSRF cookie on GET /dashboard/user when a valid session lacks it', async () => {
    await ready;
    const session = await t.signIn(await t.createUser());
    const withIt = await t.call('GET', '/omnis/v3/dashboard/user', { headers: { cookie: session.cookie } });
    expect(csrfCookieOf(withIt.headers)).toBeUndefined();
    const without = await t.call('GET', '/omnis/v3/dashboard/user', { headers: { cookie: sessionOnly(session.cookie) } });
    expect(without.status).toBe(200);
    const cookie = csrfCookieOf(without.headers);
    expect(cookie?.split(';')[0]).toBe(`XSRF-TOKEN=${session.csrf}`);
    const age = maxAgeOf(cookie);
    expect(age).toBeGreaterThan(SESSION_ABSOLUTE_MS / 1000 - 60);
    expect(age).toBeLessThanOrEqual(SESSION_ABSOLUTE_MS / 1000);
  });

  it('answers a token call without the CSRF header with 403 and the token to retry with', async () => {
    await ready;
    const session = await t.signIn(await t.createUser());
    const refused = await t.call('POST', '/omnis/v3/dashboard/user/token', { headers: { cookie: sessionOnly(session.cookie) } });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('CSRF_TOKEN_MISMATCH');
    const token = csrfCookieOf(refused.headers)?.split(';')[0]?.split('=')[1];
    expect(token).toBe(session.csrf);
    const retried = await t.call('POST', '/omnis/v3/dashboard/user/token', {
      headers: { cookie: sessionOnly(session.cookie), 'x-csrf-token': token as string },
    });
    expect(retried.status).toBe(200);
  });
});

describe('sign-in is never blocked by an old session’s CSRF', () => {
  it('signs in with a live session cookie and a stale or missing CSRF token', async () => {
    await ready;
    const user = await t.createUser();
    const old = await t.signIn(user);
    for (const csrf of [undefined, 'stale-token']) {
      const res = await t.call('POST', '/omnis/v3/dashboard/user/login', {
        body: { email: user.email, password: user.password },
        headers: { cookie: sessionOnly(old.cookie), 'sec-fetch-site': 'same-origin', ...(csrf ? { 'x-csrf-token': csrf } : {}) },
      });
      expect(res.status).toBe(200);
    }
  });

  it('refuses login CSRF: a sign-in posted from another origin', async () => {
    await ready;
    const user = await t.createUser();
    const body = { email: user.email, password: user.password };
    const attempts: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
    ];
    for (const headers of attempts) {
      const res = await t.call('POST', '/omnis/v3/dashboard/user/login', { body, headers });
      expect(res.status).toBe(403);
      expect(res.headers.getSetCookie().some((c) => c.startsWith('sf_session='))).toBe(false);
    }
    const sameOrigin = await t.call('POST', '/omnis/v3/dashboard/user/login', { body, headers: { origin: 'http://localhost' } });
    expect(sameOrigin.status).toBe(200);
  });
});
