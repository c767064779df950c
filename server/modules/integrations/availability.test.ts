import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { seedIntegrationCatalogue } from '../../db/seed/integrations.ts';
import { CATALOGUE, catalogueAvailability } from '../../db/seed/integrations-catalogue.ts';

let t: TestServer;
let token: string;
let base: string;
beforeAll(async () => {
  t = await setupTestServer();
  await seedIntegrationCatalogue(t.db);
  const owner = await t.createUser();
  const projectId = (await t.createProject(owner.id)).id;
  token = await t.tokenFor(owner.id);
  base = `/v1/projects/${projectId}/integrations`;
});

describe('an honest marketplace', () => {
  it('says what installing each listing does today', async () => {
    // Every page (the catalogue is over 100 listings).
    const listings: { code: string; availability: string }[] = [];
    let pageToken: string | null = null;
    do {
      const res: { body: { listings: typeof listings; nextPageToken: string | null } } = await t.call(
        'GET',
        `/v1/integrations/listings?pageSize=100${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`,
        { token },
      );
      listings.push(...res.body.listings);
      pageToken = res.body.nextPageToken;
    } while (pageToken);
    const by = new Map(listings.map((l) => [l.code, l.availability]));
    expect(by.get('sitewide-banner')).toBe('available');
    expect(by.get('fulfillments')).toBe('available');
    expect(by.get('shopify')).toBe('settings-only');
    expect(by.get('orders')).toBe('available');
    expect(by.get('customers')).toBe('available');
    expect(by.get('amazon')).toBe('coming-soon');
    // Only the modules that ship claim to add anything.
    expect(
      [...by.entries()]
        .filter(([, a]) => a === 'available')
        .map(([code]) => code)
        .sort(),
    ).toEqual([
      'customers',
      'drive',
      'email',
      'enquiries',
      'flows',
      'fulfillments',
      'inserts',
      'okrs',
      'orders',
      'products',
      'reviews',
      'sitewide-banner',
      'storefront',
      'workflow',
    ]);
    expect(by.size).toBe(CATALOGUE.length);
    for (const e of CATALOGUE) expect(by.get(e.code)).toBe(catalogueAvailability(e));
  });

  it('refuses to install a coming-soon listing with 409 and a clear message; settings-only ones install', async () => {
    const refused = await t.call('POST', `${base}/amazon`, { token });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'INTEGRATION_COMING_SOON',
      message: "Amazon is coming soon: it can't be installed yet because its module is not built.",
    });
    expect((await t.call('GET', `${base}/amazon`, { token })).status).toBe(404);
    expect((await t.call('POST', `${base}/shopify`, { token, body: { config: { shop: 'demo.myshopify.com' } } })).status).toBe(201);
  });

  it('no longer describes a coming-soon listing as adding screens', async () => {
    const res = await t.call('GET', '/v1/integrations/listings/amazon', { token });
    expect(res.body.description).toContain('coming soon');
    expect(res.body.description).not.toContain('adds its screens');
  });
});
