/**
 * Subscriber CSV import (`POST /v1/mail/subscribers/import`, job `mail-import`). The upload is written to
 * DATA_DIR as it arrives; the job reads it as a stream through csv-parse (BOM, quoted fields, `,` or `;` sniffed
 * from the header line), 1,000 rows per transaction, and writes its progress (bytes read) and counts after each.
 * Rows merge by normalised email: an empty cell never blanks a stored value, an import never re-subscribes
 * someone who unsubscribed, bounced or complained, and a row that changes nothing is counted as unchanged —
 * so the same file imported twice changes nothing the second time. Bad rows are reported (row, email, reason)
 * and skipped; the first 1,000 reasons are kept.
 */
import { createReadStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { parse } from 'csv-parse';
import { GENDERS, SUBSCRIBER_STATUSES, type SubscriberStatus } from '../../../common/mail.ts';
import type { Database } from '../../db/client.ts';
import type { ImportRowError } from '../../db/schema/index.ts';
import { registerJobHandler } from '../../lib/jobs.ts';
import { newId } from '../../lib/ids.ts';
import { findImport, type GoodRow, IMPORT_QUEUE, type ImportRow, setImport, writeBatch } from './imports.repo.ts';
import { EMAIL, normaliseEmail } from './mail.schemas.ts';

export const MAX_ROWS = 100_000;
const BATCH = 1000;
const KEEP_ERRORS = 1000;

/** A header → the field it most likely holds ('' = skip; `attributes.<key>` otherwise). */
export function guessField(header: string): string {
  const h = header.toLowerCase().replace(/[^a-z]/g, '');
  if (['email', 'emailaddress', 'mail', 'email1'].includes(h)) return 'email';
  if (['firstname', 'givenname', 'first', 'forename'].includes(h)) return 'firstName';
  if (['lastname', 'surname', 'familyname', 'last'].includes(h)) return 'lastName';
  if (['gender', 'sex'].includes(h)) return 'gender';
  if (['status', 'consent', 'subscriptionstatus'].includes(h)) return 'status';
  const key = header
    .trim()
    .replace(/[^\p{L}\p{N}_ -]/gu, '')
    .slice(0, 64);
  return key ? `attributes.${key}` : '';
}

export function toImportDto(r: ImportRow) {
  return {
    id: r.id,
    project: r.projectId,
    filename: r.filename,
    status: r.status,
    progress: r.status === 'done' ? 1 : r.bytes ? Math.min(1, r.bytesRead / r.bytes) : 0,
    rowsRead: r.rowsRead,
    created: r.created,
    updated: r.updated,
    unchanged: r.unchanged,
    failed: r.failed,
    errors: r.errors,
    message: r.message,
    createdAt: r.createdAt,
    finishedAt: r.finishedAt,
  };
}

export const newImportId = () => newId('imp');
export { createImport } from './imports.repo.ts';

async function sniffDelimiter(path: string): Promise<',' | ';'> {
  const fh = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await fh.read(Buffer.alloc(65536), 0, 65536, 0);
    const first = buffer.subarray(0, bytesRead).toString('utf8').split(/\r?\n/)[0] ?? '';
    const count = (ch: string) => first.replace(/"[^"]*"/g, '').split(ch).length;
    return count(';') > count(',') ? ';' : ',';
  } finally {
    await fh.close();
  }
}

function readRow(record: Record<string, string>, mapping: Record<string, string>): GoodRow | string {
  const row: GoodRow = { email: '', firstName: '', lastName: '', gender: null, status: null, attributes: {} };
  for (const [column, raw] of Object.entries(record)) {
    const field = mapping[column] ?? guessField(column);
    const value = (raw ?? '').trim();
    if (!field || !value) continue;
    if (field.startsWith('attributes.')) row.attributes[field.slice(11)] = value.slice(0, 1000);
    else if (field === 'email') row.email = value;
    else if (field === 'firstName' || field === 'lastName') row[field] = value.slice(0, 100);
    else if (field === 'gender') {
      const g = value.toLowerCase();
      const norm = g === 'm' ? 'male' : g === 'f' ? 'female' : g;
      if (!(GENDERS as readonly string[]).includes(norm)) return `Gender must be male or female (got "${value.slice(0, 20)}").`;
      row.gender = norm;
    } else if (field === 'status') {
      const s = value.toLowerCase();
      if (!(SUBSCRIBER_STATUSES as readonly string[]).includes(s)) return `Status must be one of ${SUBSCRIBER_STATUSES.join(', ')}.`;
      row.status = s as SubscriberStatus;
    }
  }
  if (!row.email) return 'The email is missing.';
  if (row.email.length > 254 || !EMAIL.test(row.email)) return 'The email address is not valid.';
  row.email = normaliseEmail(row.email);
  return row;
}

