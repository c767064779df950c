import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { auditLog, projectInvites } from '../../db/schema/index.ts';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
});

const tokenFromMail = (to: string) => {
  const text = t.mailer.last(to)?.text ?? '';
  const m = /accept-invite\?token=([A-Za-z0-9_%-]+)/.exec(text);
  return m ? decodeURIComponent(m[1]!) : null;
};

describe('invites', () => {
  it('invites by email, the invitee accepts once with their session and becomes a member', async () => {
    const owner = await t.createUser({ firstName: 'Olive' });
    const p = await t.createProject(owner.id, { name: 'Invite Co' });
    const email = `new-${Date.now()}@example.com`;
    const res = await t.call('POST', `/v1/projects/${p.id}/invites`, {
      token: await t.tokenFor(owner.id),
      body: { email: email.toUpperCase(), role: 'admin' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email, role: 'admin', status: 'pending' });
    const mail = t.mailer.last(email)!;
    expect(mail.subject).toContain('Invite Co');
    expect(mail.text).toContain('http://localhost:8080/projects/accept-invite?token=');
    const token = tokenFromMail(email)!;
    // The token is stored hashed.
    const [row] = await t.db.select().from(projectInvites).where(eq(projectInvites.id, res.body.id));
    expect(row!.tokenHash).not.toBe(token);

    const invitee = await t.createUser({ email });
    const session = await t.signIn(invitee);
    expect((await t.call('GET', `/omnis/v3/dashboard/user/accept-invite/${token}`)).status).toBe(401);
    const accepted = await t.call('GET', `/omnis/v3/dashboard/user/accept-invite/${token}`, { session });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ project: { id: p.id, name: 'Invite Co' }, role: 'admin', alreadyMember: false });
    expect((await t.call('GET', `/v1/projects/${p.id}`, { token: await t.tokenFor(invitee.id) })).body.role).toBe('admin');
    // Single use.
    const again = await t.call('GET', `/omnis/v3/dashboard/user/accept-invite/${token}`, { session });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('INVITE_NOT_FOUND');
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.projectId, p.id))).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['invite.create', 'invite.accept', 'member.add']));
  });

  it('refuses another email address, expired and revoked invites', async () => {
    const owner = await t.createUser();
    const p = await t.createProject(owner.id);
    const ownerTok = await t.tokenFor(owner.id);
    const email = `x-${Date.now()}@example.com`;
    const inv = await t.call('POST', `/v1/projects/${p.id}/invites`, { token: ownerTok, body: { email } });
    const token = tokenFromMail(email)!;
    const other = await t.createUser();
    const wrong = await t.call('GET', `/omnis/v3/dashboard/user/accept-invite/${token}`, { session: await t.signIn(other) });
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe('INVITE_EMAIL_MISMATCH');
    const invitee = await t.createUser({ email });
    const session = await t.signIn(invitee);
    await t.db
      .update(projectInvites)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(projectInvites.id, inv.body.id));
    const expired = await t.call('GET', `/omnis/v3/dashboard/user/accept-invite/${token}`, { session });
    expect(expired.status).toBe(410);
    expect(expired.body.code).toBe('INVITE_EXPIRED');
    // Resend issues a new link; the old one stops working.
    const resent = await t.call('POST', `/v1/projects/${p.id}/invites/${inv.body.id}/resend`, { token: ownerTok });
    expect(resent.status).toBe(200);
    expect(resent.body.status).toBe('pending');
    const newToken = tokenFromMail(email)!;
    expect(newToken).not.toBe(token);
    expect((await t.call('GET', `/omnis/v3/dashboard/user/accept-invite/${token}`, { session })).status).toBe(404);
    // Revoked → the link is dead.
    expect((await t.call('DELETE', `/v1/projects/${p.id}/invites/${inv.body.id}`, { token: ownerTok })).status).toBe(200);
    expect((await t.call('GET', `/omnis/v3/dashboard/user/accept-invite/${newToken}`, { session })).status).toBe(404);
    expect((await t.call('DELETE', `/v1/projects/${p.id}/invites/${inv.body.id}`, { token: ownerTok })).status).toBe(404);
  });

  it('lists open invites with search and paging; validates; rejects duplicates and members; 404 for strangers', async () => {
    const owner = await t.createUser();
    const member = await t.createUser();
    const stranger = await t.createUser();
    const p = await t.createProject(owner.id);
    await t.addMember(p.id, member.id);
    const token = await t.tokenFor(owner.id);
    for (const e of ['a1@example.com', 'a2@example.com', 'b1@example.com']) {
      expect((await t.call('POST', `/v1/projects/${p.id}/invites`, { token, body: { email: e } })).status).toBe(201);
    }
    const dup = await t.call('POST', `/v1/projects/${p.id}/invites`, { token, body: { email: 'a1@example.com' } });
    expect(dup.status).toBe(422);
    expect(dup.body.code).toBe('INVITE_PENDING');
    const isMember = await t.call('POST', `/v1/projects/${p.id}/invites`, { token, body: { email: member.email } });
    expect(isMember.status).toBe(422);
    expect(isMember.body.errors.email).toBeDefined();
    expect((await t.call('POST', `/v1/projects/${p.id}/invites`, { token, body: { email: 'not-an-email' } })).status).toBe(422);
    expect((await t.call('POST', `/v1/projects/${p.id}/invites`, { token, body: { email: 'c@example.com', role: 'nope' } })).status).toBe(
      422,
    );
    const page1 = await t.call('GET', `/v1/projects/${p.id}/invites?pageSize=2`, { token });
    expect(page1.body.invites).toHaveLength(2);
    const page2 = await t.call('GET', `/v1/projects/${p.id}/invites?pageSize=2&pageToken=${encodeURIComponent(page1.body.nextPageToken)}`, {
      token,
    });
    expect(page2.body.invites).toHaveLength(1);
    const search = await t.call('GET', `/v1/projects/${p.id}/invites?search=b1`, { token });
    expect(search.body.invites.map((i: { email: string }) => i.email).sort()).toEqual(['b1@example.com']);
    expect((await t.call('GET', `/v1/projects/${p.id}/invites`, { token: await t.tokenFor(stranger.id) })).status).toBe(404);
    const denied = await t.call('POST', `/v1/projects/${p.id}/invites`, {
      token: await t.tokenFor(member.id),
      body: { email: 'z@example.com' },
    });
    expect(denied.status).toBe(403);
    expect(denied.body.permission).toBe('projects.invites.create');
  });
});
