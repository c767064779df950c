/**
 * `GET …/reviews/export`: the filtered reviews as CSV, streamed from a server-side cursor one batch at a time as
 * the client reads (constant memory), header row, formula cells neutralised (server/lib/csv.ts safeCell).
 */
import { stringify } from 'csv-stringify/sync';
import type { Database } from '../../db/client.ts';
import { safeCell } from '../../lib/csv.ts';
import { openCursor } from '../../lib/cursor.repo.ts';
import { exportReviewsQuery, type ReviewFilters } from './reviews.repo.ts';

export const REVIEWS_EXPORT_HEADER = [
  'Written',
  'Rating',
  'Status',
  'Product',
  'Product ID',
  'Author',
  'Verified purchase',
  'Title',
  'Review',
  'Moderated by',
  'Moderation reason',
  'Moderated',
  'Order ID',
  'Review ID',
];

export async function reviewsCsvStream(database: Database, projectId: string, filters: ReviewFilters, batchSize = 500) {
  const cursor = await openCursor(database.pool, exportReviewsQuery(database.db, projectId, filters), batchSize);
  const encoder = new TextEncoder();
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const rows = await cursor.next();
        const records = rows.map((r) => r.map((v, i) => (i === 6 ? (v ? 'yes' : 'no') : safeCell(v))));
        if (!headerSent) {
          records.unshift(REVIEWS_EXPORT_HEADER);
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
