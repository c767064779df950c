import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
});

describe('/v1/organisations', () => {
  it('creates, lists and gets organisations; projects can belong to one; others see nothing', async () => {
    const alice = await t.createUser();
    const bob = await t.createUser();
    const aTok = await t.tokenFor(alice.id);
    const bTok = await t.tokenFor(bob.id);
    const created = await t.call('POST', '/v1/organisations', { token: aTok, body: { name: 'Acme Group' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Acme Group', projects: [] });
    const orgId = created.body.id;
    const project = await t.call('POST', '/v1/projects', { token: aTok, body: { name: 'Acme Shop', organisationId: orgId } });
    expect(project.status).toBe(201);
    expect(project.body.organisationId).toBe(orgId);
    const list = await t.call('GET', '/v1/organisations', { token: aTok });
    expect(list.body.organisations).toEqual([
      expect.objectContaining({ id: orgId, projects: [{ id: project.body.id, name: 'Acme Shop' }] }),
    ]);
    expect((await t.call('GET', `/v1/organisations/${orgId}`, { token: aTok })).status).toBe(200);
    // Bob sees nothing until he is a member of a project in it.
    expect((await t.call('GET', '/v1/organisations', { token: bTok })).body.organisations).toEqual([]);
    expect((await t.call('GET', `/v1/organisations/${orgId}`, { token: bTok })).status).toBe(404);
    const foreign = await t.call('POST', '/v1/projects', { token: bTok, body: { name: 'Sneaky', organisationId: orgId } });
    expect(foreign.status).toBe(422);
    await t.addMember(project.body.id, bob.id);
    expect((await t.call('GET', `/v1/organisations/${orgId}`, { token: bTok })).body.projects).toHaveLength(1);
  });

  it('validates the name and needs a user', async () => {
    const alice = await t.createUser();
    const token = await t.tokenFor(alice.id);
    const res = await t.call('POST', '/v1/organisations', { token, body: {} });
    expect(res.status).toBe(422);
    expect(res.body.errors.name).toBeDefined();
    expect((await t.call('POST', '/v1/organisations', { token, body: { name: 'x', extra: 1 } })).status).toBe(422);
    expect((await t.call('GET', '/v1/organisations')).status).toBe(401);
  });
});
