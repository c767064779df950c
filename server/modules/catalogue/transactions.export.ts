/**
 * `POST /v1/gfn/transactions/export`: the filtered transactions as CSV, streamed from a server-side cursor one
 * batch at a time, only as fast as the client reads (copy of server/modules/commerce/orders.export.ts). Header
 * row, UTF-8, amounts in major units of their currency, formula cells prefixed with `'` (server/lib/csv.ts).
 */
import { stringify } from 'csv-stringify/sync';
import type { Database } from '../../db/client.ts';
import { safeCell } from '../../lib/csv.ts';
import { openCursor } from '../../lib/cursor.repo.ts';
import { exportTransactionsQuery, type TransactionFilters } from './statements.repo.ts';

export const TRANSACTIONS_HEADER = [
  'Date',
  'Statement',
  'Factory',
  'Fulfillment',
  'Type',
  'Description',
  'SKU',
  'Quantity',
  'Currency',
  'Amount',
  'Transaction ID',
];

const exponent = (currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
const major = (minor: unknown, e: number) => {
  const n = BigInt(String(minor));
  const sign = n < 0n ? '-' : '';
  const abs = n < 0n ? -n : n;
  if (e === 0) return `${sign}${abs}`;
  const base = 10n ** BigInt(e);
  return `${sign}${abs / base}.${(abs % base).toString().padStart(e, '0')}`;
};

function toRecord(row: unknown[]): string[] {
  const [createdAt, statement, factory, fulfillmentId, type, description, sku, quantity, currency, amount, id] = row;
  // The amount is a number written by us (a credit is negative, not a formula); every text cell goes through safeCell.
  const text = [createdAt, statement, factory, fulfillmentId, type, description, sku, quantity, currency].map(safeCell);
  return [...text, major(amount, exponent(String(currency))), safeCell(id)];
}

export async function transactionsCsvStream(database: Database, projectId: string, filters: TransactionFilters, batchSize = 500) {
  const cursor = await openCursor(database.pool, exportTransactionsQuery(database.db, projectId, filters), batchSize);
  const encoder = new TextEncoder();
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const rows = await cursor.next();
        const records = rows.map(toRecord);
        if (!headerSent) {
          records.unshift(TRANSACTIONS_HEADER);
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
