import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/** A round trip to the database (throws when it is down). */
export async function ping(db: Tx) {
  await db.execute(sql`SELECT 1`);
}
