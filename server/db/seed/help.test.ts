import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { blogPosts, faqs, platforms } from '../schema/index.ts';
import { seedHelp } from './help.ts';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
});

describe('help seed', () => {
  it('writes ≥10 tutorials and ≥30 FAQs in groups, shared with every project of the default platform, once', async () => {
    const [existing] = await t.db.select().from(platforms).where(eq(platforms.isDefault, true));
    if (!existing) await t.db.insert(platforms).values({ id: 'plat_default', name: 'Shopfloor', isDefault: true });
    const owner = await t.createUser();
    const p = await t.createProject(owner.id);
    expect(await seedHelp(t.database, owner.email)).toBe(true);
    expect(await seedHelp(t.database, owner.email)).toBe(false);
    expect((await t.db.select().from(blogPosts).where(eq(blogPosts.projectId, p.id))).length).toBeGreaterThanOrEqual(10);
    expect((await t.db.select().from(faqs).where(eq(faqs.projectId, p.id))).length).toBeGreaterThanOrEqual(30);

    const someoneElse = await t.createUser();
    const theirs = await t.createProject(someoneElse.id);
    const token = await t.tokenFor(someoneElse.id);
    const tutorials = await t.call(
      'GET',
      `/v1/blog/blogs?project=${theirs.id}&pageSize=100&search=${encodeURIComponent('visibility:published type:parent-platform,project')}`,
      { token },
    );
    expect(tutorials.body.blogs.length).toBeGreaterThanOrEqual(10);
    const install = await t.call('GET', `/v1/blog/blogs?project=${theirs.id}&search=install`, { token });
    expect(install.body.blogs[0].slug).toBe('install-the-app');
    const groups = await t.call('GET', `/v1/faqs/groups?project=${theirs.id}`, { token });
    expect(groups.body.faqs.map((g: { name: string }) => g.name)[0]).toBe('Getting started');
    const notif = await t.call('GET', `/v1/faqs?project=${theirs.id}&search=${encodeURIComponent('visibility:platform notifications')}`, {
      token,
    });
    expect(notif.body.faqs.length).toBeGreaterThan(0);
    const view = await t.call('GET', `/v1/blog/blogs/getting-started?project=${theirs.id}`, { token });
    expect(view.body.body).toContain('<h2 id="sign-in">');
  });
});