export async function runImport(database: Database, projectId: string, importId: string) {
  const db = database.db;
  const job = await findImport(db, projectId, importId);
  if (!job || job.status === 'done' || job.status === 'failed') return;
  // A retried job starts over: the merge makes rows already written count as unchanged.
  await setImport(db, projectId, importId, {
    status: 'running',
    rowsRead: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    failed: 0,
    bytesRead: 0,
    errors: [],
  });
  const totals = { rowsRead: 0, created: 0, updated: 0, unchanged: 0, failed: 0 };
  const errors: ImportRowError[] = [];
  const fail = (row: number, email: string | null, reason: string) => {
    totals.failed++;
    if (errors.length < KEEP_ERRORS) errors.push({ row, email, reason });
  };
  try {
    const delimiter = await sniffDelimiter(job.path);
    const file = createReadStream(job.path);
    const parser = file.pipe(
      parse({
        bom: true,
        columns: true,
        delimiter,
        relax_column_count: true,
        skip_empty_lines: true,
        trim: false,
        info: true,
        max_record_size: 65536,
      }),
    );
    let batch = new Map<string, GoodRow>();
    let emailColumn: string | undefined;
    const flush = async () => {
      if (!batch.size) return;
      const rows = [...batch.values()];
      batch = new Map();
      const r = await db.transaction((tx) => writeBatch(tx, projectId, rows, job.mailingListId));
      totals.created += r.created;
      totals.updated += r.updated;
      totals.unchanged += r.unchanged;
      await setImport(db, projectId, importId, { ...totals, bytesRead: file.bytesRead, errors });
    };
    for await (const { record } of parser as AsyncIterable<{ record: Record<string, string> }>) {
      totals.rowsRead++;
      const rowNumber = totals.rowsRead + 1; // the header is row 1
      if (totals.rowsRead > MAX_ROWS) {
        fail(rowNumber, null, `Only the first ${MAX_ROWS.toLocaleString('en')} rows are imported.`);
        totals.rowsRead--;
        break;
      }
      const row = readRow(record, job.mapping);
      if (typeof row === 'string') {
        emailColumn ??= Object.keys(record).find((k) => (job.mapping[k] ?? guessField(k)) === 'email') ?? '';
        fail(rowNumber, record[emailColumn]?.trim().slice(0, 254) || null, row);
        continue;
      }
      const earlier = batch.get(row.email);
      if (earlier) {
        // The same email twice in a file: merged (later non-empty cells win), counted once.
        totals.unchanged++;
        batch.set(row.email, {
          ...earlier,
          firstName: row.firstName || earlier.firstName,
          lastName: row.lastName || earlier.lastName,
          gender: row.gender ?? earlier.gender,
          status: row.status ?? earlier.status,
          attributes: { ...earlier.attributes, ...row.attributes },
        });
      } else batch.set(row.email, row);
      if (batch.size >= BATCH) await flush();
    }
    file.destroy();
    await flush();
    await setImport(db, projectId, importId, {
      ...totals,
      errors,
      status: 'done',
      bytesRead: job.bytes,
      finishedAt: new Date().toISOString(),
    });
  } catch (err) {
    // Not CSV: the import fails with the reason. Anything else (the database went away): the job retries.
    if (!(err as { code?: string }).code?.startsWith('CSV_')) throw err;
    await setImport(db, projectId, importId, {
      ...totals,
      errors,
      status: 'failed',
      message: `The file is not valid CSV: ${(err as Error).message}`,
      finishedAt: new Date().toISOString(),
    });
  } finally {
    const now = await findImport(db, projectId, importId);
    if (now?.status === 'done' || now?.status === 'failed') await rm(job.path, { force: true });
  }
}

registerJobHandler(IMPORT_QUEUE, async (payload, { database }) => {
  const { projectId, importId } = payload as { projectId: string; importId: string };
  await runImport(database, projectId, importId);
});
