import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { platforms, platformTerms, platformTermsSignatures, searchLogs } from '../../db/schema/index.ts';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { DEFAULT_PLATFORM, DEFAULT_TERMS } from './platform.defaults.ts';
import { sanitizeHtml } from './platform.sanitize.ts';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
  await t.db.insert(platforms).values({ id: 'plt_acme', name: 'Acme Print', isPublic: false, domains: ['print.acme.test', 'acme.test'] });
  await t.db.insert(platformTerms).values([
    {
      id: 'trm_acme_1',
      platformId: 'plt_acme',
      version: '1',
      title: 'Acme terms v1',
      content: '<p>old</p>',
      publishedAt: '2025-01-01T00:00:00Z',
    },
    {
      id: 'trm_acme_2',
      platformId: 'plt_acme',
      version: '2',
      title: 'Acme terms v2',
      content:
        '<p onclick="x()">new <script>alert(1)</script><a href="javascript:alert(1)">bad</a><a href="https://acme.test/t">good</a></p>',
      publishedAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-02-03T00:00:00Z',
    },
  ]);
});

const acme = { host: 'print.acme.test' };

describe('GET /omnis/v3/platform', () => {
  it('answers the default public platform on local hosts, without signing in', async () => {
    for (const host of ['localhost:8080', '127.0.0.1:9123', 'shop.localhost']) {
      const res = await t.call('GET', '/omnis/v3/platform', { headers: { host } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: DEFAULT_PLATFORM.id, name: 'Shopfloor', public: true, domains: ['app.shopfloor.app'] });
      expect(res.body.logos.length).toBeGreaterThan(0);
      expect(res.body.favicon).toBe('/favicon.png');
    }
  });

  it("answers the platform whose domains hold the request's host", async () => {
    const res = await t.call('GET', '/omnis/v3/platform', { headers: acme });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 'plt_acme', name: 'Acme Print', public: false, domains: ['print.acme.test', 'acme.test'] });
  });

  it('answers 404 PLATFORM_NOT_FOUND on an unknown host', async () => {
    const res = await t.call('GET', '/omnis/v3/platform', { headers: { host: 'evil.example.com' } });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('PLATFORM_NOT_FOUND');
  });
});

describe('GET /omnis/v3/platform/active-terms', () => {
  it('answers the latest terms of the platform, sanitised', async () => {
    const res = await t.call('GET', '/omnis/v3/platform/active-terms', { headers: acme });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: 'trm_acme_2',
      version: '2',
      title: 'Acme terms v2',
      updatedAt: expect.stringContaining('2026-02-03'),
    });
    expect(res.body.content).not.toMatch(/script|onclick|javascript:/);
    expect(res.body.content).toContain('href="https://acme.test/t"');
  });

  it('answers the default terms on local hosts', async () => {
    const res = await t.call('GET', '/omnis/v3/platform/active-terms');
    expect(res.body).toMatchObject({ id: DEFAULT_TERMS.id, version: DEFAULT_TERMS.version, title: DEFAULT_TERMS.title });
  });
});

