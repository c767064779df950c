/** `GET /v1/mail/subscribers/export`: the filtered subscribers as CSV from a server-side cursor (constant memory). */
import { stringify } from 'csv-stringify/sync';
import { desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailSubscribers } from '../../db/schema/index.ts';
import { isoTimestamp } from '../../db/schema/columns.ts';
import { safeCell } from '../../lib/csv.ts';
import { openCursor } from '../../lib/cursor.repo.ts';
import { lastPurchasedOf } from './audience.repo.ts';
import { type SubscriberFilters, subscriberWhere } from './subscribers.repo.ts';

export const EXPORT_HEADER = [
  'Email',
  'First name',
  'Last name',
  'Gender',
  'Status',
  'Consent at',
  'Consent source',
  'Last opened',
  'Last clicked',
  'Last purchased',
  'Opens',
  'Clicks',
  'Created',
  'Attributes',
  'Subscriber ID',
];

const DATE_COLUMNS = new Set([5, 7, 8, 9, 12]);

/** The CSV body as a stream that reads the next batch only when the client has taken the last. */
export async function subscribersCsvStream(database: Database, projectId: string, f: Omit<SubscriberFilters, 'sortBy'>, batchSize = 500) {
  const where = await subscriberWhere(database.db, projectId, { ...f, sortBy: 'createdAt' });
  const s = mailSubscribers;
  const query = database.db
    .select({
      email: s.email,
      firstName: s.firstName,
      lastName: s.lastName,
      gender: s.gender,
      status: s.status,
      consentAt: s.consentAt,
      consentSource: s.consentSource,
      lastOpenedAt: s.lastOpenedAt,
      lastClickedAt: s.lastClickedAt,
      lastPurchasedAt: lastPurchasedOf(),
      openCount: s.openCount,
      clickCount: s.clickCount,
      createdAt: s.createdAt,
      attributes: sql`${s.attributes}::text`,
      id: s.id,
    })
    .from(s)
    .where(where)
    .orderBy(desc(s.createdAt), desc(s.id))
    .toSQL();
  const cursor = await openCursor(database.pool, { sql: query.sql, params: query.params }, batchSize);
  const encoder = new TextEncoder();
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const rows = await cursor.next();
        const records = rows.map((r) => r.map((v, i) => safeCell(DATE_COLUMNS.has(i) ? isoTimestamp(v) : v)));
        if (!headerSent) {
          records.unshift(EXPORT_HEADER);
          headerSent = true;
        }
        if (records.length) controller.enqueue(encoder.encode(stringify(records)));
        if (rows.length < batchSize) {
          await cursor.close();
          controller.close();
        }
      } catch (err) {
        await cursor.close(err as Error);
        controller.error(err);
      }
    },
    async cancel() {
      await cursor.close(new Error('download cancelled'));
    },
  });
}
