/** Single-use, expiring codes (≥ 256 bits). Stored hashed; redeemed atomically. */
import { createHash } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { oneTimeCodes } from '../../db/schema/index.ts';
import { newToken } from '../ids.ts';

type Purpose = (typeof oneTimeCodes.$inferInsert)['purpose'];
const hashCode = (code: string) => createHash('sha256').update(code).digest('base64url');

export async function issueCode(db: Tx, purpose: Purpose, userId: string, ttlSeconds: number, sessionId?: string) {
  const code = newToken(32);
  await db.insert(oneTimeCodes).values({
    id: hashCode(code),
    purpose,
    userId,
    sessionId: sessionId ?? null,
    expiresAt: new Date(Date.now() + ttlSeconds * 1000).toISOString(),
  });
  return code;
}

/** Mark the code used and return its owner, or null when unknown, used, expired or of another purpose. */
export async function redeemCode(db: Tx, purpose: Purpose, code: string) {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date().toISOString() })
    .where(
      and(
        eq(oneTimeCodes.id, hashCode(code)),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, new Date().toISOString()),
      ),
    )
    .returning({ userId: oneTimeCodes.userId, sessionId: oneTimeCodes.sessionId });
  return row ?? null;
}

/** Who a code belongs to, without using it (GET /reset-password/{token} checks a link before the form shows). */
export async function peekCode(db: Tx, purpose: Purpose, code: string) {
  const [row] = await db
    .select({ userId: oneTimeCodes.userId })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.id, hashCode(code)),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, new Date().toISOString()),
      ),
    );
  return row ?? null;
}

/** Void a user's unused codes of one purpose (a new reset link replaces the old one). */
export async function revokeCodes(db: Tx, purpose: Purpose, userId: string) {
  await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date().toISOString() })
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)));
}
