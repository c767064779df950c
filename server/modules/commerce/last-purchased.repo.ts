/** The `lastPurchasedSql` hook (server/lib/hooks.ts): the customer's last purchase by email, for the mail area. */
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { customers } from '../../db/schema/index.ts';

export const lastPurchasedByEmailSql = (projectId: SQLWrapper, email: SQLWrapper): SQL<string | null> =>
  sql<
    string | null
  >`(SELECT ${customers.lastPurchasedAt} FROM ${customers} WHERE ${customers.projectId} = ${projectId} AND ${customers.email} = ${email})`;
