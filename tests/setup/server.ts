/**
 * For API tests: a fresh database cloned from the migrated template, the real app on it, and helpers to
 * create users, sign in (session cookie + CSRF) and get bearer tokens. Mail is captured in memory.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { createApp } from '../../server/app.ts';
import { parseConfig } from '../../server/config.ts';
import { connect, type Database } from '../../server/db/client.ts';
import { projectMembers, projects, users } from '../../server/db/schema/index.ts';
import { signAccessToken } from '../../server/lib/auth/jwt.ts';
import { hashPassword } from '../../server/lib/auth/password.ts';
import type { AppDeps } from '../../server/lib/context.ts';
import { newId } from '../../server/lib/ids.ts';
import { loadKeys } from '../../server/lib/keys.ts';
import type { MailMessage, Mailer } from '../../server/lib/mail.ts';

export async function createTestDatabase(): Promise<Database> {
  const adminUrl = inject('pgAdminUrl');
  const template = inject('pgTemplate');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = connect(url.toString(), 5);
  const close = database.close;
  database.close = async () => {
    await close();
    const a = new pg.Client({ connectionString: adminUrl });
    await a.connect();
    await a.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
    await a.end();
  };
  return database;
}

export interface MemoryMailer extends Mailer {
  sent: MailMessage[];
  last(to?: string): MailMessage | undefined;
}

export function memoryMailer(): MemoryMailer {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(m) {
      sent.push(m);
    },
    last: (to) => [...sent].reverse().find((m) => !to || m.to === to),
  };
}

export type TestServer = Awaited<ReturnType<typeof setupTestServer>>;

/** One per test file: `const t = await setupTestServer()` in beforeAll; closed automatically afterAll. */
export async function setupTestServer(env: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: '.tmp/test-data', PUBLIC_URL: 'http://localhost:8080', ...env });
  const keys = await loadKeys(database, config);
  const mailer = memoryMailer();
  const deps: AppDeps = { config, database, keys, mailer };
  const app = createApp(deps, { serveApp: false });
  afterAll(() => database.close());

  async function call(
    method: string,
    path: string,
    opts: { body?: unknown; rawBody?: string; token?: string; session?: Session; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.body !== undefined || opts.rawBody !== undefined) headers['content-type'] ??= 'application/json';
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.session) {
      headers.cookie = opts.session.cookie;
      if (!['GET', 'HEAD'].includes(method)) headers['x-csrf-token'] ??= opts.session.csrf;
    }
    const res = await app.request(path, {
      method,
      headers,
      body: opts.rawBody ?? (opts.body !== undefined ? JSON.stringify(opts.body) : undefined),
    });
    const text = await res.text();
    let body: any = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {}
    return { status: res.status, body, headers: res.headers };
  }

  async function createUser(overrides: Partial<typeof users.$inferInsert> & { password?: string } = {}) {
    const { password = 'correct horse battery', ...rest } = overrides;
    const id = newId('usr');
    const [row] = await database.db
      .insert(users)
      .values({
        id,
        email: `${id}@example.com`,
        passwordHash: await hashPassword(password),
        emailVerifiedAt: new Date().toISOString(),
        ...rest,
      })
      .returning();
    return { ...row!, password };
  }

  async function createProject(ownerId: string, overrides: Partial<typeof projects.$inferInsert> = {}) {
    const id = newId('prj');
    const [row] = await database.db
      .insert(projects)
      .values({ id, name: `Project ${id.slice(-4)}`, ...overrides })
      .returning();
    await database.db.insert(projectMembers).values({ projectId: id, userId: ownerId, role: 'owner' });
    return row!;
  }

  async function addMember(projectId: string, userId: string, role = 'member') {
    await database.db.insert(projectMembers).values({ projectId, userId, role });
  }

  /** Sign in through the real login call; returns the cookie header and CSRF token. */
  async function signIn(user: { email: string; password: string }): Promise<Session> {
    const res = await app.request('/omnis/v3/dashboard/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    if (res.status !== 200) throw new Error(`sign in failed: ${res.status} ${await res.text()}`);
    const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
    const csrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.split('=')[1] ?? '';
    return { cookie: cookies.join('; '), csrf };
  }

  const tokenFor = (userId: string) => signAccessToken(keys, userId);

  return { app, database, db: database.db, keys, mailer, config, call, createUser, createProject, addMember, signIn, tokenFor };
}

export interface Session {
  cookie: string;
  csrf: string;
}
