import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { auditLog, projectApiKeys } from '../../db/schema/index.ts';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
});

describe('project API keys (auth entries)', () => {
  it('creates a key shown once, stored hashed, scoped to its project and permissions, revocable', async () => {
    const owner = await t.createUser();
    const p = await t.createProject(owner.id, { name: 'Keyed' });
    const other = await t.createProject(owner.id);
    const token = await t.tokenFor(owner.id);
    const created = await t.call('POST', `/v1/projects/${p.id}/auth`, {
      token,
      body: { name: 'CI', permissions: ['projects.project.get'] },
    });
    expect(created.status).toBe(201);
    const key: string = created.body.key;
    expect(key.startsWith('sfk_')).toBe(true);
    const [row] = await t.db.select().from(projectApiKeys).where(eq(projectApiKeys.id, created.body.id));
    expect(row!.keyHash).not.toContain(key);
    const list = await t.call('GET', `/v1/projects/${p.id}/auth`, { token });
    expect(list.body.auth).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(key);

    const asKey = { headers: { authorization: key } };
    const got = await t.call('GET', `/v1/projects/${p.id}`, asKey);
    expect(got.status).toBe(200);
    expect(got.body.name).toBe('Keyed');
    expect((await t.call('GET', `/v1/projects/${other.id}`, asKey)).status).toBe(404);
    const denied = await t.call('GET', `/v1/projects/${p.id}/users`, asKey);
    expect(denied.status).toBe(403);
    expect(denied.body.permission).toBe('projects.users.list');
    // Account calls need a user.
    expect((await t.call('POST', '/v1/projects', { ...asKey, body: { name: 'X' } })).status).toBe(401);

    expect((await t.call('DELETE', `/v1/projects/${p.id}/auth/${created.body.id}`, { token })).status).toBe(200);
    const revoked = await t.call('GET', `/v1/projects/${p.id}`, asKey);
    expect(revoked.status).toBe(401);
    expect(revoked.body.code).toBe('INVALID_API_KEY');
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.projectId, p.id))).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['apikey.create', 'apikey.revoke']));
  });

  it('cannot grant permissions the creator lacks or that do not exist; members cannot create keys', async () => {
    const owner = await t.createUser();
    const admin = await t.createUser();
    const member = await t.createUser();
    const p = await t.createProject(owner.id);
    await t.addMember(p.id, admin.id, 'admin');
    await t.addMember(p.id, member.id, 'member');
    const escalate = await t.call('POST', `/v1/projects/${p.id}/auth`, {
      token: await t.tokenFor(admin.id),
      body: { name: 'x', permissions: ['projects.project.delete'] },
    });
    expect(escalate.status).toBe(422);
    expect(escalate.body.errors.permissions[0]).toContain('projects.project.delete');
    const bogus = await t.call('POST', `/v1/projects/${p.id}/auth`, {
      token: await t.tokenFor(owner.id),
      body: { name: 'x', permissions: ['nope.nope.nope'] },
    });
    expect(bogus.status).toBe(422);
    const none = await t.call('POST', `/v1/projects/${p.id}/auth`, {
      token: await t.tokenFor(owner.id),
      body: { name: 'x', permissions: [] },
    });
    expect(none.status).toBe(422);
    const m = await t.call('POST', `/v1/projects/${p.id}/auth`, {
      token: await t.tokenFor(member.id),
      body: { name: 'x', permissions: ['projects.project.get'] },
    });
    expect(m.status).toBe(403);
    expect((await t.call('GET', '/v1/projects', { headers: { authorization: 'sfk_unknown' } })).status).toBe(401);
  });

  it('lists live keys newest first, a page at a time; a key of another project is not found there', async () => {
    const owner = await t.createUser();
    const p = await t.createProject(owner.id);
    const other = await t.createProject(owner.id);
    const token = await t.tokenFor(owner.id);
    const ids: string[] = [];
    for (const name of ['a', 'b', 'c']) {
      ids.push(
        (await t.call('POST', `/v1/projects/${p.id}/auth`, { token, body: { name, permissions: ['projects.project.get'] } })).body.id,
      );
    }
    await t.call('DELETE', `/v1/projects/${p.id}/auth/${ids[0]}`, { token });
    const first = await t.call('GET', `/v1/projects/${p.id}/auth?pageSize=1`, { token });
    expect(first.body.auth.map((k: { id: string }) => k.id)).toEqual([ids[2]]);
    const second = await t.call('GET', `/v1/projects/${p.id}/auth?pageSize=1&pageToken=${encodeURIComponent(first.body.nextPageToken)}`, {
      token,
    });
    expect(second.body.auth.map((k: { id: string }) => k.id)).toEqual([ids[1]]);
    expect(second.body.nextPageToken).toBeNull();
    // The project-scoped repo applies project_id itself: another project's id does not reach this key.
    expect((await t.call('DELETE', `/v1/projects/${other.id}/auth/${ids[1]}`, { token })).status).toBe(404);
  });
});
