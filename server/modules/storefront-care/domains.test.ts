import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsServer } from '../../../tests/setup/dns-server.ts';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { projects } from '../../db/schema/index.ts';
import { careShop } from './care.test.support.ts';
import { normaliseDomain } from './domains.names.ts';

let t: TestServer;
let dns: Awaited<ReturnType<typeof startDnsServer>>;
beforeAll(async () => {
  dns = await startDnsServer();
  t = await setupTestServer({ DNS_SERVERS: dns.address });
});
afterAll(() => dns.close());

describe('domain names', () => {
  it('normalises IDN to punycode and refuses IPs, URLs, bad labels and wildcards where not allowed', () => {
    const ok = (s: string, allowWildcard = false) => normaliseDomain(s, { allowWildcard });
    expect(ok(' Shop.Example.COM. ')).toEqual({ ok: true, domain: 'shop.example.com', wildcard: false });
    expect(ok('bücher.de')).toMatchObject({ ok: true, domain: 'xn--bcher-kva.de' });
    expect(ok('*.clients.example.com', true)).toMatchObject({ ok: true, domain: '*.clients.example.com' });
    for (const bad of [
      '*.example.com',
      '127.0.0.1',
      '::1',
      'https://shop.example.com',
      'shop.example.com/path',
      'localhost',
      '-bad.example.com',
      'a..b.com',
      'shop.example.123',
      `${'a'.repeat(64)}.com`,
      'sh op.com',
      'shop.*.com',
    ])
      expect(ok(bad).ok, bad).toBe(false);
  });
});

