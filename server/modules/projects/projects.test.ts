import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, projectMembers, projectRoles } from '../../db/schema/index.ts';
import { encodePageToken } from '../../lib/pagination.ts';
import { countQueries } from '../../../tests/setup/query-count.ts';
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

  it('is one query: installed codes and the platform name come in the same row', async () => {
    const alice = await t.createUser();
    await t.createProject(alice.id, { name: 'Alice One' });
    await t.createProject(alice.id, { name: 'Alice Two' });
    const token = await t.tokenFor(alice.id);
    await t.call('GET', '/v1/projects', { token }); // the bearer token is verified (and remembered) once
    const { result: res, queries } = await countQueries(() => t.call('GET', '/v1/projects?pageSize=1', { token }));
    expect(res.status).toBe(200);
    expect(queries).toBe(1);
    expect(res.body.projects).toEqual([
      expect.objectContaining({ name: 'Alice One', integrations: [], platform: { id: null, name: 'Shopfloor' } }),
    ]);
    const next = await countQueries(() => t.call('GET', `/v1/projects?pageToken=${res.body.nextPageToken}`, { token }));
    expect(next.queries).toBe(1);
    expect(next.result.body.projects.map((p: { name: string }) => p.name)).toEqual(['Alice Two']);
  });

  it("another list's page token (same signature, other keys) is a 422 on pageToken, not a database error", async () => {
    const alice = await t.createUser();
    const token = await t.tokenFor(alice.id);
    for (const keys of [
      ['someone@example.com', 'usr_x'],
      ['2026-13-45 99:00:00+00', 'prj_x'],
      [3, 'prj_x'],
    ]) {
      const res = await t.call('GET', `/v1/projects?pageToken=${encodePageToken(keys)}`, { token });
      expect(res.status).toBe(422);
      expect(res.body.errors.pageToken).toBeTruthy();
    }
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

  it("a custom role's permissions come with the membership row: no query more than a built-in role", async () => {
    const alice = await t.createUser();
    const carol = await t.createUser();
    const p = await t.createProject(alice.id);
    await t.db.insert(projectRoles).values([
      { projectId: p.id, id: 'rol_viewer', name: 'Viewer', permissions: ['projects.project.get'] },
      { projectId: p.id, id: 'rol_none', name: 'Nothing', permissions: [] },
    ]);
    await t.db.insert(projectMembers).values({ projectId: p.id, userId: carol.id, role: 'rol_viewer' });
    const [aTok, cTok] = [await t.tokenFor(alice.id), await t.tokenFor(carol.id)];
    await t.call('GET', `/v1/projects/${p.id}`, { token: aTok });
    await t.call('GET', `/v1/projects/${p.id}`, { token: cTok });
    const owner = await countQueries(() => t.call('GET', `/v1/projects/${p.id}`, { token: aTok }));
    const custom = await countQueries(() => t.call('GET', `/v1/projects/${p.id}`, { token: cTok }));
    expect(custom.result.status).toBe(200);
    expect(custom.result.body).toMatchObject({ id: p.id, role: 'rol_viewer' });
    expect(owner.queries).toBe(1); // the project with its codes and platform name; access is cached
    expect(custom.queries).toBe(owner.queries);
    // A changed role applies at once: even a change made behind the server's back (plain SQL, as another process
    // would) empties the cached access through the database's notification, within a second.
    await t.db.update(projectMembers).set({ role: 'rol_none' }).where(eq(projectMembers.userId, carol.id));
    let denied = await t.call('GET', `/v1/projects/${p.id}`, { token: cTok });
    for (const start = Date.now(); denied.status === 200 && Date.now() - start < 1000; ) {
      await new Promise((r) => setTimeout(r, 10));
      denied = await t.call('GET', `/v1/projects/${p.id}`, { token: cTok });
    }
    expect(denied.status).toBe(403);
    expect(denied.body.permission).toBe('projects.project.get');
  });

  it('answers 403 TWO_FACTOR_REQUIRED when the project requires 2FA and the user has none', async () => {
    const alice = await t.createUser();
    const p = await t.createProject(alice.id, { requireTwoFactor: true });
    const res = await t.call('GET', `/v1/projects/${p.id}`, { token: await t.tokenFor(alice.id) });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('TWO_FACTOR_REQUIRED');
  });
});

