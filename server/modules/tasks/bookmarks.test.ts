import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
});

const view = { name: 'users', params: {}, query: { search: 'ann', sort: '-email' } };

describe('bookmarks and tabs', () => {
  it('saves views, each user sees only their own, ordered by sortOrder; tabs are put as a whole', async () => {
    const owner = await t.createUser();
    const member = await t.createUser();
    const p = await t.createProject(owner.id);
    await t.addMember(p.id, member.id, 'member');
    const token = await t.tokenFor(member.id);
    const put = await t.call('PUT', `/v1/projects/${p.id}/bookmarktabs`, {
      token,
      body: {
        tabs: [
          { id: null, name: 'Daily', sortOrder: 1 },
          { id: null, name: 'Weekly', sortOrder: 2 },
        ],
      },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const [daily, weekly] = put.body.tabs;
    expect(daily.name).toBe('Daily');
    const a = await t.call('POST', `/v1/projects/${p.id}/bookmarks`, {
      token,
      body: { title: 'Ann', data: view, tabId: daily.id, color: 'teal' },
    });
    expect(a.status, JSON.stringify(a.body)).toBe(201);
    expect(a.body).toMatchObject({ sortOrder: 1, tabSortOrder: 1, data: view });
    const b = await t.call('POST', `/v1/projects/${p.id}/bookmarks`, { token, body: { title: 'Bob', data: view, tabId: daily.id } });
    expect(b.body).toMatchObject({ sortOrder: 2, tabSortOrder: 2 });
    await t.call('POST', `/v1/projects/${p.id}/bookmarks`, {
      token: await t.tokenFor(owner.id),
      body: { title: 'Owner only', data: view },
    });
    const list = await t.call('GET', `/v1/projects/${p.id}/bookmarks`, { token });
    expect(list.body.bookmarks.map((x: { title: string }) => x.title)).toEqual(['Ann', 'Bob']);
    const moved = await t.call('PATCH', `/v1/projects/${p.id}/bookmarks/${b.body.id}`, {
      token,
      body: { tabId: weekly.id, tabSortOrder: 1, sortOrder: 1 },
    });
    expect(moved.body).toMatchObject({ tabId: weekly.id, sortOrder: 1 });

    // Reorder and drop a tab: its bookmarks stay, without a tab; a new tab comes back with an id.
    const again = await t.call('PUT', `/v1/projects/${p.id}/bookmarktabs`, {
      token,
      body: {
        tabs: [
          { id: null, name: 'Fresh', sortOrder: 1 },
          { id: daily.id, name: 'Daily renamed', sortOrder: 2 },
        ],
      },
    });
    expect(again.body.tabs.map((x: { name: string; sortOrder: number }) => [x.name, x.sortOrder])).toEqual([
      ['Fresh', 1],
      ['Daily renamed', 2],
    ]);
    const after = await t.call('GET', `/v1/projects/${p.id}/bookmarks`, { token });
    expect(after.body.bookmarks.find((x: { id: string }) => x.id === b.body.id).tabId).toBeNull();
    expect((await t.call('GET', `/v1/projects/${p.id}/bookmarktabs`, { token })).body.tabs).toHaveLength(2);
  });

  it('422 for bad input (temporary ids, 0-based order, unknown tab), 404 for another user or project', async () => {
    const owner = await t.createUser();
    const p = await t.createProject(owner.id);
    const other = await t.createProject(owner.id);
    const token = await t.tokenFor(owner.id);
    const temp = await t.call('PUT', `/v1/projects/${p.id}/bookmarktabs`, {
      token,
      body: { tabs: [{ id: 'new-1', name: 'x', sortOrder: 1 }] },
    });
    expect(temp.status).toBe(422);
    expect(temp.body.errors['tabs.0.id']).toBeTruthy();
    const zero = await t.call('PUT', `/v1/projects/${p.id}/bookmarktabs`, {
      token,
      body: { tabs: [{ id: null, name: 'x', sortOrder: 0 }] },
    });
    expect(zero.status).toBe(422);
    expect(
      (await t.call('POST', `/v1/projects/${p.id}/bookmarks`, { token, body: { title: 'x', data: view, tabId: 'btb_nope' } })).status,
    ).toBe(422);
    expect((await t.call('POST', `/v1/projects/${p.id}/bookmarks`, { token, body: { title: 'x', data: { query: {} } } })).status).toBe(422);
    const mine = await t.call('POST', `/v1/projects/${p.id}/bookmarks`, { token, body: { title: 'x', data: view } });
    expect((await t.call('PATCH', `/v1/projects/${other.id}/bookmarks/${mine.body.id}`, { token, body: { title: 'y' } })).status).toBe(404);
    const stranger = await t.createUser();
    await t.addMember(p.id, stranger.id);
    expect(
      (await t.call('DELETE', `/v1/projects/${p.id}/bookmarks/${mine.body.id}`, { token: await t.tokenFor(stranger.id) })).status,
    ).toBe(404);
    expect((await t.call('DELETE', `/v1/projects/${p.id}/bookmarks/${mine.body.id}`, { token })).status).toBe(200);
  });
});
