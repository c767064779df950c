import { SignJWT } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from './jwt.ts';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('verified bearer tokens are remembered only until they expire', () => {
  it('accepts a token while valid, and refuses the same (already verified) token once it has expired', async () => {
    const user = await t.createUser();
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'EdDSA', kid: t.keys.jwt.kid })
      .setSubject(user.id)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuer(TOKEN_ISSUER)
      .setIssuedAt(now)
      .setExpirationTime(now + 30)
      .sign(t.keys.jwt.privateKey);
    expect((await t.call('GET', '/v1/projects', { token })).status).toBe(200);
    expect((await t.call('GET', '/v1/projects', { token })).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((now + 31) * 1000);
    expect((await t.call('GET', '/v1/projects', { token })).status).toBe(401);
  });

  it('does not remember a failure: a token with a broken signature stays refused, a good one is accepted', async () => {
    const user = await t.createUser();
    const good = await t.tokenFor(user.id);
    const [h, p, s] = good.split('.') as [string, string, string];
    const broken = `${h}.${p}.${s.slice(0, -2)}${s.at(-2) === 'A' ? 'B' : 'A'}${s.at(-1)}`;
    expect((await t.call('GET', '/v1/projects', { token: broken })).status).toBe(401);
    expect((await t.call('GET', '/v1/projects', { token: broken })).status).toBe(401);
    expect((await t.call('GET', '/v1/projects', { token: good })).status).toBe(200);
  });
});
