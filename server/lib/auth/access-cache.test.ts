/**
 * The access cache saves a query per project request and never lets a change wait: this process's own writes
 * apply to the next request; a change made anywhere else (another process, plain SQL) within a second, through
 * the database triggers' notification.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../../tests/setup/query-count.ts';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { AccessCache, accessCacheFor } from './access-cache.ts';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
});

async function waitFor(fn: () => Promise<boolean>, withinMs: number) {
  const start = Date.now();
  while (!(await fn())) {
    if (Date.now() - start > withinMs) return Number.POSITIVE_INFINITY;
    await new Promise((r) => setTimeout(r, 10));
  }
  return Date.now() - start;
}

async function listening() {
  const cache = accessCacheFor(t.database);
  // The listener connects in the background; a row is kept only once it listens.
  const ms = await waitFor(async () => {
    cache.set('probe', 'probe', { role: 'member', requireTwoFactor: false, totpEnabledAt: null, customPermissions: null }, cache.mark());
    return cache.get('probe', 'probe') !== undefined;
  }, 5000);
  expect(ms).toBeLessThan(5000);
  return cache;
}

describe('project access cache', () => {
  it('a cached member costs one query less per project request', async () => {
    await listening();
    const owner = await t.createUser();
    const p = await t.createProject(owner.id);
    const token = await t.tokenFor(owner.id);
    expect((await t.call('GET', `/v1/projects/${p.id}`, { token })).status).toBe(200); // fills the cache
    const { queries } = await countQueries(() => t.call('GET', `/v1/projects/${p.id}`, { token }));
    const cache = accessCacheFor(t.database);
    cache.invalidate(`p:${p.id}`);
    const uncached = await countQueries(() => t.call('GET', `/v1/projects/${p.id}`, { token }));
    expect(queries).toBe(uncached.queries - 1);
  });

  it("this process's own writes apply to the very next request: a role change and a removal", async () => {
    await listening();
    const owner = await t.createUser();
    const member = await t.createUser();
    const p = await t.createProject(owner.id);
    await t.addMember(p.id, member.id, 'admin');
    const ownerTok = await t.tokenFor(owner.id);
    const memberTok = await t.tokenFor(member.id);
    // an admin may list API keys; a member may not
    expect((await t.call('GET', `/v1/projects/${p.id}/auth`, { token: memberTok })).status).toBe(200);
    expect((await t.call('PATCH', `/v1/projects/${p.id}/users/${member.id}`, { token: ownerTok, body: { role: 'member' } })).status).toBe(
      200,
    );
    expect((await t.call('GET', `/v1/projects/${p.id}/auth`, { token: memberTok })).status).toBe(403);
    expect((await t.call('GET', `/v1/projects/${p.id}`, { token: memberTok })).status).toBe(200);
    expect((await t.call('DELETE', `/v1/projects/${p.id}/users/${member.id}`, { token: ownerTok })).status).toBe(200);
    expect((await t.call('GET', `/v1/projects/${p.id}`, { token: memberTok })).status).toBe(404);
  });

  it('a change made outside this process (plain SQL) reaches it within a second through the trigger notification', async () => {
    const cache = await listening();
    const owner = await t.createUser();
    const member = await t.createUser();
    const p = await t.createProject(owner.id);
    await t.addMember(p.id, member.id);
    const memberTok = await t.tokenFor(member.id);
    expect((await t.call('GET', `/v1/projects/${p.id}`, { token: memberTok })).status).toBe(200);
    expect(cache.get(p.id, member.id)).toBeDefined();
    await t.database.db.execute(sql`DELETE FROM project_members WHERE project_id = ${p.id} AND user_id = ${member.id}`);
    const ms = await waitFor(async () => (await t.call('GET', `/v1/projects/${p.id}`, { token: memberTok })).status === 404, 1000);
    expect(ms).toBeLessThan(1000);
    expect(cache.get(p.id, member.id)).toBeUndefined();
  });

  it('a read racing a change is not kept, and nothing is kept while the listener is away', async () => {
    const row = { role: 'owner', requireTwoFactor: false, totpEnabledAt: null, customPermissions: null };
    const cache = await listening();
    const epoch = cache.mark();
    cache.invalidate('p:some-project'); // a notification arrives while the row is being read
    cache.set('some-project', 'u1', row, epoch);
    expect(cache.get('some-project', 'u1')).toBeUndefined();
    cache.set('some-project', 'u1', row, cache.mark());
    expect(cache.get('some-project', 'u1')).toEqual(row);
    cache.invalidate('u:u1');
    expect(cache.get('some-project', 'u1')).toBeUndefined();

    const deaf = new AccessCache('postgres://nobody@127.0.0.1:1/none'); // never connects
    deaf.set('p', 'u', row, deaf.mark());
    expect(deaf.get('p', 'u')).toBeUndefined();
    await deaf.stop();
  });
});