describe('POST/PATCH/DELETE /v1/projects', () => {
  it('creates a project with the caller as owner, audited', async () => {
    const alice = await t.createUser();
    const token = await t.tokenFor(alice.id);
    const res = await t.call('POST', '/v1/projects', { token, body: { name: '  Corner Print Shop ' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Corner Print Shop', role: 'owner', plan: { code: 'demo' } });
    const list = await t.call('GET', '/v1/projects', { token });
    expect(list.body.projects.map((p: { id: string }) => p.id)).toContain(res.body.id);
  });

  it('rejects bad input with field errors and unknown fields', async () => {
    const alice = await t.createUser();
    const token = await t.tokenFor(alice.id);
    const empty = await t.call('POST', '/v1/projects', { token, body: { name: ' ' } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.name).toBeDefined();
    const extra = await t.call('POST', '/v1/projects', { token, body: { name: 'X', owner: 'me' } });
    expect(extra.status).toBe(422);
    const org = await t.call('POST', '/v1/projects', { token, body: { name: 'X', organisationId: 'org_nope' } });
    expect(org.status).toBe(422);
    expect(org.body.errors.organisationId).toBeDefined();
    expect((await t.call('POST', '/v1/projects', { body: { name: 'X' } })).status).toBe(401);
  });

  it('updates settings for admins, 403 naming the permission for members, 404 for others', async () => {
    const owner = await t.createUser();
    const member = await t.createUser();
    const stranger = await t.createUser();
    const p = await t.createProject(owner.id);
    await t.addMember(p.id, member.id, 'member');
    const body = {
      name: 'Renamed',
      plan: { code: 'growth' },
      favicon: 'https://cdn.example.com/f.ico',
      logos: [{ url: 'https://cdn.example.com/l.png', meta: { context: 'header', theme: 'light' } }],
    };
    const ok = await t.call('PATCH', `/v1/projects/${p.id}`, { token: await t.tokenFor(owner.id), body });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ name: 'Renamed', plan: { code: 'growth' }, favicon: body.favicon, logos: body.logos });
    const denied = await t.call('PATCH', `/v1/projects/${p.id}`, { token: await t.tokenFor(member.id), body: { name: 'Hacked' } });
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ code: 'PERMISSION_DENIED', permission: 'projects.project.update' });
    const foreign = await t.call('PATCH', `/v1/projects/${p.id}`, { token: await t.tokenFor(stranger.id), body: { name: 'Hacked' } });
    expect(foreign.status).toBe(404);
    const plan = await t.call('PATCH', `/v1/projects/${p.id}`, { token: await t.tokenFor(owner.id), body: { plan: { code: 'gold' } } });
    expect(plan.status).toBe(422);
    expect((await t.call('GET', `/v1/projects/${p.id}`, { token: await t.tokenFor(owner.id) })).body.name).toBe('Renamed');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.projectId, p.id), eq(auditLog.action, 'project.update')));
    expect(entry).toMatchObject({
      actorId: owner.id,
      before: { name: p.name, planCode: 'demo' },
      after: { name: 'Renamed', planCode: 'growth' },
    });
  });

  it('deletes only for owners; members lose access at once', async () => {
    const owner = await t.createUser();
    const admin = await t.createUser();
    const p = await t.createProject(owner.id);
    await t.addMember(p.id, admin.id, 'admin');
    const adminToken = await t.tokenFor(admin.id);
    const denied = await t.call('DELETE', `/v1/projects/${p.id}`, { token: adminToken });
    expect(denied.status).toBe(403);
    expect(denied.body.permission).toBe('projects.project.delete');
    expect((await t.call('DELETE', `/v1/projects/${p.id}`, { token: await t.tokenFor(owner.id) })).status).toBe(200);
    expect((await t.call('GET', `/v1/projects/${p.id}`, { token: adminToken })).status).toBe(404);
  });
});

describe('requiring two-factor authentication', () => {
  it('refuses to switch it on for a caller without 2FA (they would lock themselves out)', async () => {
    const owner = await t.createUser();
    const p = await t.createProject(owner.id);
    const token = await t.tokenFor(owner.id);
    const res = await t.call('PATCH', `/v1/projects/${p.id}`, { token, body: { requireTwoFactor: true } });
    expect(res.status).toBe(422);
    expect(res.body.errors.requireTwoFactor).toBeDefined();
    const secured = await t.createUser({ totpSecret: 'x', totpEnabledAt: new Date().toISOString() });
    const q = await t.createProject(secured.id);
    const ok = await t.call('PATCH', `/v1/projects/${q.id}`, { token: await t.tokenFor(secured.id), body: { requireTwoFactor: true } });
    expect(ok.status).toBe(200);
    expect(ok.body.requireTwoFactor).toBe(true);
  });
});

describe('templates', () => {
  it('lists templates and installs one (idempotent), 404 for another project', async () => {
    const owner = await t.createUser();
    const stranger = await t.createUser();
    const p = await t.createProject(owner.id);
    const token = await t.tokenFor(owner.id);
    const list = await t.call('GET', '/v1/projects/templates', { token });
    expect(list.status).toBe(200);
    expect(list.body.templates.length).toBeGreaterThan(0);
    const id = list.body.templates[0].id;
    const first = await t.call('POST', `/v1/projects/${p.id}/templates/${id}`, { token, body: {} });
    expect(first.status).toBe(200);
    expect(first.body.rolesCreated.length).toBe(list.body.templates[0].roles.length);
    const again = await t.call('POST', `/v1/projects/${p.id}/templates/${id}`, { token, body: {} });
    expect(again.body.rolesCreated).toEqual([]);
    expect((await t.call('POST', `/v1/projects/${p.id}/templates/nope`, { token, body: {} })).status).toBe(404);
    expect((await t.call('POST', `/v1/projects/${p.id}/templates/${id}`, { token: await t.tokenFor(stranger.id), body: {} })).status).toBe(
      404,
    );
  });
});
