/** Throttling that can't be sidestepped with X-Forwarded-For and doesn't lock out a whole office. */
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { authAttempts, sessions } from '../../db/schema/index.ts';
import { parseTrustProxy, resolveClientIp } from './client-ip.ts';
import { ADDRESS_FREE_FAILURES, PAIR_FREE_FAILURES, recordFailure } from './throttle.ts';

const U = '/omnis/v3/dashboard/user';
let t: TestServer; // behind one trusted proxy hop
let direct: TestServer; // default configuration: no proxy trusted
beforeAll(async () => {
  t = await setupTestServer({ TRUST_PROXY: '1' });
  direct = await setupTestServer();
});

describe('client address', () => {
  it('trusts X-Forwarded-For only as configured (hop count or proxy addresses)', () => {
    const none = parseTrustProxy('');
    expect(resolveClientIp('127.0.0.1', '6.6.6.6', none)).toBe('127.0.0.1');
    expect(resolveClientIp('::ffff:127.0.0.1', '6.6.6.6', none)).toBe('127.0.0.1');
    const oneHop = parseTrustProxy('1');
    expect(resolveClientIp('10.0.0.2', '6.6.6.6, 203.0.113.7', oneHop)).toBe('203.0.113.7');
    expect(resolveClientIp('10.0.0.2', undefined, oneHop)).toBe('10.0.0.2');
    const listed = parseTrustProxy('10.0.0.2, 10.0.0.3');
    expect(resolveClientIp('10.0.0.2', '6.6.6.6, 203.0.113.7, 10.0.0.3', listed)).toBe('203.0.113.7');
    expect(resolveClientIp('198.51.100.1', '6.6.6.6', listed)).toBe('198.51.100.1');
  });

  it('a loopback peer sending varied X-Forwarded-For headers is still one address (real socket, default config)', async () => {
    const server = serve({ fetch: direct.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    const { port } = server.address() as { port: number };
    try {
      for (let i = 0; i < 3; i++) {
        const res = await fetch(`http://127.0.0.1:${port}${U}/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${i}.1` },
          body: JSON.stringify({ email: `nobody-${i}@example.com`, password: 'wrong password' }),
        });
        expect(res.status).toBe(422);
      }
      const rows = await direct.db.select().from(authAttempts).where(eq(authAttempts.key, 'login:ip:127.0.0.1'));
      expect(rows).toHaveLength(3);
      const user = await direct.createUser();
      const ok = await fetch(`http://127.0.0.1:${port}${U}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '6.6.6.6' },
        body: JSON.stringify({ email: user.email, password: user.password }),
      });
      expect(ok.status).toBe(200);
      const [session] = await direct.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(session?.ip).toBe('127.0.0.1');
    } finally {
      server.close();
    }
  });
});

describe('login limits (OWASP: per account+address, per account, higher per-address ceiling)', () => {
  it("a flood of wrong passwords for one account from an address doesn't block another account there", async () => {
    const victim = await t.createUser();
    const colleague = await t.createUser();
    const office = { 'x-forwarded-for': '10.20.0.1' };
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const r = await t.call('POST', `${U}/login`, { body: { email: victim.email, password: `wrong-${i}` }, headers: office });
      statuses.push(r.status);
    }
    expect(statuses.slice(0, PAIR_FREE_FAILURES).every((s) => s === 422)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const res = await t.call('POST', `${U}/login`, { body: { email: colleague.email, password: colleague.password }, headers: office });
    expect(res.status).toBe(200);
    // The victim can still sign in from elsewhere: the pair slowed down, the account's own budget is not spent.
    const home = await t.call('POST', `${U}/login`, {
      body: { email: victim.email, password: victim.password },
      headers: { 'x-forwarded-for': '10.20.0.2' },
    });
    expect(home.status).toBe(200);
  });

  it('an address spraying many accounts reaches its (higher) ceiling', async () => {
    const ip = '10.21.0.1';
    await recordFailure(
      t.db,
      Array.from({ length: ADDRESS_FREE_FAILURES }, () => `login:ip:${ip}`),
    );
    const user = await t.createUser();
    const res = await t.call('POST', `${U}/login`, {
      body: { email: user.email, password: user.password },
      headers: { 'x-forwarded-for': ip },
    });
    expect(res.status).toBe(429);
  });
});
