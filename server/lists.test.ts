/**
 * Lists page like the API conventions say (issue 13 item 5: GET /v1/projects and GET /v1/organisations ignored
 * pageSize and pageToken): every item once, in order, `nextPageToken` null on the last page, a forged token 422.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../tests/setup/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
});

async function walk(path: string, key: string, token: string, pageSize: number) {
  const seen: string[] = [];
  const sizes: number[] = [];
  let pageToken: string | null = null;
  for (let i = 0; i < 20; i++) {
    const sep = path.includes('?') ? '&' : '?';
    const res = await t.call('GET', `${path}${sep}pageSize=${pageSize}${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`, {
      token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    seen.push(...res.body[key].map((x: { id: string }) => x.id));
    sizes.push(res.body[key].length);
    pageToken = res.body.nextPageToken;
    if (!pageToken) return { seen, sizes };
  }
  throw new Error('paging did not end');
}

describe('paging', () => {
  it('GET /v1/projects pages the caller’s projects, oldest first', async () => {
    const u = await t.createUser();
    const token = await t.tokenFor(u.id);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await t.call('POST', '/v1/projects', { token, body: { name: `Shop ${i}` } })).body.id);
    const { seen, sizes } = await walk('/v1/projects', 'projects', token, 2);
    expect(seen).toEqual(ids);
    expect(sizes).toEqual([2, 2, 1]);
  });

  it('GET /v1/organisations pages by name', async () => {
    const u = await t.createUser();
    const token = await t.tokenFor(u.id);
    const names = ['Delta', 'Alpha', 'Echo', 'Charlie', 'Bravo'];
    const byName = new Map<string, string>();
    for (const name of names) byName.set(name, (await t.call('POST', '/v1/organisations', { token, body: { name } })).body.id);
    const { seen, sizes } = await walk('/v1/organisations', 'organisations', token, 2);
    expect(seen).toEqual([...names].sort().map((n) => byName.get(n)));
    expect(sizes).toEqual([2, 2, 1]);
  });

  it('a forged page token is a 422 on pageToken, and pageSize is bounded', async () => {
    const u = await t.createUser();
    const token = await t.tokenFor(u.id);
    const forged = await t.call('GET', '/v1/projects?pageToken=WyJ4Il0.forged', { token });
    expect(forged.status).toBe(422);
    expect(forged.body.errors.pageToken).toBeTruthy();
    expect((await t.call('GET', '/v1/organisations?pageSize=101', { token })).status).toBe(422);
  });
});
