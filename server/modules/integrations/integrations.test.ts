import { beforeAll, describe, expect, it } from 'vitest';
import { seedIntegrationCatalogue } from '../../db/seed/integrations.ts';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';

let t: TestServer;
let token: string;
let adminToken: string;
let projectId: string;
let foreignToken: string;
beforeAll(async () => {
  t = await setupTestServer();
  await seedIntegrationCatalogue(t.db);
  const user = await t.createUser();
  const admin = await t.createUser({ isAdmin: true });
  const stranger = await t.createUser();
  token = await t.tokenFor(user.id);
  adminToken = await t.tokenFor(admin.id);
  foreignToken = await t.tokenFor(stranger.id);
  projectId = (await t.createProject(user.id)).id;
  await t.createProject(stranger.id);
});

describe('catalogue', () => {
  it('GET /v1/integrations lists every published integration with its config schema', async () => {
    const res = await t.call('GET', '/v1/integrations?pageSize=100', { token });
    expect(res.status).toBe(200);
    expect(res.body.integrations.length).toBeGreaterThanOrEqual(60);
    const banner = res.body.integrations.find((i: { code: string }) => i.code === 'sitewide-banner');
    expect(banner.configSchema.fields.map((f: { key: string }) => f.key)).toEqual(['message', 'level', 'link']);
    expect((await t.call('GET', '/v1/integrations')).status).toBe(401);
  });

  it('lists categories with counts, and one category with its listings; unknown → 404', async () => {
    const res = await t.call('GET', '/v1/integrations/categories', { token });
    expect(res.status).toBe(200);
    const fulfilment = res.body.categories.find((c: { code: string }) => c.code === 'fulfilment');
    expect(fulfilment.listingCount).toBeGreaterThan(5);
    const one = await t.call('GET', '/v1/integrations/categories/fulfilment', { token });
    expect(one.status).toBe(200);
    expect(one.body.listings.length).toBe(fulfilment.listingCount);
    expect(one.body.listings.every((l: { category: { code: string } }) => l.category.code === 'fulfilment')).toBe(true);
    expect((await t.call('GET', '/v1/integrations/categories/nope', { token })).status).toBe(404);
  });

  it('lists listings with search and category filters; with project, marks installed ones', async () => {
    const search = await t.call('GET', '/v1/integrations/listings?search=BANNER', { token });
    expect(search.body.listings.map((l: { code: string }) => l.code)).toEqual(['sitewide-banner']);
    const cat = await t.call('GET', '/v1/integrations/listings?category=connectors', { token });
    expect(cat.body.listings.length).toBeGreaterThan(3);
    const pct = await t.call('GET', '/v1/integrations/listings?search=%25', { token });
    expect(pct.body.listings).toEqual([]);

    await t.call('POST', `/v1/projects/${projectId}/integrations/custom-code`, { token });
    const withProject = await t.call('GET', `/v1/integrations/listings?project=${projectId}&installed=true`, { token });
    expect(withProject.status).toBe(200);
    expect(withProject.body.listings.map((l: { code: string; installed: boolean }) => [l.code, l.installed])).toEqual([
      ['custom-code', true],
    ]);
  });

  it('with another project → 404 (existence not revealed)', async () => {
    const res = await t.call('GET', `/v1/integrations/listings?project=${projectId}`, { token: foreignToken });
    expect(res.status).toBe(404);
    expect((await t.call('GET', `/v1/integrations/listings/custom-code?project=${projectId}`, { token: foreignToken })).status).toBe(404);
    expect((await t.call('GET', `/v1/integrations/custom-code/products?project=${projectId}`, { token: foreignToken })).status).toBe(404);
  });

  it('gets one listing (with code) and 404 for an unknown one', async () => {
    const res = await t.call('GET', `/v1/integrations/listings/fulfillments?project=${projectId}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 'fulfillments', name: 'Fulfillments', category: { code: 'fulfilment' }, installed: false });
    expect(res.body.description).toContain('Factory');
    const missing = await t.call('GET', '/v1/integrations/listings/nope', { token });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('INTEGRATION_NOT_FOUND');
  });

  it("lists an integration's products and gets one product", async () => {
    const res = await t.call('GET', `/v1/integrations/mockups/products?project=${projectId}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.products.map((p: { name: string }) => p.name)).toEqual(['Starter', 'Pro']);
    expect(res.body.products[0].price).toEqual({ amount: 1200, currency: 'USD' });
    const one = await t.call('GET', `/v1/integrations/products/${res.body.products[1].id}`, { token });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ integration: 'mockups', name: 'Pro', interval: 'month' });
    expect((await t.call('GET', '/v1/integrations/products/ipr_nope', { token })).status).toBe(404);
    expect((await t.call('GET', '/v1/integrations/nope/products', { token })).status).toBe(404);
  });
});

