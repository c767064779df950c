/**
 * The bench's bare API (never shipped): Hono + pg on the real server's database, no auth, no logging, no
 * validation library — the floor every API figure is divided by. Same tables, same indexes, same pool size.
 *   GET  /projects?user=&after=           keyset page of 20 of the user's projects (project_members ⋈ projects)
 *   GET  /projects/:id/users?after=       keyset page of 20 members (project_members ⋈ users, by lower(email))
 *   GET  /projects/:id                    one project
 *   POST /projects {name, user}           a project and its owner, one transaction
 * Run: DATABASE_URL=… PORT=… npx tsx tests/bench/floor-api/server.ts
 */
import { randomUUID } from 'node:crypto';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DB_POOL_MAX ?? 10) });
const app = new Hono();

app.get('/healthz', (c) => c.json({ ok: true }));

app.get('/projects', async (c) => {
  const user = c.req.query('user') ?? '';
  const after = c.req.query('after');
  const [at, id] = after ? (JSON.parse(after) as [string, string]) : ['-infinity', ''];
  const { rows } = await pool.query(
    `SELECT p.*, m.role FROM project_members m JOIN projects p ON p.id = m.project_id
      WHERE m.user_id = $1 AND (p.created_at, p.id) > ($2::timestamptz, $3)
      ORDER BY p.created_at, p.id LIMIT 20`,
    [user, at, id],
  );
  return c.json({ projects: rows });
});

app.get('/projects/:id/users', async (c) => {
  const after = c.req.query('after');
  const [email, id] = after ? (JSON.parse(after) as [string, string]) : ['', ''];
  const { rows } = await pool.query(
    `SELECT u.id, u.email, u.username, u.first_name, u.last_name, u.avatar, m.role, u.totp_enabled_at, m.created_at AS joined_at
       FROM project_members m JOIN users u ON u.id = m.user_id
      WHERE m.project_id = $1 AND (lower(u.email), u.id) > ($2, $3)
      ORDER BY lower(u.email), u.id LIMIT 20`,
    [c.req.param('id'), email, id],
  );
  return c.json({ users: rows });
});

app.get('/projects/:id', async (c) => {
  const { rows } = await pool.query('SELECT * FROM projects WHERE id = $1', [c.req.param('id')]);
  return rows[0] ? c.json(rows[0]) : c.json({ code: 'PROJECT_NOT_FOUND' }, 404);
});

app.post('/projects', async (c) => {
  const body = (await c.req.json()) as { name?: string; user?: string };
  const id = `prj_${randomUUID()}`;
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query('INSERT INTO projects (id, name) VALUES ($1, $2) RETURNING *', [id, body.name ?? 'x']);
    await client.query(`INSERT INTO project_members (project_id, user_id, role) VALUES ($1, $2, 'owner')`, [id, body.user]);
    await client.query('COMMIT');
    return c.json(rows[0], 201);
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
});

serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
