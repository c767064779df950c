/**
 * Platform demo data: the default platform and its current terms (idempotent), and the demo and admin users'
 * signatures of those terms, so demo sessions are not interrupted by the terms popup.
 */
import { inArray } from 'drizzle-orm';
import { ensureDefaultPlatform } from '../../modules/platform/platform.repo.ts';
import { DEFAULT_TERMS } from '../../modules/platform/platform.defaults.ts';
import type { Tx } from '../client.ts';
import { platformTermsSignatures, users } from '../schema/index.ts';
import { newId } from '../../lib/ids.ts';

export async function seedPlatform(db: Tx, emails: string[]) {
  const platform = await ensureDefaultPlatform(db);
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.email, emails));
  if (!rows.length) return;
  await db
    .insert(platformTermsSignatures)
    .values(
      rows.map((u) => ({
        id: newId('sig'),
        userId: u.id,
        platformId: platform.id,
        projectId: null,
        termsId: DEFAULT_TERMS.id,
        version: DEFAULT_TERMS.version,
      })),
    )
    .onConflictDoNothing();
}
