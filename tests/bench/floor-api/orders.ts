/**
 * The bench's bare orders list (never shipped): Hono + pg, no auth, no validation — the floor the orders list is
 * divided by (tests/bench/orders.ts). The same keyset query the contract asks for: a page of 20 of a project's
 * orders with one status in a date range, newest first, on orders_status_created_idx.
 *   GET /orders?project=&status=&start=&end=&after=   (after: JSON [createdAt, id] of the previous page's last row)
 * Run: DATABASE_URL=… PORT=… npx tsx tests/bench/floor-api/orders.ts
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DB_POOL_MAX ?? 10) });
const app = new Hono();

app.get('/healthz', (c) => c.json({ ok: true }));

app.get('/orders', async (c) => {
  const q = c.req.query();
  const [at, id] = q.after ? (JSON.parse(q.after) as [string, string]) : ['', ''];
  const seek = q.after ? 'AND (created_at, id) < ($5::timestamptz, $6)' : '';
  const { rows } = await pool.query(
    `SELECT id, number, status, payment_status, fulfillment_status, customer_id, customer_name, email, currency, total,
            item_count, source, created_at, updated_at, paid_at
       FROM orders
      WHERE project_id = $1 AND status = $2 AND created_at >= $3 AND created_at < $4 ${seek}
      ORDER BY created_at DESC NULLS LAST, id DESC NULLS LAST LIMIT 20`,
    q.after ? [q.project, q.status, q.start, q.end, at, id] : [q.project, q.status, q.start, q.end],
  );
  const last = rows[rows.length - 1];
  return c.json({ orders: rows, next: rows.length === 20 && last ? JSON.stringify([last.created_at, last.id]) : null });
});

serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
