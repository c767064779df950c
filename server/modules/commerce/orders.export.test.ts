import v8 from 'node:v8';
import vm from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { safeCell } from '../../lib/csv.ts';
import { ordersCsvStream } from './orders.export.ts';
import { pagePlatformOrdersSql } from './orders.repo.ts';
import { shop } from './orders.test.support.ts';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
});

/** `n` orders of one customer, one a minute back from now, statuses in turn (fast: one INSERT … SELECT). */
async function bulkOrders(projectId: string, n: number) {
  await t.database.pool.query(
    `INSERT INTO customers (project_id, id, email, first_name, last_name, currency) VALUES ($1, 'cus_bulk', 'bulk@example.com', 'Bulk', 'Buyer', 'EUR')`,
    [projectId],
  );
  await t.database.pool.query(
    `INSERT INTO orders (project_id, id, number, customer_id, email, customer_name, status, payment_status, currency, subtotal, total, item_count, created_at, updated_at)
     SELECT $1, 'ord_bulk' || lpad(i::text, 7, '0'), 100000 + i, 'cus_bulk', 'bulk@example.com', 'Bulk Buyer',
            (ARRAY['new','paid','processing','complete','refunded'])[1 + i % 5], 'paid', 'EUR', 1000 + i, 1000 + i, 1 + i % 3,
            now() - make_interval(mins => i), now() - make_interval(mins => i)
       FROM generate_series(1, $2) i`,
    [projectId, n],
  );
  await t.database.pool.query('ANALYZE orders');
}

