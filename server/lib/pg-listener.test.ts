/**
 * The process's one listening connection: every channel on one connection, notifications to each channel's
 * subscribers, a lost connection told to everyone and healed (LISTEN again, `connected` again), and the last
 * subscriber's stop ends it.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../tests/setup/server.ts';
import { listen, listeningConnections } from './pg-listener.ts';

let t: TestServer;
/** The test's own listening connection (the URL is the listener's key), named so it can be found and killed. */
let url: string;
beforeAll(async () => {
  t = await setupTestServer();
  const u = new URL(t.database.url);
  u.searchParams.set('application_name', 'pg_listener_test');
  url = u.toString();
});

async function until(check: () => boolean | Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The test listener's backends. */
async function listenerBackends() {
  const r = await t.database.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'pg_listener_test'`,
  );
  return r.rows[0]!.n;
}

describe('pg listener', () => {
  it('shares one connection between channels, delivers to each channel, heals after the connection is killed', async () => {
    const base = listeningConnections();
    const got: string[] = [];
    const events: string[] = [];
    const a = listen(url, 'test_listener_a', {
      notify: (p) => got.push(`a:${p}`),
      connected: () => void events.push('a connected'),
      lost: () => void events.push('a lost'),
    });
    const b = listen(url, 'test_listener_b', {
      notify: (p) => got.push(`b:${p}`),
      connected: () => void events.push('b connected'),
      lost: () => void events.push('b lost'),
    });
    await Promise.all([a.ready, b.ready]);
    expect(listeningConnections()).toBe(base + 1);
    expect(await listenerBackends()).toBe(1);
    expect(events.filter((e) => e.endsWith('connected')).sort()).toEqual(['a connected', 'b connected']);

    await t.database.db.execute(sql`SELECT pg_notify('test_listener_a', 'one'), pg_notify('test_listener_b', 'two')`);
    await until(() => got.length === 2);
    expect(got.sort()).toEqual(['a:one', 'b:two']);

    // Kill the listening backend: both subscribers hear `lost`, then `connected` again, and notifications flow.
    const killed = await t.database.db.execute<{ ok: boolean }>(sql`
      SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE application_name = 'pg_listener_test'`);
    expect(killed.rows.length).toBe(1);
    await until(() => events.filter((e) => e.endsWith('connected')).length === 4);
    expect(events.filter((e) => e.endsWith('lost')).sort()).toEqual(['a lost', 'b lost']);
    got.length = 0;
    await t.database.db.execute(sql`SELECT pg_notify('test_listener_a', 'three')`);
    await until(() => got.length === 1);
    expect(got).toEqual(['a:three']);

    await a.stop();
    expect(listeningConnections()).toBe(base + 1); // b still listens
    await b.stop();
    expect(listeningConnections()).toBe(base);
    await until(async () => (await listenerBackends()) === 0);
  });

  it('a subscriber added while connected gets its own LISTEN and `connected`', async () => {
    const first = listen(url, 'test_listener_c', { notify: () => {} });
    await first.ready;
    let connected = 0;
    const got: string[] = [];
    const late = listen(url, 'test_listener_d', { notify: (p) => got.push(p), connected: () => void connected++ });
    await late.ready;
    expect(connected).toBe(1);
    await t.database.db.execute(sql`SELECT pg_notify('test_listener_d', 'late')`);
    await until(() => got.length === 1);
    await Promise.all([first.stop(), late.stop()]);
  });
});
