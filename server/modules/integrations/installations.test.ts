import { beforeAll, describe, expect, it } from 'vitest';
import { seedIntegrationCatalogue } from '../../db/seed/integrations.ts';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';

let t: TestServer;
let token: string;
let memberToken: string;
let foreignToken: string;
let projectId: string;
let base: string;
beforeAll(async () => {
  t = await setupTestServer();
  await seedIntegrationCatalogue(t.db);
  const owner = await t.createUser();
  const member = await t.createUser();
  const stranger = await t.createUser();
  projectId = (await t.createProject(owner.id)).id;
  await t.addMember(projectId, member.id, 'member');
  await t.createProject(stranger.id);
  token = await t.tokenFor(owner.id);
  memberToken = await t.tokenFor(member.id);
  foreignToken = await t.tokenFor(stranger.id);
  base = `/v1/projects/${projectId}/integrations`;
});

describe('install, get, list', () => {
  it('installs with the schema defaults, lists it, and the project carries the code', async () => {
    const res = await t.call('POST', `${base}/sitewide-banner`, { token });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      code: 'sitewide-banner',
      installed: true,
      setupAt: null,
      config: { message: 'Free shipping on orders over $50', level: 'default' },
    });
    const list = await t.call('GET', base, { token });
    expect(list.body.integrations.map((i: { code: string }) => i.code)).toContain('sitewide-banner');
    expect((await t.call('GET', `${base}/sitewide-banner`, { token })).body.code).toBe('sitewide-banner');
    expect((await t.call('GET', `/v1/projects/${projectId}`, { token })).body.integrations).toContain('sitewide-banner');
    expect((await t.call('POST', `${base}/sitewide-banner`, { token })).status).toBe(409);
  });

  it('installing fulfillments makes the project a Factory (its codes include fulfillments)', async () => {
    expect((await t.call('POST', `${base}/fulfillments`, { token, body: { config: { dispatchDays: 3 } } })).status).toBe(201);
    const projects = await t.call('GET', '/v1/projects', { token });
    expect(projects.body.projects[0].integrations).toContain('fulfillments');
  });

  it('validates the config against the integration schema (422 with config.<field> errors)', async () => {
    const bad = await t.call('POST', `${base}/google-analytics`, { token, body: { config: { measurementId: '', nope: 1 } } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['config.measurementId', 'config.nope']);
    const missing = await t.call('POST', `${base}/google-analytics`, { token });
    expect(missing.status).toBe(422);
    expect((await t.call('GET', `${base}/google-analytics`, { token })).status).toBe(404);
    const extra = await t.call('POST', `${base}/google-analytics`, { token, body: { config: { measurementId: 'G-1' }, x: 1 } });
    expect(extra.status).toBe(422);
    expect((await t.call('POST', `${base}/google-analytics`, { token, body: { config: { measurementId: 'G-1' } } })).status).toBe(201);
  });

  it('unknown integration → 404 INTEGRATION_NOT_FOUND; unknown installation → 404 INSTALLATION_NOT_FOUND', async () => {
    const res = await t.call('POST', `${base}/nope`, { token });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('INTEGRATION_NOT_FOUND');
    const get = await t.call('GET', `${base}/custom-code`, { token });
    expect(get.status).toBe(404);
    expect(get.body.code).toBe('INSTALLATION_NOT_FOUND');
    expect((await t.call('DELETE', `${base}/custom-code`, { token })).status).toBe(404);
  });
});

describe('patch, setup, uninstall', () => {
  it('patches the config (merged and validated), sets up (stamps setupAt)', async () => {
    await t.call('POST', `${base}/email`, { token });
    const patched = await t.call('PATCH', `${base}/email`, { token, body: { config: { fromName: 'Shop' } } });
    expect(patched.status).toBe(200);
    expect(patched.body.config).toEqual({ fromName: 'Shop' });
    const bad = await t.call('PATCH', `${base}/email`, { token, body: { config: { replyTo: 'not-mail' } } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors['config.replyTo']).toBeDefined();
    const setup = await t.call('POST', `${base}/email/setup`, { token, body: { config: { replyTo: 'a@b.co' } } });
    expect(setup.status).toBe(200);
    expect(setup.body.setupAt).toEqual(expect.any(String));
    expect(setup.body.config).toEqual({ fromName: 'Shop', replyTo: 'a@b.co' });
    expect((await t.call('POST', `${base}/email/setup`, { token })).status).toBe(200);
  });

  it("uninstall keeps the config; patching an uninstalled integration fails with the spec's message", async () => {
    const res = await t.call('DELETE', `${base}/email`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ installed: false, config: { fromName: 'Shop' } });
    expect((await t.call('GET', base, { token })).body.integrations.map((i: { code: string }) => i.code)).not.toContain('email');
    const all = await t.call('GET', `${base}?withUninstalled=true`, { token });
    expect(all.body.integrations.find((i: { code: string }) => i.code === 'email')).toMatchObject({ installed: false });
    expect((await t.call('GET', `/v1/projects/${projectId}`, { token })).body.integrations).not.toContain('email');

    const patch = await t.call('PATCH', `${base}/email`, { token, body: { config: { fromName: 'X' } } });
    expect(patch.status).toBe(409);
    expect(patch.body.message).toBe("Can't patch an integration that hasn't been installed");
    expect((await t.call('POST', `${base}/email/setup`, { token })).body.message).toBe(
      "Can't patch an integration that hasn't been installed",
    );
    expect((await t.call('PATCH', `${base}/custom-code`, { token, body: { config: {} } })).status).toBe(409);
    expect((await t.call('PATCH', `${base}/nope`, { token, body: { config: {} } })).status).toBe(404);

    const again = await t.call('POST', `${base}/email`, { token });
    expect(again.status).toBe(201);
    expect(again.body.config).toEqual({ fromName: 'Shop', replyTo: 'a@b.co' });
  });
});

describe('access', () => {
  it('members may list but not manage (403 naming the permission)', async () => {
    expect((await t.call('GET', base, { token: memberToken })).status).toBe(200);
    const res = await t.call('POST', `${base}/custom-code`, { token: memberToken });
    expect(res.status).toBe(403);
    expect(res.body.permission).toBe('integrations.installations.manage');
    expect((await t.call('DELETE', `${base}/email`, { token: memberToken })).status).toBe(403);
    expect((await t.call('PATCH', `${base}/email`, { token: memberToken, body: { config: {} } })).status).toBe(403);
  });

  it("another project's member gets 404 on every call", async () => {
    for (const [m, p] of [
      ['GET', base],
      ['GET', `${base}/email`],
      ['POST', `${base}/custom-code`],
      ['DELETE', `${base}/email`],
      ['PATCH', `${base}/email`],
      ['POST', `${base}/email/setup`],
    ] as const) {
      const res = await t.call(m, p, { token: foreignToken, body: m === 'PATCH' ? { config: {} } : undefined });
      expect(res.status, `${m} ${p}`).toBe(404);
    }
    expect((await t.call('GET', base)).status).toBe(401);
  });

  it('works with a browser session (CSRF) too', async () => {
    const u = await t.createUser();
    const p = await t.createProject(u.id);
    const session = await t.signIn(u);
    expect((await t.call('POST', `/v1/projects/${p.id}/integrations/custom-code`, { session })).status).toBe(201);
    expect(
      (await t.call('DELETE', `/v1/projects/${p.id}/integrations/custom-code`, { session, headers: { 'x-csrf-token': 'wrong' } })).status,
    ).toBe(403);
  });
});
