/**
 * The mail bench (issue 20): a 100,000-row subscriber CSV (100 bad rows) imported through the real call
 * (`POST /v1/mail/subscribers/import`, multipart) and its job, polled to the end: rows/s end to end. The floor
 * is PostgreSQL's own COPY of the same rows into a scratch table on the same database, same round: the import
 * parses, validates, merges by email and keeps per-row errors, so it is expected to be a few times slower.
 * In `npm run bench` (tests/bench/run.ts calls `benchMail`), or alone against a running server:
 * `npx tsx tests/bench/mail.ts` (its own server and database; BENCH_ROWS to try a smaller file).
 */
import { rmSync } from 'node:fs';
import pg from 'pg';
import { freePort } from '../../server/lib/free-port.ts';
import { type Proc, serverRssKiB, signInBearer, startRealServer } from './processes.ts';
import { makeRow, printTable, type Row } from './report.ts';

export interface MailBenchOptions {
  url: string;
  databaseUrl: string;
  rounds: number;
  rows?: number;
  /** The server process, for its RSS growth during the import (the issue asks for memory beside rows/s). */
  server?: Proc;
}

function csvOf(rows: number, round: number): string {
  const lines = ['email;first_name;last_name;gender'];
  for (let i = 0; i < rows; i++)
    lines.push(
      i % 1000 === 999
        ? `not-an-email-${i};Bad;Row;`
        : `bench${round}.${i}@example.com;First${i};"Last; ${i}";${i % 2 ? 'male' : 'female'}`,
    );
  return `${lines.join('\n')}\n`;
}

async function copyFloor(databaseUrl: string, csv: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('CREATE TEMP TABLE bench_copy (email text, first_name text, last_name text, gender text)');
    const rows = csv.split('\n').slice(1, -1);
    const started = performance.now();
    // COPY FROM STDIN needs pg-copy-streams; a multi-row INSERT … SELECT unnest() of the same rows in 1,000-row
    // batches is the same shape of work without the dependency.
    for (let at = 0; at < rows.length; at += 1000) {
      const cols = rows.slice(at, at + 1000).map((l) => l.split(';'));
      await client.query(
        'INSERT INTO bench_copy SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[])',
        [0, 1, 2, 3].map((c) => cols.map((r) => r[c] ?? '')),
      );
    }
    return rows.length / ((performance.now() - started) / 1000);
  } finally {
    await client.end();
  }
}

export async function benchMail(o: MailBenchOptions): Promise<Row[]> {
  const n = o.rows ?? 100_000;
  const { token } = await signInBearer(o.url);
  const auth = { authorization: `Bearer ${token}` };
  const { projects } = (await (await fetch(`${o.url}/v1/projects`, { headers: auth })).json()) as { projects: { id: string }[] };
  const project = projects[0]!.id;
  const rounds: { value: number; floor: number | null }[] = [];
  const growth: { value: number; floor: number | null }[] = [];
  const rss = () => (o.server ? serverRssKiB(o.server.child.pid as number) : 0);
  let uploadMb = 0;
  for (let round = 0; round < o.rounds; round++) {
    const csv = csvOf(n, round);
    uploadMb = Math.round((csv.length / 1e6) * 10) / 10;
    const form = new FormData();
    form.set('file', new File([csv], `bench-${round}.csv`, { type: 'text/csv' }));
    const before = rss();
    let peak = before;
    const started = performance.now();
    const res = await fetch(`${o.url}/v1/mail/subscribers/import?project=${project}`, { method: 'POST', headers: auth, body: form });
    if (res.status !== 202) throw new Error(`import: ${res.status} ${await res.text()}`);
    const { id } = (await res.json()) as { id: string };
    for (;;) {
      const job = (await (await fetch(`${o.url}/v1/mail/subscribers/imports/${id}?project=${project}`, { headers: auth })).json()) as {
        status: string;
        rowsRead: number;
        failed: number;
      };
      if (job.status === 'failed') throw new Error('import failed');
      if (job.status === 'done') {
        if (job.rowsRead !== n || job.failed !== n / 1000) throw new Error(`import read ${job.rowsRead} rows, ${job.failed} failed`);
        break;
      }
      peak = Math.max(peak, rss());
      await new Promise((r) => setTimeout(r, 100));
    }
    const value = n / ((performance.now() - started) / 1000);
    if (o.server) growth.push({ value: Math.round((Math.max(peak, rss()) - before) / 1024), floor: null });
    rounds.push({ value, floor: await copyFloor(o.databaseUrl, csv) });
  }
  return [
    makeRow({
      key: 'mailImportRowsPerS',
      metric: `mail: subscriber CSV import, ${n.toLocaleString('en')} rows end to end (floor: bare batched INSERT of the same rows)`,
      unit: 'rows/s',
      better: 'higher',
      target: null,
      rounds,
    }),
    ...(growth.length
      ? [
          makeRow({
            key: 'mailImportRssMb',
            metric: `mail: the same import, server RSS growth (the ${uploadMb} MB upload is held as one string)`,
            unit: 'MB',
            better: 'lower',
            target: null,
            rounds: growth,
          }),
        ]
      : []),
  ];
}

// Alone: its own real server (and database), the same figure.
if (import.meta.url === `file://${process.argv[1]}`) {
  const port = await freePort();
  const dataDir = `.tmp/bench-mail-${port}`;
  const real = await startRealServer(dataDir, port, await freePort());
  try {
    printTable(
      await benchMail({
        url: real.url,
        databaseUrl: real.databaseUrl,
        server: real,
        rounds: Number(process.env.BENCH_ROUNDS ?? 1),
        rows: Number(process.env.BENCH_ROWS ?? 100_000),
      }),
    );
  } finally {
    await real.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
