import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { careShop } from './care.test.support.ts';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
});

describe('storefront terms', () => {
  it('a posted version is sanitised, numbered and becomes the active terms every member must accept', async () => {
    const s = await careShop(t);
    const member = await t.createUser({ password: 'correct horse battery' });
    await t.addMember(s.project.id, member.id);
    const mt = await t.tokenFor(member.id);
    const platformTerms = (await t.call('GET', '/omnis/v3/platform/active-terms')).body;
    // before: the platform's terms, also when naming the project
    expect((await t.call('GET', `/omnis/v3/platform/active-terms?${s.q}`, { token: mt })).body.id).toBe(platformTerms.id);

    const v1 = await t.call('POST', `${s.base}/terms?${s.q}`, {
      token: s.token,
      body: {
        title: 'Shop terms',
        content: '<h2>Returns</h2><p onclick="x()">30 days <script>alert(1)</script><a href="javascript:evil()">x</a></p>',
      },
    });
    expect(v1.status, JSON.stringify(v1.body)).toBe(201);
    expect(v1.body).toMatchObject({ version: '1', title: 'Shop terms', active: true });
    expect(v1.body.content).toBe('<h2>Returns</h2><p>30 days <a rel="noopener noreferrer" target="_blank">x</a></p>');
    const v2 = await t.call('POST', `${s.base}/terms?${s.q}`, {
      token: s.token,
      body: { title: 'Shop terms', content: '<p>Version two</p>' },
    });
    expect(v2.body.version).toBe('2');

    const active = await t.call('GET', `/omnis/v3/platform/active-terms?${s.q}`, { token: mt });
    expect(active.body).toMatchObject({ id: v2.body.id, version: '2', title: 'Shop terms', content: '<p>Version two</p>' });
    // strangers and anonymous callers still get the platform's terms
    expect((await t.call('GET', `/omnis/v3/platform/active-terms?${s.q}`)).body.id).toBe(platformTerms.id);
    const stranger = await t.tokenFor((await t.createUser()).id);
    expect((await t.call('GET', `/omnis/v3/platform/active-terms?${s.q}`, { token: stranger })).body.id).toBe(platformTerms.id);

    const session = await t.signIn(member);
    const before = await t.call('GET', '/omnis/v3/dashboard/user', { session });
    expect(before.body.signedPlatformTermsLogs).not.toContainEqual({ id: v2.body.id, version: '2' });
    const signed = await t.call('POST', `/omnis/v3/platform/active-terms?${s.q}`, { token: mt, body: { termsId: v2.body.id } });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body).toEqual({ id: v2.body.id, version: '2' });
    const after = await t.call('GET', '/omnis/v3/dashboard/user', { session });
    expect(after.body.signedPlatformTermsLogs).toContainEqual({ id: v2.body.id, version: '2' });
    // a stranger cannot sign another project's terms
    const foreign = await t.call('POST', `/omnis/v3/platform/active-terms`, { token: stranger, body: { termsId: v2.body.id } });
    expect(foreign.status).toBe(422);

    // the publisher accepted what they published
    const owner = await t.call('GET', '/omnis/v3/dashboard/user', { session: await t.signIn(s.owner) });
    expect(owner.body.signedPlatformTermsLogs).toContainEqual({ id: v2.body.id, version: '2' });
    const list = await t.call('GET', `${s.base}/terms?${s.q}`, { token: mt });
    expect(list.body.terms.map((x: { version: string; active: boolean }) => [x.version, x.active])).toEqual([
      ['2', true],
      ['1', false],
    ]);
  });

  it('422 on bad input, 403 for a member without platform.terms.manage, 404 for another project', async () => {
    const s = await careShop(t);
    const other = await careShop(t, { name: 'Other' });
    for (const body of [
      {},
      { title: '', content: '<p>x</p>' },
      { title: 'T', content: '<script>only()</script>' },
      { title: 'T', content: 'x', extra: 1 },
    ]) {
      expect((await t.call('POST', `${s.base}/terms?${s.q}`, { token: s.token, body })).status, JSON.stringify(body)).toBe(422);
    }
    expect((await t.call('GET', `${s.base}/terms?${s.q}`, { token: s.token })).body.terms).toEqual([]);
    const member = await t.createUser();
    await t.addMember(s.project.id, member.id);
    const mt = await t.tokenFor(member.id);
    expect((await t.call('POST', `${s.base}/terms?${s.q}`, { token: mt, body: { title: 'T', content: '<p>x</p>' } })).status).toBe(403);
    expect((await t.call('GET', `${s.base}/terms?${s.q}`, { token: other.token })).status).toBe(404);
    expect(
      (await t.call('POST', `${s.base}/terms?${other.q}`, { token: other.token, body: { title: 'T', content: '<p>x</p>' } })).status,
    ).toBe(404);
  });
});
