import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { auditLog } from '../../db/schema/index.ts';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
});

async function team() {
  const owner = await t.createUser();
  const admin = await t.createUser();
  const member = await t.createUser();
  const stranger = await t.createUser();
  const p = await t.createProject(owner.id);
  await t.addMember(p.id, admin.id, 'admin');
  await t.addMember(p.id, member.id, 'member');
  return { owner, admin, member, stranger, p };
}

describe('POST /v1/enforcer/enforce', () => {
  it('grants and denies, 403 with the roles that would grant the denied ones', async () => {
    const { member, p } = await team();
    const token = await t.tokenFor(member.id);
    const ok = await t.call('POST', '/v1/enforcer/enforce', {
      token,
      body: { project: p.id, user: member.id, permissions: ['projects.project.get'] },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.permissions).toEqual({ granted: ['projects.project.get'], denied: [] });
    const no = await t.call('POST', '/v1/enforcer/enforce', {
      token,
      body: { project: p.id, user: member.id, permissions: ['projects.project.get', 'projects.users.update'] },
    });
    expect(no.status).toBe(403);
    expect(no.body.permissions).toEqual({ granted: ['projects.project.get'], denied: ['projects.users.update'] });
    expect(no.body.resolutions.roles.map((r: { id: string }) => r.id)).toEqual(['owner', 'admin']);
  });

  it('404 for a non-member; checking someone else needs enforcer.users.list', async () => {
    const { owner, member, stranger, p } = await team();
    const s = await t.call('POST', '/v1/enforcer/enforce', {
      token: await t.tokenFor(stranger.id),
      body: { project: p.id, user: stranger.id, permissions: ['projects.project.get'] },
    });
    expect(s.status).toBe(404);
    const m = await t.call('POST', '/v1/enforcer/enforce', {
      token: await t.tokenFor(member.id),
      body: { project: p.id, user: owner.id, permissions: ['projects.project.get'] },
    });
    expect(m.status).toBe(403);
    expect(m.body.code).toBe('PERMISSION_DENIED');
    const o = await t.call('POST', '/v1/enforcer/enforce', {
      token: await t.tokenFor(owner.id),
      body: { project: p.id, user: member.id, permissions: ['projects.project.delete'] },
    });
    expect(o.status).toBe(403);
    expect(o.body.permissions.denied).toEqual(['projects.project.delete']);
    expect((await t.call('POST', '/v1/enforcer/enforce', { body: { project: p.id, user: member.id, permissions: ['x'] } })).status).toBe(
      401,
    );
    expect(
      (
        await t.call('POST', '/v1/enforcer/enforce', {
          token: await t.tokenFor(owner.id),
          body: { project: p.id, user: member.id, permissions: [] },
        })
      ).status,
    ).toBe(422);
  });

  it('denies everything with TWO_FACTOR_REQUIRED when the project requires 2FA', async () => {
    const u = await t.createUser();
    const p = await t.createProject(u.id, { requireTwoFactor: true });
    const res = await t.call('POST', '/v1/enforcer/enforce', {
      token: await t.tokenFor(u.id),
      body: { project: p.id, user: u.id, permissions: ['projects.project.get'] },
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('TWO_FACTOR_REQUIRED');
    expect(res.body.permissions.denied).toEqual(['projects.project.get']);
  });
});

describe('roles', () => {
  it('lists built-in roles; custom roles are created, used, edited, and deleted when unused; audited', async () => {
    const { owner, member, stranger, p } = await team();
    const oTok = await t.tokenFor(owner.id);
    const list = await t.call('GET', `/v1/enforcer/roles?project=${p.id}`, { token: await t.tokenFor(member.id) });
    expect(list.status).toBe(200);
    expect(list.body.roles.map((r: { id: string }) => r.id)).toEqual(['owner', 'admin', 'member']);
    expect((await t.call('GET', `/v1/enforcer/roles?project=${p.id}`, { token: await t.tokenFor(stranger.id) })).status).toBe(404);

    const created = await t.call('POST', `/v1/enforcer/roles?project=${p.id}`, {
      token: oTok,
      body: { name: 'Inviter', permissions: ['projects.project.get', 'projects.invites.list', 'projects.invites.create'] },
    });
    expect(created.status).toBe(201);
    const roleId = created.body.id;
    expect(
      (await t.call('POST', `/v1/enforcer/roles?project=${p.id}`, { token: oTok, body: { name: 'inviter', permissions: [] } })).status,
    ).toBe(422);
    expect(
      (await t.call('POST', `/v1/enforcer/roles?project=${p.id}`, { token: oTok, body: { name: 'Bad', permissions: ['a.b.c'] } })).status,
    ).toBe(422);
    expect(
      (
        await t.call('POST', `/v1/enforcer/roles?project=${p.id}`, {
          token: await t.tokenFor(member.id),
          body: { name: 'X', permissions: [] },
        })
      ).status,
    ).toBe(403);

    // Assign it: the member can now invite.
    const assigned = await t.call('PUT', `/v1/enforcer/roles/${roleId}/users/${member.id}?project=${p.id}`, { token: oTok });
    expect(assigned.status).toBe(200);
    expect(assigned.body.role).toEqual({ id: roleId, name: 'Inviter' });
    const mTok = await t.tokenFor(member.id);
    expect((await t.call('POST', `/v1/projects/${p.id}/invites`, { token: mTok, body: { email: 'z@example.com' } })).status).toBe(201);
    const users = await t.call('GET', `/v1/enforcer/roles/${roleId}/users?project=${p.id}`, { token: oTok });
    expect(users.body.users.map((u: { id: string }) => u.id)).toEqual([member.id]);
    expect((await t.call('DELETE', `/v1/enforcer/roles/${roleId}?project=${p.id}`, { token: oTok })).body.code).toBe('ROLE_IN_USE');

    // Edit it: drop invites.create → the member loses it at once.
    const edited = await t.call('PATCH', `/v1/enforcer/roles/${roleId}?project=${p.id}`, {
      token: oTok,
      body: { permissions: ['projects.project.get'] },
    });
    expect(edited.status).toBe(200);
    expect((await t.call('POST', `/v1/projects/${p.id}/invites`, { token: mTok, body: { email: 'y@example.com' } })).status).toBe(403);
    expect((await t.call('PATCH', `/v1/enforcer/roles/admin?project=${p.id}`, { token: oTok, body: { name: 'Boss' } })).status).toBe(422);

    // Unassign → back to member; then delete.
    const un = await t.call('DELETE', `/v1/enforcer/roles/${roleId}/users/${member.id}?project=${p.id}`, { token: oTok });
    expect(un.body.role.id).toBe('member');
    expect((await t.call('DELETE', `/v1/enforcer/roles/member/users/${member.id}?project=${p.id}`, { token: oTok })).status).toBe(422);
    expect((await t.call('DELETE', `/v1/enforcer/roles/${roleId}?project=${p.id}`, { token: oTok })).status).toBe(200);
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.projectId, p.id))).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['role.create', 'role.update', 'role.delete', 'member.role.update']));
  });

  it('the last owner cannot be demoted through the enforcer either; user views', async () => {
    const { owner, admin, member, p } = await team();
    const oTok = await t.tokenFor(owner.id);
    const res = await t.call('PUT', `/v1/enforcer/roles/admin/users/${owner.id}?project=${p.id}`, { token: oTok });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('LAST_OWNER');
    const perms = await t.call('GET', `/v1/enforcer/users/${member.id}/permissions?project=${p.id}`, {
      token: await t.tokenFor(member.id),
    });
    expect(perms.body.permissions).toContain('projects.project.get');
    expect(perms.body.permissions).not.toContain('projects.users.update');
    expect(
      (await t.call('GET', `/v1/enforcer/users/${owner.id}/permissions?project=${p.id}`, { token: await t.tokenFor(member.id) })).status,
    ).toBe(403);
    const roles = await t.call('GET', `/v1/enforcer/users/${member.id}/roles?project=${p.id}`, { token: oTok });
    expect(roles.body.roles.map((r: { id: string }) => r.id)).toEqual(['member']);
    const assignable = await t.call('GET', `/v1/enforcer/users/${member.id}/roles/assignable?project=${p.id}`, {
      token: await t.tokenFor(admin.id),
    });
    expect(assignable.body.roles.map((r: { id: string }) => r.id)).toEqual(['admin']);
    const list = await t.call('GET', `/v1/enforcer/users?project=${p.id}&query=${encodeURIComponent(member.email)}`, { token: oTok });
    expect(list.body.users.map((u: { id: string }) => u.id)).toEqual([member.id]);
    expect((await t.call('GET', `/v1/enforcer/users?project=${p.id}`, { token: await t.tokenFor(member.id) })).status).toBe(403);
    expect((await t.call('GET', '/v1/enforcer/permissions', { token: oTok })).body.permissions.length).toBeGreaterThan(10);
    expect((await t.call('GET', '/v1/enforcer/healthz')).body.status).toBe('ok');
  });
});

