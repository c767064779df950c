/** Subscriber import rows: the import record, its progress, and the merge of a batch of rows by email. */
import { and, eq, sql } from 'drizzle-orm';
import type { SubscriberStatus } from '../../../common/mail.ts';
import type { Tx } from '../../db/client.ts';
import { mailImports } from '../../db/schema/index.ts';
import { enqueue } from '../../lib/jobs.ts';
import { flowTriggers, lastPurchasedSql } from '../../lib/hooks.ts';
import { newId } from '../../lib/ids.ts';

export const IMPORT_QUEUE = 'mail-import';
export type ImportRow = typeof mailImports.$inferSelect;

export interface GoodRow {
  email: string;
  firstName: string;
  lastName: string;
  gender: string | null;
  status: SubscriberStatus | null;
  attributes: Record<string, string>;
}

export async function createImport(
  tx: Tx,
  v: {
    projectId: string;
    id: string;
    filename: string;
    path: string;
    bytes: number;
    mapping: Record<string, string>;
    mailingListId: string | null;
    createdBy: string | null;
  },
) {
  const [row] = await tx.insert(mailImports).values(v).returning();
  await enqueue(tx, IMPORT_QUEUE, { projectId: v.projectId, importId: v.id }, { maxAttempts: 3 });
  return row!;
}

const key = (projectId: string, id: string) => and(eq(mailImports.projectId, projectId), eq(mailImports.id, id));

export async function findImport(db: Tx, projectId: string, id: string): Promise<ImportRow | null> {
  const [row] = await db.select().from(mailImports).where(key(projectId, id));
  return row ?? null;
}

export async function setImport(db: Tx, projectId: string, id: string, set: Partial<typeof mailImports.$inferInsert>) {
  await db.update(mailImports).set(set).where(key(projectId, id));
}

/** Upsert one batch (already deduplicated by email); counts created / updated / unchanged. */
export async function writeBatch(tx: Tx, projectId: string, rows: GoodRow[], mailingListId: string | null) {
  const ids = rows.map(() => newId('sub'));
  const res = await tx.execute<{ inserted: boolean }>(sql`
    INSERT INTO mail_subscribers AS s (project_id, id, email, first_name, last_name, gender, attributes, status, consent_source, last_purchased_at)
    SELECT ${projectId}, r.id, r.email, r.first_name, r.last_name, r.gender, r.attributes, coalesce(r.status, 'subscribed'), 'import',
           ${lastPurchasedSql.get()(sql`${projectId}`, sql.raw('r.email'))}
      FROM jsonb_to_recordset(${JSON.stringify(
        rows.map((r, i) => ({
          id: ids[i],
          email: r.email,
          first_name: r.firstName,
          last_name: r.lastName,
          gender: r.gender,
          attributes: r.attributes,
          status: r.status,
        })),
      )}::jsonb) AS r(id text, email text, first_name text, last_name text, gender text, attributes jsonb, status text)
    ON CONFLICT (project_id, email) DO UPDATE SET
      first_name = coalesce(nullif(excluded.first_name, ''), s.first_name),
      last_name = coalesce(nullif(excluded.last_name, ''), s.last_name),
      gender = coalesce(excluded.gender, s.gender),
      attributes = s.attributes || excluded.attributes,
      status = CASE WHEN s.status = 'subscribed' AND excluded.status <> 'subscribed' THEN excluded.status ELSE s.status END,
      consent_at = CASE WHEN s.status = 'subscribed' AND excluded.status <> 'subscribed' THEN now() ELSE s.consent_at END,
      consent_source = CASE WHEN s.status = 'subscribed' AND excluded.status <> 'subscribed' THEN 'import' ELSE s.consent_source END,
      updated_at = now()
    WHERE (s.first_name, s.last_name, s.gender, s.attributes, s.status)
          IS DISTINCT FROM (coalesce(nullif(excluded.first_name, ''), s.first_name), coalesce(nullif(excluded.last_name, ''), s.last_name),
                            coalesce(excluded.gender, s.gender), s.attributes || excluded.attributes,
                            CASE WHEN s.status = 'subscribed' AND excluded.status <> 'subscribed' THEN excluded.status ELSE s.status END)
    RETURNING (xmax = 0) AS inserted`);
  const created = res.rows.filter((r) => r.inserted).length;
  const updated = res.rows.length - created;
  let added = 0;
  if (mailingListId) {
    const m = await tx.execute(sql`
      INSERT INTO mailing_list_members (project_id, mailing_list_id, subscriber_id)
      SELECT ${projectId}, ${mailingListId}, s.id FROM mail_subscribers s WHERE s.project_id = ${projectId} AND s.email IN (SELECT jsonb_array_elements_text(${JSON.stringify(rows.map((r) => r.email))}::jsonb))
      ON CONFLICT DO NOTHING
      RETURNING mailing_list_id AS "mailingListId", subscriber_id AS "subscriberId"`);
    added = m.rowCount ?? 0;
    await flowTriggers.get().listJoined(tx, projectId, m.rows as { mailingListId: string; subscriberId: string }[]); // flows on joining the list
  }
  return { created, updated, unchanged: rows.length - res.rows.length, added };
}
