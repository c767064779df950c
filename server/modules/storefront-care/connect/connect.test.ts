import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../../tests/setup/server.ts';
import { careShop } from '../care.test.support.ts';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
});

const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

async function authorize(s: Awaited<ReturnType<typeof careShop>>) {
  const r = await t.call('GET', `/v1/platform/payment/stripe/authorize?${s.q}`, { token: s.token });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as { url: string; state: string };
}

describe('card-payment connection (test provider)', () => {
  it('round-trips authorize → consent page → callback → connected; the state is single-use; deauthorize disconnects', async () => {
    const s = await careShop(t);
    expect((await t.call('GET', `/v1/platform/payment/stripe?${s.q}`, { token: s.token })).body).toMatchObject({
      connected: false,
      provider: 'test',
      accountId: null,
    });
    const { url, state } = await authorize(s);
    expect(url).toContain('http://localhost:8080/v1/platform/payment/test-provider/authorize?');
    expect(new URL(url).searchParams.get('redirect_uri')).toBe('http://localhost:8080/v1/platform/payment/stripe/callback');
    const page = await t.call('GET', pathOf(url));
    expect(page.status).toBe(200);
    expect(page.body).toContain('Connect account');
    const consent = new URL(url).searchParams;
    const allow = await t.call(
      'GET',
      `/v1/platform/payment/test-provider/decision?${new URLSearchParams({ state, redirect_uri: consent.get('redirect_uri')!, allow: '1' })}`,
    );
    expect(allow.status).toBe(302);
    const callback = allow.headers.get('location')!;
    expect(callback).toMatch(/^http:\/\/localhost:8080\/v1\/platform\/payment\/stripe\/callback\?code=/);
    const done = await t.call('GET', pathOf(callback));
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe(
      `http://localhost:8080/m/storefront/payments?project=${encodeURIComponent(s.project.id)}&connect=connected`,
    );
    const status = await t.call('GET', `/v1/platform/payment/stripe?${s.q}`, { token: s.token });
    expect(status.body).toMatchObject({ connected: true, provider: 'test', chargesEnabled: true, livemode: false });
    expect(status.body.accountId).toMatch(/^acct_test_/);
    expect(status.body.connectedAt).toBeTruthy();
    // the same state again (a replayed redirect) connects nothing
    const replay = await t.call('GET', pathOf(callback));
    expect(replay.headers.get('location')).toContain('connect=failed');
    // a tampered state or code is refused
    const tampered = callback.replace(/state=[^&]+/, `state=${encodeURIComponent(`${s.project.id}.x.y`)}`);
    expect((await t.call('GET', pathOf(tampered))).headers.get('location')).toContain('connect=failed');
    const fresh = await authorize(s);
    const badCode = await t.call(
      'GET',
      `/v1/platform/payment/stripe/callback?${new URLSearchParams({ state: fresh.state, code: 'acct_test_x.9999999999999.forged' })}`,
    );
    expect(badCode.headers.get('location')).toContain('connect=failed');

    const off = await t.call('DELETE', `/v1/platform/payment/stripe/deauthorize?${s.q}`, { token: s.token });
    expect(off.status).toBe(200);
    expect(off.body.connected).toBe(false);
    expect((await t.call('GET', `/v1/platform/payment/stripe?${s.q}`, { token: s.token })).body.connected).toBe(false);
    expect((await t.call('DELETE', `/v1/platform/payment/stripe/deauthorize?${s.q}`, { token: s.token })).status).toBe(409);
  });

  it('declining at the provider connects nothing and uses up the state', async () => {
    const s = await careShop(t);
    const { url, state } = await authorize(s);
    const redirect = new URL(url).searchParams.get('redirect_uri')!;
    const deny = await t.call(
      'GET',
      `/v1/platform/payment/test-provider/decision?${new URLSearchParams({ state, redirect_uri: redirect, allow: '0' })}`,
    );
    const back = await t.call('GET', pathOf(deny.headers.get('location')!));
    expect(back.headers.get('location')).toContain('connect=cancelled');
    expect((await t.call('GET', `/v1/platform/payment/stripe?${s.q}`, { token: s.token })).body.connected).toBe(false);
  });

  it('the consent page only redirects to our callback; other projects get 404; members without manage 403', async () => {
    const s = await careShop(t);
    const other = await careShop(t, { name: 'Other' });
    const evil = await t.call(
      'GET',
      `/v1/platform/payment/test-provider/decision?${new URLSearchParams({ state: 'x', redirect_uri: 'https://evil.example/cb', allow: '1' })}`,
    );
    expect(evil.status).toBe(422);
    expect((await t.call('GET', `/v1/platform/payment/stripe?${s.q}`, { token: other.token })).status).toBe(404);
    expect((await t.call('GET', `/v1/platform/payment/stripe/authorize?${s.q}`, { token: other.token })).status).toBe(404);
    expect((await t.call('DELETE', `/v1/platform/payment/stripe/deauthorize?${s.q}`, { token: other.token })).status).toBe(404);
    const member = await t.createUser();
    await t.addMember(s.project.id, member.id);
    const mt = await t.tokenFor(member.id);
    expect((await t.call('GET', `/v1/platform/payment/stripe?${s.q}`, { token: mt })).status).toBe(200);
    expect((await t.call('GET', `/v1/platform/payment/stripe/authorize?${s.q}`, { token: mt })).status).toBe(403);
  });
});
