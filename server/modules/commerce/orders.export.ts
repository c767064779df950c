/**
 * `GET …/orders/export`: the filtered orders as CSV (docs/decisions/commerce.md "Exports"), streamed from a
 * server-side cursor one batch at a time, only as fast as the client reads (ReadableStream `pull`): memory stays
 * flat at any size. Header row, UTF-8, amounts in major units, cells that a spreadsheet would run as a formula
 * (starting with = + - @, tab or carriage return) prefixed with `'`.
 */
import { stringify } from 'csv-stringify/sync';
import { safeCell } from '../../lib/csv.ts';

import type { Database } from '../../db/client.ts';
import { openCursor } from '../../lib/cursor.repo.ts';
import { type OrderFilters, exportOrdersQuery } from './orders.repo.ts';
import { currencyExponent } from './validation.ts';

export const EXPORT_HEADER = [
  'Order',
  'Created',
  'Updated',
  'Status',
  'Payment',
  'Fulfillment',
  'Customer',
  'Email',
  'Currency',
  'Subtotal',
  'Discount',
  'Shipping',
  'Tax',
  'Total',
  'Items',
  'Source',
  'Paid',
  'Ship to country',
  'Order ID',
];

const major = (minor: unknown, exponent: number) => (Number(minor) / 10 ** exponent).toFixed(exponent);

function toRecord(row: unknown[], prefix: string): string[] {
  const [
    number,
    createdAt,
    updatedAt,
    status,
    payment,
    fulfillment,
    customer,
    email,
    currency,
    subtotal,
    discount,
    shipping,
    tax,
    total,
    items,
    source,
    paidAt,
    country,
    id,
  ] = row;
  const e = currencyExponent(String(currency));
  return [
    `${prefix}${number}`,
    createdAt,
    updatedAt,
    status,
    payment,
    fulfillment,
    customer,
    email,
    currency,
    major(subtotal, e),
    major(discount, e),
    major(shipping, e),
    major(tax, e),
    major(total, e),
    items,
    source,
    paidAt,
    country,
    id,
  ].map(safeCell);
}

/** The CSV body as a stream that reads the next batch from the cursor only when the client has taken the last. */
export async function ordersCsvStream(database: Database, projectId: string, prefix: string, filters: OrderFilters, batchSize = 500) {
  const cursor = await openCursor(database.pool, exportOrdersQuery(database.db, projectId, filters), batchSize);
  const encoder = new TextEncoder();
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const rows = await cursor.next();
        const records = rows.map((r) => toRecord(r, prefix));
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
