/** `GET /v1/mail/subscribers/export`: the filtered subscribers as CSV from a server-side cursor (constant memory). */
import { stringify } from 'csv-stringify/sync';
import type { Database } from '../../db/client.ts';
import { safeCell } from '../../lib/csv.ts';
import { openCursor } from '../../lib/cursor.repo.ts';
import { exportSubscribersQuery, isoTimestamp, type SubscriberFilters } from './subscribers.repo.ts';

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
  const query = await exportSubscribersQuery(database.db, projectId, f);
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
