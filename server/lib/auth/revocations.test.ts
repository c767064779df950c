/** Logout ends the bearer too: two app instances on one database; a revoke in one is seen by the other within a second. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { createApp } from '../../app.ts';
import { connect, type Database } from '../../db/client.ts';

const U = '/omnis/v3/dashboard/user';
let t: TestServer;
const others: Database[] = [];
beforeAll(async () => {
  t = await setupTestServer();
});
afterAll(async () => {
  for (const d of others) await d.close();
});

/** Another process: its own connections and its own in-memory revocation list, same database. */
function secondInstance() {
  const database = connect(t.database.url, 2);
  others.push(database);
  return createApp({ config: t.config, keys: t.keys, mailer: t.mailer, database }, { serveApp: false });
}

async function bearerFor(session: { cookie: string; csrf: string }) {
  const code = await t.call('POST', `${U}/token`, { session });
  expect(code.status).toBe(200);
  const exchanged = await t.call('POST', '/v1/auth/token', { body: { type: 'authorization_code', code: code.body.token } });
  expect(exchanged.status).toBe(200);
  return exchanged.body.token as string;
}

const getProjects = async (app: ReturnType<typeof createApp>, token: string) =>
  (await app.request('/v1/projects', { headers: { authorization: `Bearer ${token}` } })).status;

async function waitForStatus(fn: () => Promise<number>, want: number, withinMs: number) {
  const start = Date.now();
  let status = await fn();
  while (status !== want && Date.now() - start < withinMs) {
    await new Promise((r) => setTimeout(r, 25));
    status = await fn();
  }
  return { status, ms: Date.now() - start };
}

describe('session revocation across processes', () => {
  it('logout in one instance: the bearer is refused by another within a second (LISTEN/NOTIFY, no DB hit per request)', async () => {
    const other = secondInstance();
    const user = await t.createUser();
    const session = await t.signIn(user);
    const token = await bearerFor(session);
    expect(await getProjects(other, token)).toBe(200);
    expect(await getProjects(t.app, token)).toBe(200);
    expect((await t.call('POST', `${U}/logout`, { session })).status).toBe(200);
    const seen = await waitForStatus(() => getProjects(other, token), 401, 1000);
    expect(seen.status).toBe(401);
    expect(seen.ms).toBeLessThan(1000);
    expect((await waitForStatus(() => getProjects(t.app, token), 401, 1000)).status).toBe(401);
    const res = await other.request('/v1/projects', { headers: { authorization: `Bearer ${token}` } });
    expect(((await res.json()) as { code: string }).code).toBe('TOKEN_REVOKED');
  });

  it('a process started after the logout loads recent revocations; other sessions keep working', async () => {
    const user = await t.createUser();
    const ended = await t.signIn(user);
    const kept = await t.signIn(user);
    const endedToken = await bearerFor(ended);
    const keptToken = await bearerFor(kept);
    await t.call('POST', `${U}/logout`, { session: ended });
    const late = secondInstance();
    expect(await getProjects(late, endedToken)).toBe(401);
    expect(await getProjects(late, keptToken)).toBe(200);
  });

  it('a password change ends the bearer tokens of the other sessions', async () => {
    const other = secondInstance();
    const user = await t.createUser();
    const laptop = await t.signIn(user);
    const phone = await t.signIn(user);
    const phoneToken = await bearerFor(phone);
    expect(await getProjects(other, phoneToken)).toBe(200);
    const res = await t.call('PATCH', `${U}/change-password`, {
      session: laptop,
      body: {
        current_password: user.password,
        password: 'a brand new passphrase 2026',
        password_confirmation: 'a brand new passphrase 2026',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await waitForStatus(() => getProjects(other, phoneToken), 401, 1000)).status).toBe(401);
  });
});
