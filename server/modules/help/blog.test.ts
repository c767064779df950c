import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { platforms, searchLogs, users } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
});

let n = 0;
async function world() {
  const platformId = `plat_b${++n}`;
  await t.db.insert(platforms).values({ id: platformId, name: platformId });
  const owner = await t.createUser();
  const member = await t.createUser();
  const p = await t.createProject(owner.id, { platformId });
  await t.addMember(p.id, member.id, 'member');
  const siblingUser = await t.createUser();
  const sibling = await t.createProject(siblingUser.id, { platformId });
  return {
    p,
    sibling,
    platformId,
    ownerToken: await t.tokenFor(owner.id),
    memberToken: await t.tokenFor(member.id),
    siblingToken: await t.tokenFor(siblingUser.id),
  };
}

const post = (over: Record<string, unknown> = {}) => ({
  title: 'Getting started with Shopfloor',
  summary: 'Your first ten minutes.',
  body: '<h2>Sign in</h2><p>Open the app.</p><h2>Pick a project</h2><p>Use the account menu.</p>',
  tags: ['basics'],
  visibility: 'published',
  type: 'parent-platform',
  ...over,
});

describe('blog posts (tutorials)', () => {
  it('creates with a slug from the title, reads by id or slug, headings get ids; publishing sets the date', async () => {
    const { p, ownerToken, memberToken } = await world();
    const created = await t.call('POST', `/v1/blog/blogs?project=${p.id}`, { token: ownerToken, body: post({ visibility: 'draft' }) });
    expect(created.status).toBe(201);
    expect(created.body.slug).toBe('getting-started-with-shopfloor');
    expect(created.body.publishedAt).toBeNull();
    expect(created.body.body).toContain('<h2 id="sign-in">Sign in</h2>');
    const again = await t.call('POST', `/v1/blog/blogs?project=${p.id}`, { token: ownerToken, body: post() });
    expect(again.body.slug).toBe('getting-started-with-shopfloor-2');
    expect((await t.call('GET', `/v1/blog/blogs/getting-started-with-shopfloor?project=${p.id}`, { token: memberToken })).status).toBe(404);
    const published = await t.call('PATCH', `/v1/blog/blogs/${created.body.id}?project=${p.id}`, {
      token: ownerToken,
      body: { visibility: 'published', tags: ['basics', 'basics', 'setup'] },
    });
    expect(published.status).toBe(200);
    expect(published.body.publishedAt).not.toBeNull();
    expect(published.body.tags).toEqual(['basics', 'setup']);
    const bySlug = await t.call('GET', `/v1/blog/blogs/getting-started-with-shopfloor?project=${p.id}`, { token: memberToken });
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.id).toBe(created.body.id);
    expect((await t.call('DELETE', `/v1/blog/blogs/${created.body.id}?project=${p.id}`, { token: ownerToken })).status).toBe(200);
    expect((await t.call('GET', `/v1/blog/blogs/${created.body.id}?project=${p.id}`, { token: ownerToken })).status).toBe(404);
  });

  it('sanitises the body: script, event handlers and javascript: links never come back', async () => {
    const { p, ownerToken } = await world();
    const created = await t.call('POST', `/v1/blog/blogs?project=${p.id}`, {
      token: ownerToken,
      body: post({
        body: '<h2 onmouseover="x()">Hi</h2><p>ok<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a><svg onload=alert(1)></svg><style>*{}</style></p>',
      }),
    });
    const body: string = (await t.call('GET', `/v1/blog/blogs/${created.body.id}?project=${p.id}`, { token: ownerToken })).body.body;
    for (const bad of ['script', 'onerror', 'onmouseover', 'onload', 'javascript', 'JaVaScRiPt', '<svg', '<style', 'alert']) {
      expect(body).not.toContain(bad);
    }
    expect(body).toContain('<h2 id="hi">Hi</h2>');
  });

  it('422 on bad input (slug, cover, title, unknown fields); a taken slug is a field error', async () => {
    const { p, ownerToken } = await world();
    const bad = await t.call('POST', `/v1/blog/blogs?project=${p.id}`, {
      token: ownerToken,
      body: post({ slug: 'Not A Slug', cover: 'javascript:alert(1)', title: '', type: 'global', extra: 1 }),
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['slug', 'cover', 'title', 'type', 'extra']));
    await t.call('POST', `/v1/blog/blogs?project=${p.id}`, { token: ownerToken, body: post({ slug: 'taken' }) });
    const taken = await t.call('POST', `/v1/blog/blogs?project=${p.id}`, { token: ownerToken, body: post({ slug: 'taken' }) });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.slug).toBeDefined();
  });

  it('visibility and type: parent-platform posts reach the platform, project posts and drafts do not; search ranks with prefixes', async () => {
    const { p, sibling, ownerToken, memberToken, siblingToken } = await world();
    const make = (title: string, over: Record<string, unknown>) =>
      t.call('POST', `/v1/blog/blogs?project=${p.id}`, {
        token: ownerToken,
        body: post({ title, body: `<p>About ${title}.</p>`, ...over }),
      });
    await make('Offline reading', {});
    await make('Offline orders for our shop', { type: 'project' });
    await make('Offline draft', { visibility: 'draft' });
    const titles = async (token: string, project: string, search: string) =>
      (
        (await t.call('GET', `/v1/blog/blogs?project=${project}&search=${encodeURIComponent(search)}`, { token })).body.blogs as {
          title: string;
        }[]
      ).map((b) => b.title);
    expect((await titles(ownerToken, p.id, 'offl')).sort()).toEqual(['Offline draft', 'Offline orders for our shop', 'Offline reading']);
    expect((await titles(memberToken, p.id, 'offl')).sort()).toEqual(['Offline orders for our shop', 'Offline reading']);
    expect(await titles(siblingToken, sibling.id, 'offline')).toEqual(['Offline reading']);
    expect(await titles(memberToken, p.id, 'visibility:published type:parent-platform,project order')).toEqual([
      'Offline orders for our shop',
    ]);
    expect(await titles(memberToken, p.id, 'type:parent-platform offline')).toEqual(['Offline reading']);
    // The sibling cannot edit the platform's post.
    const theirs = await t.call('GET', `/v1/blog/blogs/offline-reading?project=${sibling.id}`, { token: siblingToken });
    expect(theirs.status).toBe(200);
    expect(
      (await t.call('PATCH', `/v1/blog/blogs/${theirs.body.id}?project=${sibling.id}`, { token: siblingToken, body: { title: 'x' } }))
        .status,
    ).toBe(404);
  });

  it('an API key with the blog permission manages posts (headless CMS); one without it is refused', async () => {
    const { p, ownerToken } = await world();
    const key = async (permissions: string[]) =>
      (await t.call('POST', `/v1/projects/${p.id}/auth`, { token: ownerToken, body: { name: 'cms', permissions } })).body.key as string;
    const cms = { headers: { authorization: await key(['blog.blogs.list', 'blog.blogs.manage']) } };
    const created = await t.call('POST', `/v1/blog/blogs?project=${p.id}`, { ...cms, body: post({ title: 'From the CMS' }) });
    expect(created.status).toBe(201);
    expect(created.body.author.name).toBe('');
    const list = await t.call('GET', `/v1/blog/blogs?project=${p.id}`, cms);
    expect(list.body.blogs.map((b: { title: string }) => b.title)).toContain('From the CMS');
    const readOnly = { headers: { authorization: await key(['blog.blogs.list']) } };
    expect((await t.call('DELETE', `/v1/blog/blogs/${created.body.id}?project=${p.id}`, readOnly)).status).toBe(403);
  });

  it('pages newest first with a token', async () => {
    const { p, ownerToken } = await world();
    for (const title of ['One', 'Two', 'Three'])
      await t.call('POST', `/v1/blog/blogs?project=${p.id}`, { token: ownerToken, body: post({ title }) });
    const first = await t.call('GET', `/v1/blog/blogs?project=${p.id}&pageSize=2`, { token: ownerToken });
    expect(first.body.blogs.map((b: { title: string }) => b.title)).toEqual(['Three', 'Two']);
    const next = await t.call('GET', `/v1/blog/blogs?project=${p.id}&pageSize=2&pageToken=${first.body.nextPageToken}`, {
      token: ownerToken,
    });
    expect(next.body.blogs.map((b: { title: string }) => b.title)).toEqual(['One']);
    const sorted = await t.call('GET', `/v1/blog/blogs?project=${p.id}&sortBy=title`, { token: ownerToken });
    expect(sorted.body.blogs.map((b: { title: string }) => b.title)).toEqual(['One', 'Three', 'Two']);
  });
});

describe('search gaps', () => {
  it('lists the most frequent searches without results, for platform admins only', async () => {
    const { platformId, ownerToken } = await world();
    const admin = await t.createUser();
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
    const log = (searchTerm: string, searchResultNumber: number) =>
      t.db
        .insert(searchLogs)
        .values({ id: `sl_${Math.random()}`, platformId, searchTerm, searchResultNumber, searchLogContext: 'platform_search' });
    await log('Refund', 0);
    await log('refund ', 0);
    await log('invoices', 0);
    await log('orders', 4);
    const res = await t.call('GET', `/v1/help/search-gaps?platformId=${platformId}`, { token: await t.tokenFor(admin.id) });
    expect(res.status).toBe(200);
    expect(res.body.searches.map((s: { searchTerm: string; count: number }) => [s.searchTerm, s.count])).toEqual([
      ['refund', 2],
      ['invoices', 1],
    ]);
    expect((await t.call('GET', '/v1/help/search-gaps', { token: ownerToken })).status).toBe(403);
  });
});
