/**
 * Transaction exports as CSV (docs/decisions/billing.md "Exports"): streamed from a server-side cursor
 * (`DECLARE … FETCH` in a read-only transaction on its own connection) one batch at a time, only as fast as the
 * client reads, so memory stays flat at any size. Header row, amounts in major units written from the integer
 * (no float), text cells a spreadsheet would run as a formula prefixed with `'`.
 */
import { stringify } from 'csv-stringify/sync';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { billingTransactions } from '../../db/schema/index.ts';
import { safeCell } from '../../lib/csv.ts';
import { toMajorString } from './billing.money.ts';
import { invoiceNumber } from './invoices.repo.ts';
import { searchCondition } from './transactions.repo.ts';

export const TRANSACTION_CSV_HEADER = [
  'Created',
  'Confirmed',
  'Type',
  'Category',
  'Status',
  'Description',
  'Integration',
  'Source reference',
  'Invoice',
  'Currency',
  'Amount',
  'Tax',
  'Total',
  'Transaction ID',
];

export interface ExportFilters {
  invoice?: string | undefined;
  integration?: string | undefined;
  search?: string | undefined;
  status?: 'pending' | 'confirmed' | undefined;
  start?: string | undefined;
  end?: string | undefined;
}

function exportQuery(database: Database, projectId: string, where: SQL | undefined, order: 'asc' | 'desc') {
  const t = billingTransactions;
  const q = database.db
    .select({
      createdAt: t.createdAt,
      confirmedAt: t.confirmedAt,
      type: t.type,
      category: t.category,
      status: t.status,
      description: t.description,
      integration: t.integration,
      sourceReference: t.sourceReference,
      invoiceNumber: sql<
        number | null
      >`(SELECT i.number FROM billing_invoices i WHERE i.project_id = ${t.projectId} AND i.id = ${t.invoiceId})`,
      currency: t.currency,
      amount: t.amount,
      taxAmount: t.taxAmount,
      id: t.id,
    })
    .from(t)
    .where(and(eq(t.projectId, projectId), where))
    .orderBy(order === 'asc' ? asc(t.confirmedAt) : desc(t.createdAt), order === 'asc' ? asc(t.id) : desc(t.id));
  return q.toSQL();
}

export const exportConditions = (f: ExportFilters) =>
  and(
    f.invoice ? eq(billingTransactions.invoiceId, f.invoice) : undefined,
    f.integration ? eq(billingTransactions.integration, f.integration) : undefined,
    f.status ? eq(billingTransactions.status, f.status) : undefined,
    f.start ? sql`${billingTransactions.createdAt} >= ${f.start}` : undefined,
    f.end ? sql`${billingTransactions.createdAt} < ${f.end}` : undefined,
    searchCondition(billingTransactions.search, f.search),
  );

export const periodConditions = (currency: string, start: string, end: string) =>
  and(
    eq(billingTransactions.currency, currency),
    eq(billingTransactions.status, 'confirmed'),
    sql`${billingTransactions.confirmedAt} >= ${start} AND ${billingTransactions.confirmedAt} < ${end}`,
  );

function toRecord(row: unknown[]): string[] {
  const [createdAt, confirmedAt, type, category, status, description, integration, sourceReference, number, currency, amount, tax, id] =
    row;
  const cur = String(currency);
  const a = Number(amount);
  const t = Number(tax);
  const sign = type === 'charge' ? 1 : -1;
  return [
    createdAt,
    confirmedAt,
    type,
    category,
    status,
    description,
    integration,
    sourceReference,
    number == null ? '' : invoiceNumber(Number(number)),
    cur,
    toMajorString(sign * a, cur),
    toMajorString(sign * t, cur),
    toMajorString(sign * (a + t), cur),
    id,
  ].map((v) => (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? v : safeCell(v)));
}

/** The CSV body: charges positive, credits negative (what the project owes). */
export async function transactionsCsv(
  database: Database,
  projectId: string,
  where: SQL | undefined,
  order: 'asc' | 'desc' = 'desc',
  batchSize = 500,
) {
  const query = exportQuery(database, projectId, where, order);
  const client = await database.pool.connect();
  let closed = false;
  const close = async (err?: unknown) => {
    if (closed) return;
    closed = true;
    try {
      await client.query(err ? 'ROLLBACK' : 'COMMIT');
      client.release();
    } catch (e) {
      client.release(e as Error);
    }
  };
  try {
    await client.query('BEGIN READ ONLY');
    await client.query({ text: `DECLARE billing_export NO SCROLL CURSOR FOR ${query.sql}`, values: query.params });
  } catch (err) {
    await close(err);
    throw err;
  }
  const encoder = new TextEncoder();
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const res = await client.query({ text: `FETCH ${batchSize} FROM billing_export`, rowMode: 'array' });
        const records = (res.rows as unknown[][]).map(toRecord);
        if (!headerSent) {
          records.unshift(TRANSACTION_CSV_HEADER);
          headerSent = true;
        }
        if (records.length) controller.enqueue(encoder.encode(stringify(records)));
        if (res.rows.length < batchSize) {
          await close();
          controller.close();
        }
      } catch (err) {
        await close(err);
        controller.error(err);
      }
    },
    async cancel() {
      await close(new Error('download cancelled'));
    },
  });
}
