import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { and, ilike, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { projectInvites } from '../../db/schema/index.ts';
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
