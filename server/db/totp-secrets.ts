/**
 * One-off data migration, run at every boot (cheap when nothing is left): TOTP secrets stored in plaintext by
 * earlier versions are encrypted with the configured key. Idempotent and safe with several processes starting.
 */
import { and, eq, isNotNull, like, not, or } from 'drizzle-orm';
import { isSealed, sealTotpSecret } from '../lib/auth/totp.ts';
import type { Db } from './client.ts';
import { users } from './schema/index.ts';

export async function sealPlaintextTotpSecrets(db: Db, key: Buffer): Promise<number> {
  const rows = await db
    .select({ id: users.id, secret: users.totpSecret, pending: users.totpPendingSecret })
    .from(users)
    .where(
      or(
        and(isNotNull(users.totpSecret), not(like(users.totpSecret, 'v1:%'))),
        and(isNotNull(users.totpPendingSecret), not(like(users.totpPendingSecret, 'v1:%'))),
      ),
    );
  for (const r of rows) {
    await db
      .update(users)
      .set({
        totpSecret: r.secret && !isSealed(r.secret) ? sealTotpSecret(key, r.secret) : r.secret,
        totpPendingSecret: r.pending && !isSealed(r.pending) ? sealTotpSecret(key, r.pending) : r.pending,
      })
      .where(eq(users.id, r.id));
  }
  return rows.length;
}