describe('custom domains', () => {
  it('a domain goes pending → verified against the DNS TXT record; the header link follows it', async () => {
    const s = await careShop(t);
    const add = await t.call('POST', `/v1/platform/domains?${s.q}`, { token: s.token, body: { domain: 'Shop.Acme-Prints.test' } });
    expect(add.status, JSON.stringify(add.body)).toBe(201);
    expect(add.body).toMatchObject({
      domain: 'shop.acme-prints.test',
      status: 'pending',
      kind: 'platform',
      verification: { type: 'TXT', name: '_shopfloor-verify.shop.acme-prints.test' },
    });
    expect(add.body.verification.value).toMatch(/^shopfloor-verify=/);
    expect(add.body.lastError).toMatch(/No TXT record/);
    // a wrong value does not verify
    dns.setTxt('_shopfloor-verify.shop.acme-prints.test', ['shopfloor-verify=someone-else']);
    expect((await t.call('POST', `/v1/platform/domains/shop.acme-prints.test/verify?${s.q}`, { token: s.token })).body.status).toBe(
      'pending',
    );
    dns.setTxt('_shopfloor-verify.shop.acme-prints.test', ['v=spf1 -all', add.body.verification.value]);
    const verified = await t.call('POST', `/v1/platform/domains/shop.acme-prints.test/verify?${s.q}`, { token: s.token });
    expect(verified.body).toMatchObject({ status: 'verified', lastError: null });
    expect(verified.body.verifiedAt).toBeTruthy();
    const [p] = await t.db.select().from(projects).where(eq(projects.id, s.project.id));
    expect(p!.customDomain).toBe('shop.acme-prints.test');
    const list = await t.call('GET', `/v1/platform/domains?${s.q}`, { token: s.token });
    expect(list.body.domains.map((d: { domain: string; status: string }) => [d.domain, d.status])).toEqual([
      ['shop.acme-prints.test', 'verified'],
    ]);
    // another project cannot add it (409); the owner removes it and the header link goes back to the default
    const other = await careShop(t, { name: 'Copycat' });
    const taken = await t.call('POST', `/v1/platform/domains?${other.q}`, {
      token: other.token,
      body: { domain: 'shop.acme-prints.test' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('DOMAIN_TAKEN');
    expect((await t.call('DELETE', `/v1/platform/domains/shop.acme-prints.test?${s.q}`, { token: s.token })).status).toBe(204);
    const [after] = await t.db.select().from(projects).where(eq(projects.id, s.project.id));
    expect(after!.customDomain).toBeNull();
    expect(
      (await t.call('POST', `/v1/platform/domains?${other.q}`, { token: other.token, body: { domain: 'shop.acme-prints.test' } })).status,
    ).toBe(201);
  });

  it('IDN domains are stored as punycode and verified on the punycode name', async () => {
    const s = await careShop(t);
    const add = await t.call('POST', `/v1/platform/domains?${s.q}`, { token: s.token, body: { domain: 'bücher-shop.test' } });
    expect(add.body).toMatchObject({ domain: 'xn--bcher-shop-9db.test', unicodeDomain: 'bücher-shop.test' });
    dns.setTxt(add.body.verification.name, [add.body.verification.value]);
    const v = await t.call('POST', `/v1/platform/domains/${encodeURIComponent('bücher-shop.test')}/verify?${s.q}`, { token: s.token });
    expect(v.body.status).toBe('verified');
  });

  it('a pending domain added by two projects: the first to verify wins, the other stays pending', async () => {
    const a = await careShop(t);
    const b = await careShop(t, { name: 'B' });
    const ra = await t.call('POST', `/v1/platform/domains?${a.q}`, { token: a.token, body: { domain: 'race.test' } });
    const rb = await t.call('POST', `/v1/platform/domains?${b.q}`, { token: b.token, body: { domain: 'race.test' } });
    expect(rb.status).toBe(201);
    dns.setTxt('_shopfloor-verify.race.test', [ra.body.verification.value, rb.body.verification.value]);
    expect((await t.call('POST', `/v1/platform/domains/race.test/verify?${a.q}`, { token: a.token })).body.status).toBe('verified');
    const lost = await t.call('POST', `/v1/platform/domains/race.test/verify?${b.q}`, { token: b.token });
    expect(lost.body).toMatchObject({ status: 'pending', lastError: 'This domain is already verified by another project.' });
  });

  it('bad input is 422; duplicates 409; unknown 404; client domains are separate and allow wildcards', async () => {
    const s = await careShop(t);
    for (const domain of ['10.0.0.1', 'http://x.com', '*.wild.test', '', 'nodot']) {
      const r = await t.call('POST', `/v1/platform/domains?${s.q}`, { token: s.token, body: { domain } });
      expect(r.status, domain).toBe(422);
      expect(r.body.errors.domain).toBeTruthy();
    }
    expect((await t.call('POST', `/v1/platform/domains?${s.q}`, { token: s.token, body: {} })).status).toBe(422);
    await t.call('POST', `/v1/platform/domains?${s.q}`, { token: s.token, body: { domain: 'dup.test' } });
    const dup = await t.call('POST', `/v1/platform/domains?${s.q}`, { token: s.token, body: { domain: 'DUP.test' } });
    expect(dup.status).toBe(409);
    expect((await t.call('DELETE', `/v1/platform/domains/nope.test?${s.q}`, { token: s.token })).status).toBe(404);
    const client = await t.call('POST', `/v1/platform/client/domains?${s.q}`, { token: s.token, body: { domain: '*.clients.dup.test' } });
    expect(client.status).toBe(201);
    expect(client.body).toMatchObject({ kind: 'client', verification: { name: '_shopfloor-verify.clients.dup.test' } });
    const clients = await t.call('GET', `/v1/platform/client/domains?${s.q}`, { token: s.token });
    expect(clients.body.domains.map((d: { domain: string }) => d.domain)).toEqual(['*.clients.dup.test']);
    const platform = await t.call('GET', `/v1/platform/domains?${s.q}`, { token: s.token });
    expect(platform.body.domains.map((d: { domain: string }) => d.domain)).toEqual(['dup.test']);
  });

  it("another project's member gets 404 and cannot touch the domain; a member without manage gets 403", async () => {
    const s = await careShop(t);
    const other = await careShop(t, { name: 'Other' });
    await t.call('POST', `/v1/platform/domains?${s.q}`, { token: s.token, body: { domain: 'mine.test' } });
    expect((await t.call('GET', `/v1/platform/domains?${s.q}`, { token: other.token })).status).toBe(404);
    expect((await t.call('DELETE', `/v1/platform/domains/mine.test?${s.q}`, { token: other.token })).status).toBe(404);
    expect((await t.call('DELETE', `/v1/platform/domains/mine.test?${other.q}`, { token: other.token })).status).toBe(404);
    const member = await t.createUser();
    await t.addMember(s.project.id, member.id);
    const mt = await t.tokenFor(member.id);
    expect((await t.call('GET', `/v1/platform/domains?${s.q}`, { token: mt })).status).toBe(200);
    expect((await t.call('POST', `/v1/platform/domains?${s.q}`, { token: mt, body: { domain: 'x.test' } })).status).toBe(403);
  });
});