describe('admin listings', () => {
  const body = {
    code: 'label-printer',
    name: 'Label printer',
    category: 'fulfilment',
    summary: 'Print shipping labels.',
    configSchema: { fields: [{ key: 'dpi', label: 'DPI', type: 'number', min: 100, max: 600 }] },
    published: false,
  };

  it('are for platform admins only (403 otherwise, 401 without a user)', async () => {
    for (const [m, p] of [
      ['GET', '/v1/integrations/admin/listings'],
      ['POST', '/v1/integrations/admin/listings'],
      ['GET', '/v1/integrations/admin/listings/drive'],
      ['PATCH', '/v1/integrations/admin/listings/drive'],
      ['DELETE', '/v1/integrations/admin/listings/drive'],
    ] as const) {
      const b = m === 'POST' ? body : m === 'PATCH' ? { name: 'X' } : undefined;
      const res = await t.call(m, p, { token, body: b });
      expect(res.status, `${m} ${p}`).toBe(403);
      expect(res.body.code).toBe('ADMIN_REQUIRED');
      expect((await t.call(m, p, { body: b })).status).toBe(401);
    }
    expect((await t.call('GET', '/v1/integrations/listings/drive', { token })).body.name).toBe('Drive');
  });

  it('create, get, list (incl. unpublished), update, delete', async () => {
    const created = await t.call('POST', '/v1/integrations/admin/listings', { token: adminToken, body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: 'label-printer', published: false, icon: 'puzzle', category: { code: 'fulfilment' } });
    expect((await t.call('POST', '/v1/integrations/admin/listings', { token: adminToken, body })).status).toBe(409);
    // unpublished: invisible to the public calls and not installable
    expect((await t.call('GET', '/v1/integrations/listings/label-printer', { token })).status).toBe(404);
    expect((await t.call('POST', `/v1/projects/${projectId}/integrations/label-printer`, { token })).status).toBe(404);
    const list = await t.call('GET', '/v1/integrations/admin/listings?pageSize=100', { token: adminToken });
    expect(list.body.listings.some((l: { code: string }) => l.code === 'label-printer')).toBe(true);

    const updated = await t.call('PATCH', '/v1/integrations/admin/listings/label-printer', {
      token: adminToken,
      body: { published: true, name: 'Label printers', category: 'productivity' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Label printers', published: true, category: { code: 'productivity' } });
    expect((await t.call('GET', '/v1/integrations/admin/listings/label-printer', { token: adminToken })).body.name).toBe('Label printers');
    expect((await t.call('GET', '/v1/integrations/listings/label-printer', { token })).status).toBe(200);

    expect((await t.call('DELETE', '/v1/integrations/admin/listings/label-printer', { token: adminToken })).status).toBe(204);
    expect((await t.call('GET', '/v1/integrations/admin/listings/label-printer', { token: adminToken })).status).toBe(404);
    expect((await t.call('DELETE', '/v1/integrations/admin/listings/label-printer', { token: adminToken })).status).toBe(404);
    expect((await t.call('PATCH', '/v1/integrations/admin/listings/nope', { token: adminToken, body: { name: 'x' } })).status).toBe(404);
  });

  it('rejects bad bodies with 422 field errors (unknown fields, bad code, bad schema, unknown category)', async () => {
    const call = (b: unknown) => t.call('POST', '/v1/integrations/admin/listings', { token: adminToken, body: b });
    const unknown = await call({ ...body, code: 'a-b', extra: 1 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.extra).toBeDefined();
    expect((await call({ ...body, code: 'Bad Code' })).body.errors.code).toBeDefined();
    const schema = await call({ ...body, code: 'ok-code', configSchema: { fields: [{ key: 'a', label: 'A', type: 'select' }] } });
    expect(schema.status).toBe(422);
    const cat = await call({ ...body, code: 'ok-code', category: 'nope' });
    expect(cat.status).toBe(422);
    expect(cat.body.errors.category).toEqual(['No such category.']);
    expect((await t.call('PATCH', '/v1/integrations/admin/listings/drive', { token: adminToken, body: { code: 'x' } })).status).toBe(422);
  });
});
