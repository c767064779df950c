import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { and, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { projectInvites, projectMembers, projects, users } from '../../db/schema/index.ts';
import type { PageRequest } from '../../lib/pagination.ts';
import { projectRepo } from '../../lib/project-repo.ts';
import { containsPattern } from '../../lib/sql.ts';
import type { AppEnv } from '../../lib/context.ts';
import { newToken } from '../../lib/ids.ts';

export const INVITE_TTL_DAYS = 7;
export type InviteRow = typeof projectInvites.$inferSelect;

export const hashInviteToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export function newInviteToken() {
  const token = newToken(32);
  return {
    token,
    tokenHash: hashInviteToken(token),
    expiresAt: new Date(Date.now() + INVITE_TTL_DAYS * 86_400_000).toISOString(),
  };
}

export function inviteStatus(row: InviteRow): 'pending' | 'expired' | 'accepted' | 'revoked' {
  if (row.revokedAt) return 'revoked';
  if (row.acceptedAt) return 'accepted';
  return Date.parse(row.expiresAt) <= Date.now() ? 'expired' : 'pending';
}

export function toInviteDto(row: InviteRow, roleNames: Map<string, string>) {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    roleName: roleNames.get(row.role) ?? row.role,
    status: inviteStatus(row),
    invitedBy: row.invitedBy,
    expiresAt: row.expiresAt,
    sentAt: row.sentAt,
    createdAt: row.createdAt,
  };
}

/** The app's public origin, for links in emails. */
function appBase(c: Context<AppEnv>) {
  const { config } = c.get('deps');
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}

export function acceptLink(c: Context<AppEnv>, token: string) {
  return `${appBase(c)}/projects/accept-invite?token=${encodeURIComponent(token)}`;
}

export async function sendInviteMail(
  c: Context<AppEnv>,
  opts: { email: string; projectName: string; inviter: string | null; token: string },
) {
  const link = acceptLink(c, opts.token);
  const register = `${appBase(c)}/account/register?email=${encodeURIComponent(opts.email)}`;
  const who = opts.inviter ? `${opts.inviter} has invited you` : 'You have been invited';
  await c.get('deps').mailer.send({
    to: opts.email,
    subject: `You're invited to ${opts.projectName} on Shopfloor`,
    text: `${who} to join the project "${opts.projectName}" on Shopfloor.\n\nAccept the invite: ${link}\n\nNo account yet? Register with this email address first (${register}), then open the link above.\n\nThe link works once and expires in ${INVITE_TTL_DAYS} days. If you did not expect this, ignore this email.\n`,
    html: `<p>${escapeHtml(who)} to join the project <strong>${escapeHtml(opts.projectName)}</strong> on Shopfloor.</p><p><a href="${escapeHtml(link)}">Accept the invite</a></p><p>No account yet? <a href="${escapeHtml(register)}">Register with this email address</a> first, then open the invite link.</p><p>The link works once and expires in ${INVITE_TTL_DAYS} days. If you did not expect this, ignore this email.</p>`,
  });
}

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const invites = projectRepo(projectInvites);

/** Pending invites (not accepted, not revoked), newest first; `search` matches the email. */
export function pagePendingInvites(db: Tx, projectId: string, filter: { search?: string }, page: PageRequest) {
  return invites(db, projectId).page({
    where: and(
      isNull(projectInvites.acceptedAt),
      isNull(projectInvites.revokedAt),
      filter.search ? ilike(projectInvites.email, containsPattern(filter.search)) : undefined,
    ),
    orderBy: [projectInvites.id],
    direction: 'desc',
    cursor: (r) => [r.id],
    ...page,
  });
}

const pending = and(isNull(projectInvites.acceptedAt), isNull(projectInvites.revokedAt))!;

/** A pending, unexpired invite to the email, locked (one open invite per email). */
export function lockOpenInvite(db: Tx, projectId: string, email: string) {
  return db
    .select({ id: projectInvites.id })
    .from(projectInvites)
    .where(invites(db, projectId).scope(and(eq(projectInvites.email, email), pending, sql`${projectInvites.expiresAt} > now()`)))
    .for('update')
    .then((rows) => rows[0] ?? null);
}

export function insertInvite(db: Tx, projectId: string, values: Omit<typeof projectInvites.$inferInsert, 'projectId'>) {
  return invites(db, projectId).insert(values);
}

/** Change a pending invite; null when there is no pending invite with that id in the project. */
export async function updatePendingInvite(db: Tx, projectId: string, id: string, set: Partial<typeof projectInvites.$inferInsert>) {
  const [row] = await invites(db, projectId).update(and(eq(projectInvites.id, id), pending)!, set);
  return row ?? null;
}

/** Whether someone with this (lower-case) email is already a member. */
export async function isMemberByEmail(db: Tx, projectId: string, email: string) {
  const [member] = await db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(and(eq(projectMembers.projectId, projectId), sql`lower(${users.email}) = ${email}`));
  return !!member;
}

export async function displayNameOf(db: Tx, userId: string) {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  if (!u) return null;
  return [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;
}

export async function projectNameOf(db: Tx, projectId: string) {
  const [p] = await db.select({ name: projects.name }).from(projects).where(eq(projects.id, projectId));
  return p?.name ?? null;
}

/** The pending invite behind a token, locked for acceptance. */
export async function lockInviteByToken(db: Tx, tokenHash: string) {
  const [invite] = await db
    .select()
    .from(projectInvites)
    .where(and(eq(projectInvites.tokenHash, tokenHash), pending))
    .for('update');
  return invite ?? null;
}

export function markInviteAccepted(db: Tx, projectId: string, id: string, userId: string) {
  return invites(db, projectId).update(eq(projectInvites.id, id), { acceptedAt: new Date().toISOString(), acceptedBy: userId });
}

export async function findUser(db: Tx, userId: string) {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  return u ?? null;
}
