/** The one platform-administrator check (users.is_admin). */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export async function isPlatformAdmin(db: Tx, userId: string): Promise<boolean> {
  const [row] = await db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, userId));
  return !!row?.isAdmin;
}
