import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { shop } from './orders.test.support.ts';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
});

describe('GET/PATCH /v1/platform', () => {
  it("answers the project's storefront, made with defaults from the project name on first use", async () => {
    const s = await shop(t, { name: 'Café Élan' });
    expect(s.platform).toMatchObject({
      projectId: s.project.id,
      name: 'Café Élan',
      currency: 'EUR',
      timezone: 'UTC',
      taxIncluded: true,
      orderNumberPrefix: '#',
      supportEmail: null,
    });
    expect(s.platform.defaultDomain).toMatch(/^cafe-elan-[a-z0-9]{6}\.shopfloor\.shop$/);
    const again = await t.call('GET', `/v1/platform?${s.q}`, { token: s.token });
    expect(again.body.id).toBe(s.platform.id);
  });

  it('updates the settings; bad values are 422 with field errors; unknown fields are refused', async () => {
    const s = await shop(t);
    const ok = await t.call('PATCH', `/v1/platform?${s.q}`, {
      token: s.token,
      body: {
        name: 'Acme',
        currency: 'usd',
        timezone: 'Europe/Berlin',
        defaultDomain: 'Shop.Example.com',
        supportEmail: 'help@example.com',
        orderNumberPrefix: 'A-',
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      name: 'Acme',
      currency: 'USD',
      timezone: 'Europe/Berlin',
      defaultDomain: 'shop.example.com',
      orderNumberPrefix: 'A-',
    });
    const bad = await t.call('PATCH', `/v1/platform?${s.q}`, {
      token: s.token,
      body: { currency: 'EURO', timezone: 'Mars/Olympus', defaultDomain: 'not a host', supportEmail: 'nope', country: 'ZZ' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['country', 'currency', 'defaultDomain', 'supportEmail', 'timezone']);
    const unknown = await t.call('PATCH', `/v1/platform?${s.q}`, { token: s.token, body: { nextOrderNumber: 1 } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.nextOrderNumber).toBeDefined();
  });

  it('locks the currency once the storefront has orders (409), other settings still change', async () => {
    const s = await shop(t);
    expect((await s.createOrder()).status).toBe(201);
    const locked = await t.call('PATCH', `/v1/platform?${s.q}`, { token: s.token, body: { currency: 'USD' } });
    expect(locked.status).toBe(409);
    expect(locked.body.code).toBe('PLATFORM_CURRENCY_LOCKED');
    const same = await t.call('PATCH', `/v1/platform?${s.q}`, { token: s.token, body: { currency: 'EUR', name: 'Renamed' } });
    expect(same.status).toBe(200);
    expect(same.body.name).toBe('Renamed');
  });

  it('members may read but not change it; another project is 404', async () => {
    const s = await shop(t);
    const member = await t.createUser();
    await t.addMember(s.project.id, member.id, 'member');
    const mTok = await t.tokenFor(member.id);
    expect((await t.call('GET', `/v1/platform?${s.q}`, { token: mTok })).status).toBe(200);
    const denied = await t.call('PATCH', `/v1/platform?${s.q}`, { token: mTok, body: { name: 'x' } });
    expect(denied.status).toBe(403);
    expect(denied.body.permission).toBe('platform.platform.update');
    const other = await shop(t);
    expect((await t.call('GET', `/v1/platform?${s.q}`, { token: other.token })).status).toBe(404);
    expect((await t.call('PATCH', `/v1/platform?${s.q}`, { token: other.token, body: { name: 'x' } })).status).toBe(404);
    expect((await t.call('GET', '/v1/platform', { token: s.token })).status).toBe(422);
  });
});
