import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
});

describe('GET /v1/projects', () => {
  it("lists only the caller's projects, with their role", async () => {
    const alice = await t.createUser();
    const bob = await t.createUser();
    const a1 = await t.createProject(alice.id, { name: 'Alice One' });
    await t.createProject(bob.id, { name: 'Bob One' });
    const res = await t.call('GET', '/v1/projects', { token: await t.tokenFor(alice.id) });
    expect(res.status).toBe(200);
    expect(res.body.projects.map((p: { id: string }) => p.id)).toEqual([a1.id]);
    expect(res.body.projects[0]).toMatchObject({ name: 'Alice One', role: 'owner', plan: { code: 'demo' }, integrations: [] });
  });

  it('needs a signed-in caller', async () => {
    expect((await t.call('GET', '/v1/projects')).status).toBe(401);
    expect((await t.call('GET', '/v1/projects', { token: 'a.b.c' })).status).toBe(401);
  });
});

describe('GET /v1/projects/{project}', () => {
  it('answers a member, and 404 for another project (existence is not revealed)', async () => {
    const alice = await t.createUser();
    const bob = await t.createUser();
    const a = await t.createProject(alice.id);
    const b = await t.createProject(bob.id);
    const token = await t.tokenFor(alice.id);
    expect((await t.call('GET', `/v1/projects/${a.id}`, { token })).body.id).toBe(a.id);
    const foreign = await t.call('GET', `/v1/projects/${b.id}`, { token });
    expect(foreign.status).toBe(404);
    const missing = await t.call('GET', '/v1/projects/prj_nope', { token });
    expect(missing.status).toBe(404);
    expect(foreign.body.code).toBe(missing.body.code);
  });

  it('answers 403 TWO_FACTOR_REQUIRED when the project requires 2FA and the user has none', async () => {
    const alice = await t.createUser();
    const p = await t.createProject(alice.id, { requireTwoFactor: true });
    const res = await t.call('GET', `/v1/projects/${p.id}`, { token: await t.tokenFor(alice.id) });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('TWO_FACTOR_REQUIRED');
  });
});