describe('admin calls', () => {
  it('403 for non-admins; admins read roles, permissions and the audit log', async () => {
    const { owner, member, p } = await team();
    const plain = await t.tokenFor(owner.id);
    for (const path of ['/v1/enforcer/admin/roles', '/v1/enforcer/admin/permissions', '/v1/enforcer/admin/audit']) {
      const res = await t.call('GET', path, { token: plain });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('ADMIN_REQUIRED');
    }
    const root = await t.createUser({ isAdmin: true });
    const aTok = await t.tokenFor(root.id);
    expect((await t.call('GET', '/v1/enforcer/admin/roles', { token: aTok })).status).toBe(200);
    const patched = await t.call('PATCH', '/v1/enforcer/admin/permissions/projects.project.get', {
      token: aTok,
      body: { description: 'Open the project' },
    });
    expect(patched.body.description).toBe('Open the project');
    const assigned = await t.call('PUT', `/v1/enforcer/admin/roles/admin/users/${member.id}?project=${p.id}`, { token: aTok });
    expect(assigned.body.role.id).toBe('admin');
    const auditRes = await t.call('GET', `/v1/enforcer/admin/audit?project=${p.id}&query=member.role`, { token: aTok });
    expect(auditRes.status).toBe(200);
    expect(auditRes.body.entries[0]).toMatchObject({
      action: 'member.role.update',
      actorId: root.id,
      target: member.id,
      before: { role: 'member' },
      after: { role: 'admin' },
    });
  });
});
