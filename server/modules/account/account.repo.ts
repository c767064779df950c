import { and, eq, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { recoveryCodes, sessions, users } from '../../db/schema/index.ts';
import { hashRecoveryCode } from '../../lib/auth/totp.ts';
import { loadTermsLogs } from '../../lib/hooks.ts';
import { forgetAccess } from '../../lib/auth/access-cache.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Tx, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return row ?? null;
}

export async function findUserById(db: Tx, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function toUserDto(db: Tx, u: UserRow) {
  return {
    id: u.id,
    email: u.email,
    username: u.username,
    firstName: u.firstName,
    lastName: u.lastName,
    avatar: u.avatar,
    features: u.features,
    isAdmin: u.isAdmin,
    emailVerified: !!u.emailVerifiedAt,
    twoFactorEnabled: !!u.totpEnabledAt,
    signedPlatformTermsLogs: await loadTermsLogs(db, u.id),
  };
}

/** Accept a TOTP step only if it is newer than the last accepted one (atomic: a code works once). */
export async function claimTotpStep(db: Tx, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return rows.length === 1;
}

export const isUniqueViolation = (err: unknown) =>
  (err as { code?: string; cause?: { code?: string } })?.code === '23505' ||
  (err as { cause?: { code?: string } })?.cause?.code === '23505';

/** Replace the user's recovery codes with new ones (stored hashed). */
export async function replaceRecoveryCodes(db: Tx, userId: string, codes: string[]) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  if (codes.length) await db.insert(recoveryCodes).values(codes.map((c) => ({ userId, codeHash: hashRecoveryCode(c) })));
}

/** Spend a recovery code (atomic: a code works once). */
export async function spendRecoveryCode(db: Tx, userId: string, code: string): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date().toISOString() })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashRecoveryCode(code)), isNull(recoveryCodes.usedAt)))
    .returning({ userId: recoveryCodes.userId });
  return rows.length === 1;
}

export async function recoveryCodeStatus(db: Tx, userId: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      remaining: sql<number>`(count(*) filter (where ${recoveryCodes.usedAt} is null))::int`,
      createdAt: sql<string | null>`max(${recoveryCodes.createdAt})`,
    })
    .from(recoveryCodes)
    .where(eq(recoveryCodes.userId, userId));
  return {
    total: row?.total ?? 0,
    remaining: row?.remaining ?? 0,
    createdAt: row?.createdAt ? new Date(row.createdAt).toISOString() : null,
  };
}

/** Change the user's row; `updatedAt` is set unless given. Null when there is no such user. */
export async function updateUserRow(
  db: Tx,
  userId: string,
  set: { [K in keyof typeof users.$inferInsert]?: (typeof users.$inferInsert)[K] | SQL },
) {
  const [row] = await db
    .update(users)
    .set({ updatedAt: new Date().toISOString(), ...set })
    .where(eq(users.id, userId))
    .returning();
  if ('totpEnabledAt' in set) forgetAccess({ userId });
  return row ?? null;
}

/** `emailVerifiedAt` stays when set, else becomes now (a password set or reset through a mailed link). */
export const verifiedNow = () => sql`coalesce(${users.emailVerifiedAt}, now())`;

/** A new user; null when the email is taken (the caller answers the same either way). */
export async function insertUser(db: Tx, values: { id: string; email: string; passwordHash: string }) {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning({ id: users.id });
  return row ?? null;
}

/** Record that the session's user re-entered their password now (it opens the 15-minute confirmation window). */
export async function markPasswordConfirmed(db: Tx, sessionId: string, confirmedAt: string) {
  await db.update(sessions).set({ passwordConfirmedAt: confirmedAt }).where(eq(sessions.id, sessionId));
}

/** When the session's user last re-entered their password; null for no session or never. */
export async function passwordConfirmedAt(db: Tx, sessionId: string | undefined): Promise<string | null> {
  if (!sessionId) return null;
  const [row] = await db.select({ at: sessions.passwordConfirmedAt }).from(sessions).where(eq(sessions.id, sessionId));
  return row?.at ?? null;
}

/** Store a sealed TOTP secret awaiting confirmation (it does not replace the active one). */
export async function setPendingTotpSecret(db: Tx, userId: string, sealedSecret: string) {
  await db.update(users).set({ totpPendingSecret: sealedSecret }).where(eq(users.id, userId));
}

/** Turn two-factor on with the confirmed (sealed) secret and the step that confirmed it; the pending secret goes. */
export async function enableTwoFactor(db: Tx, userId: string, sealedSecret: string, step: number): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ totpSecret: sealedSecret, totpEnabledAt: new Date().toISOString(), totpLastStep: step, totpPendingSecret: null })
    .where(eq(users.id, userId))
    .returning();
  forgetAccess({ userId });
  return row ?? null;
}