/** RFC 4180 rows (quoted fields with "" escapes and line breaks). */
function csvOf(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') endCell();
    else if (ch === '\n') {
      endCell();
      rows.push(row);
      row = [];
    } else if (ch !== '\r') cell += ch;
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

describe('GET …/orders/export', () => {
  it('streams a header row and one row per order, with the list filters, formulas neutralised', async () => {
    const s = await shop(t);
    const evil = await s.createOrder({
      customer: { email: 'evil@example.com', firstName: '=HYPERLINK("http://x.test","click")', lastName: '' },
      paid: true,
    });
    await s.createOrder({ customer: { email: 'plus@example.com', firstName: '+49 30', lastName: '' } });
    await s.createOrder({ customer: { email: 'at@example.com', firstName: '@SUM(A1)', lastName: '' } });
    const start = new Date(Date.now() - 3_600_000).toISOString();
    const res = await t.app.request(`${s.base}/export?${s.q}&start=${start}`, { headers: { authorization: `Bearer ${s.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-\d{4}-\d\d-\d\d\.csv"$/);
    const rows = csvOf(await res.text());
    expect(rows[0]).toEqual([
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
    ]);
    expect(rows).toHaveLength(4);
    expect(rows.map((r) => r[6])).toEqual(['Customer', "'@SUM(A1)", "'+49 30", `'=HYPERLINK("http://x.test","click")`]);
    expect(rows[3]!.slice(0, 1).concat(rows[3]!.slice(3, 5), rows[3]!.slice(8, 14), rows[3]!.slice(17))).toEqual([
      '#1001',
      'paid',
      'paid',
      'EUR',
      '40.00',
      '0.00',
      '5.00',
      '0.00',
      '45.00',
      'DE',
      evil.body.id,
    ]);
    const paidOnly = await t.app.request(`${s.base}/export?${s.q}&start=${start}&status=paid`, {
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(csvOf(await paidOnly.text())).toHaveLength(2);
    const searched = await t.app.request(`${s.base}/export?${s.q}&start=${start}&search=plus`, {
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(csvOf(await searched.text()).map((r) => r[7])).toEqual(['Email', 'plus@example.com']);
    const empty = await t.app.request(`${s.base}/export?${s.q}&start=${new Date(Date.now() + 60_000).toISOString()}`, {
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(csvOf(await empty.text())).toHaveLength(1);
  });

  it('needs start (422 on start); other bad filters are 422 too', async () => {
    const s = await shop(t);
    const missing = await t.call('GET', `${s.base}/export?${s.q}`, { token: s.token });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['start']);
    const bad = await t.call('GET', `${s.base}/export?${s.q}&start=2026-01-01T00:00:00Z&status=gone`, { token: s.token });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.status).toBeDefined();
  });

  it('escapes every cell a spreadsheet would run', () => {
    expect(['=1+1', '+1', '-1', '@a', '\tx', '\rx', 'ok', '', null, 42].map(safeCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@a",
      "'\tx",
      "'\rx",
      'ok',
      '',
      '',
      '42',
    ]);
  });
});

describe('orders at scale (20,000 rows)', () => {
  let s: Awaited<ReturnType<typeof shop>>;
  beforeAll(async () => {
    s = await shop(t);
    await bulkOrders(s.project.id, 20_000);
  }, 60_000);

  it('pages by keyset on the indexes: status + date uses orders_status_created_idx, no sort', async () => {
    const plan = async (f: Parameters<typeof pagePlatformOrdersSql>[1], values: Record<string, unknown> = {}) => {
      const q = pagePlatformOrdersSql(t.db, f, { projectId: s.project.id, platformId: s.platform.id, limit: 21, ...values });
      const res = await t.database.pool.query(`EXPLAIN ${q.sql}`, q.params);
      return res.rows.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']).join('\n');
    };
    const start = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const byStatus = await plan({ dateFilterType: 'created', status: 'paid', start }, { status: 'paid', start });
    expect(byStatus).toContain('Index Scan using orders_status_created_idx');
    expect(byStatus).not.toMatch(/Sort|Seq Scan/);
    const all = await plan({ dateFilterType: 'created' });
    expect(all).toContain('Index Scan using orders_created_idx');
    expect(all).not.toMatch(/Sort|Seq Scan/);
    const updated = await plan({ dateFilterType: 'updated', status: 'new' }, { status: 'new' });
    expect(updated).toContain('orders_status_updated_idx');
    expect(updated).not.toMatch(/Sort|Seq Scan/);
    const seek = await plan(
      { dateFilterType: 'created', status: 'paid' },
      { status: 'paid', afterDate: new Date(Date.now() - 86_400_000).toISOString(), afterId: 'ord_x' },
    );
    expect(seek).toContain('Index Scan using orders_status_created_idx');
    expect(seek).toMatch(/Index Cond: .*ROW\(created_at, id\) < ROW/);
    expect(seek).not.toMatch(/Sort|Seq Scan/);
    // A later page seeks on the same index.
    const p1 = await t.call('GET', `${s.base}?${s.q}&status=paid&pageSize=20`, { token: s.token });
    const p2 = await t.call('GET', `${s.base}?${s.q}&status=paid&pageSize=20&pageToken=${encodeURIComponent(p1.body.nextPageToken)}`, {
      token: s.token,
    });
    expect(p2.body.orders).toHaveLength(20);
    expect(p2.body.orders[0].createdAt < p1.body.orders[19].createdAt).toBe(true);
  });

  it('exports every row with flat memory: one cursor batch at a time, pulled by the reader', async () => {
    // Pull-based: after the first chunk only the first batch has been read; cancelling releases the connection.
    const stream = await ordersCsvStream(t.database, s.project.id, '#', { dateFilterType: 'created' }, 500);
    const reader = stream.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first.trimEnd().split('\n')).toHaveLength(501);
    expect(t.database.pool.totalCount - t.database.pool.idleCount).toBe(1);
    await reader.cancel();
    expect(t.database.pool.totalCount - t.database.pool.idleCount).toBe(0);

    // The whole export through HTTP, read as a client does; the heap measured after a full GC every 10 chunks
    // (live memory: JS heap and array buffers, not garbage waiting for collection).
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    gc();
    const live = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    const base = live();
    let peak = 0;
    let chunks = 0;
    const res = await t.app.request(`${s.base}/export?${s.q}&start=2000-01-01T00:00:00Z`, {
      headers: { authorization: `Bearer ${s.token}` },
    });
    const body = res.body!.getReader();
    let lines = 0;
    let bytes = 0;
    for (;;) {
      const { value, done } = await body.read();
      if (done) break;
      bytes += value.length;
      for (const b of value) if (b === 10) lines++;
      if (++chunks % 10 === 0) {
        gc();
        peak = Math.max(peak, live() - base);
      }
    }
    expect(lines).toBe(20_001);
    const csvMb = bytes / 1024 / 1024;
    const liveMb = peak / 1024 / 1024;
    console.info(
      `export of 20,000 orders: ${csvMb.toFixed(1)} MB CSV in ${chunks} chunks, live heap growth at most ${liveMb.toFixed(2)} MB`,
    );
    // Holding the rows or the CSV would keep several MB alive; one batch of 500 rows is ~0.2 MB.
    expect(liveMb).toBeLessThan(Math.min(2, csvMb / 2));
  }, 60_000);
});