describe('POST /omnis/v3/platform/active-terms', () => {
  it('records platform, project and terms for the user; GET user then lists the signature', async () => {
    const user = await t.createUser();
    const project = await t.createProject(user.id);
    const session = await t.signIn(user);
    const before = await t.call('GET', '/omnis/v3/dashboard/user', { session });
    expect(before.body.signedPlatformTermsLogs).toEqual([]);

    const res = await t.call('POST', `/omnis/v3/platform/active-terms?project=${project.id}`, {
      session,
      body: { termsId: 'trm_acme_2' },
      headers: acme,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: 'trm_acme_2', version: '2' });
    const [row] = await t.db.select().from(platformTermsSignatures).where(eq(platformTermsSignatures.userId, user.id));
    expect(row).toMatchObject({ platformId: 'plt_acme', projectId: project.id, termsId: 'trm_acme_2', version: '2' });

    // Signing again is idempotent.
    const again = await t.call('POST', '/omnis/v3/platform/active-terms', { session, body: { termsId: 'trm_acme_2' }, headers: acme });
    expect(again.status).toBe(200);
    const after = await t.call('GET', '/omnis/v3/dashboard/user', { session });
    expect(after.body.signedPlatformTermsLogs).toEqual([{ id: 'trm_acme_2', version: '2' }]);
  });

  it('works with a bearer token too, without a project', async () => {
    const user = await t.createUser();
    const res = await t.call('POST', '/omnis/v3/platform/active-terms', {
      token: await t.tokenFor(user.id),
      body: { termsId: DEFAULT_TERMS.id },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: DEFAULT_TERMS.id, version: DEFAULT_TERMS.version });
  });

  it("another project's member gets 404 and nothing is recorded", async () => {
    const alice = await t.createUser();
    const bob = await t.createUser();
    const bobs = await t.createProject(bob.id);
    const res = await t.call('POST', `/omnis/v3/platform/active-terms?project=${bobs.id}`, {
      token: await t.tokenFor(alice.id),
      body: { termsId: DEFAULT_TERMS.id },
    });
    expect(res.status).toBe(404);
    expect(await t.db.select().from(platformTermsSignatures).where(eq(platformTermsSignatures.userId, alice.id))).toEqual([]);
  });

  it("rejects another platform's terms, unknown fields and missing termsId with 422", async () => {
    const user = await t.createUser();
    const token = await t.tokenFor(user.id);
    const foreign = await t.call('POST', '/omnis/v3/platform/active-terms', { token, body: { termsId: 'trm_acme_2' } });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.termsId).toBeDefined();
    expect((await t.call('POST', '/omnis/v3/platform/active-terms', { token, body: {} })).status).toBe(422);
    const extra = await t.call('POST', '/omnis/v3/platform/active-terms', { token, body: { termsId: DEFAULT_TERMS.id, admin: true } });
    expect(extra.status).toBe(422);
  });

  it('needs a signed-in user, and the CSRF header with a cookie session', async () => {
    expect((await t.call('POST', '/omnis/v3/platform/active-terms', { body: { termsId: DEFAULT_TERMS.id } })).status).toBe(401);
    const user = await t.createUser();
    const session = await t.signIn(user);
    const res = await t.call('POST', '/omnis/v3/platform/active-terms', {
      session,
      body: { termsId: DEFAULT_TERMS.id },
      headers: { 'x-csrf-token': 'nope' },
    });
    expect(res.status).toBe(403);
  });
});

describe('POST /omnis/v3/platform/search-log', () => {
  it('logs a search with the platform, user and project', async () => {
    const user = await t.createUser();
    const project = await t.createProject(user.id);
    const res = await t.call('POST', `/omnis/v3/platform/search-log?project=${project.id}`, {
      token: await t.tokenFor(user.id),
      body: { searchTerm: 'bill', searchResultNumber: 3, searchLogContext: 'platform_search' },
    });
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(searchLogs).where(eq(searchLogs.id, res.body.id));
    expect(row).toMatchObject({
      platformId: DEFAULT_PLATFORM.id,
      userId: user.id,
      projectId: project.id,
      searchTerm: 'bill',
      searchResultNumber: 3,
    });
  });

  it('rejects 1-character terms, other contexts and negative counts with field errors', async () => {
    const token = await t.tokenFor((await t.createUser()).id);
    const res = await t.call('POST', '/omnis/v3/platform/search-log', {
      token,
      body: { searchTerm: 'b', searchResultNumber: -1, searchLogContext: 'elsewhere' },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['searchLogContext', 'searchResultNumber', 'searchTerm']);
  });

  it("needs a user; another project's member gets 404", async () => {
    const body = { searchTerm: 'users', searchResultNumber: 1, searchLogContext: 'platform_search' };
    expect((await t.call('POST', '/omnis/v3/platform/search-log', { body })).status).toBe(401);
    const bob = await t.createUser();
    const bobs = await t.createProject(bob.id);
    const alice = await t.createUser();
    const res = await t.call('POST', `/omnis/v3/platform/search-log?project=${bobs.id}`, { token: await t.tokenFor(alice.id), body });
    expect(res.status).toBe(404);
  });
});

describe('projects carry their platform name', () => {
  it('names the default platform for projects without one and the real one otherwise', async () => {
    const user = await t.createUser();
    await t.createProject(user.id, { name: 'A' });
    await t.createProject(user.id, { name: 'B', platformId: 'plt_acme' });
    const res = await t.call('GET', '/v1/projects', { token: await t.tokenFor(user.id) });
    const byName = Object.fromEntries(
      res.body.projects.map((p: { name: string; platform: { name: string } }) => [p.name, p.platform.name]),
    );
    expect(byName).toEqual({ A: 'Shopfloor', B: 'Acme Print' });
  });
});

describe('sanitizeHtml', () => {
  it('keeps formatting, drops scripts, handlers and unsafe links, escapes stray markup', () => {
    expect(sanitizeHtml('<h2 style="x">T</h2><p>a &amp; b < c</p>')).toBe('<h2>T</h2><p>a &amp; b &lt; c</p>');
    expect(sanitizeHtml('<img src=x onerror=alert(1)><style>p{}</style><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeHtml('<a href="mailto:a@b.c" onclick="x">m</a>')).toBe(
      '<a href="mailto:a@b.c" target="_blank" rel="noopener noreferrer">m</a>',
    );
    expect(sanitizeHtml('<a href=" javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });
});
