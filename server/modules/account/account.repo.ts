import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { loadTermsLogs } from '../../lib/hooks.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Tx, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return row ?? null;
}

export async function findUserById(db: Tx, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Signed platform terms of a user: the platform area registers the loader in server/lib/hooks.ts. */
export { registerTermsLogLoader, type TermsLogLoader } from '../../lib/hooks.ts';

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
