import { CODES } from '../../lib/error-codes.ts';
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import { createRouter } from '../../lib/openapi.ts';
import {
  deleteListing,
  getCategory,
  getListing,
  getProduct,
  insertListing,
  installedCodesFor,
  listCategories,
  listListings,
  listProducts,
  updateListing,
} from './integrations.repo.ts';
import {
  adminCreateRoute,
  adminDeleteRoute,
  adminGetRoute,
  adminListRoute,
  adminUpdateRoute,
  getCategoryRoute,
  getListingRoute,
  getProductRoute,
  listCategoriesRoute,
  listDefinitionsRoute,
  listListingsRoute,
  listProductsRoute,
} from './integrations.routes.ts';

import { paginateArray, paginateOrdered } from '../../lib/pagination.ts';

export const integrationsRouter = createRouter();

const db = (c: Context<AppEnv>) => c.get('deps').database.db;

/** With `project` (access checked by the route): the project's installed codes. */
async function projectCodes(c: Context<AppEnv>, project: string | undefined) {
  if (!project) return null;
  return installedCodesFor(db(c), project);
}

const byName = (l: { name: string; code: string }) => [l.name.toLowerCase(), l.code] as const;

integrationsRouter.openapi(listDefinitionsRoute, async (c) => {
  const page = paginateArray(await listListings(db(c)), { ...c.req.valid('query'), cursor: byName });
  return c.json(
    {
      nextPageToken: page.nextPageToken,
      integrations: page.items.map((l) => ({
        code: l.code,
        name: l.name,
        category: l.category.code,
        icon: l.icon,
        configSchema: l.configSchema,
      })),
    },
    200,
  );
});

integrationsRouter.openapi(listCategoriesRoute, async (c) => {
  const page = paginateOrdered(await listCategories(db(c)), { ...c.req.valid('query'), id: (x) => x.code });
  return c.json({ categories: page.items, nextPageToken: page.nextPageToken }, 200);
});

integrationsRouter.openapi(getCategoryRoute, async (c) => {
  const { category } = c.req.valid('param');
  const row = (await listCategories(db(c))).find((x) => x.code === category);
  if (!row) throw notFound('Category', CODES.CATEGORY_NOT_FOUND);
  return c.json({ ...row, listings: await listListings(db(c), { category }) }, 200);
});

integrationsRouter.openapi(listListingsRoute, async (c) => {
  const q = c.req.valid('query');
  const codes = await projectCodes(c, q.project);
  let listings = await listListings(db(c), { category: q.category, search: q.search?.trim() || undefined });
  if (codes) {
    listings = listings.map((l) => ({ ...l, installed: codes.has(l.code) }));
    if (q.installed) listings = listings.filter((l) => l.installed === (q.installed === 'true'));
  }
  const page = paginateArray(listings, { pageSize: q.pageSize, pageToken: q.pageToken, cursor: byName });
  return c.json({ listings: page.items, nextPageToken: page.nextPageToken }, 200);
});

integrationsRouter.openapi(getListingRoute, async (c) => {
  const { listing } = c.req.valid('param');
  const codes = await projectCodes(c, c.req.valid('query').project);
  const row = await getListing(db(c), listing);
  if (!row) throw notFound('Integration', CODES.INTEGRATION_NOT_FOUND);
  return c.json(codes ? { ...row, installed: codes.has(row.code) } : row, 200);
});

integrationsRouter.openapi(getProductRoute, async (c) => {
  const product = await getProduct(db(c), c.req.valid('param').product);
  if (!product) throw notFound('Product', CODES.PRODUCT_NOT_FOUND);
  return c.json(product, 200);
});

integrationsRouter.openapi(listProductsRoute, async (c) => {
  const { integration } = c.req.valid('param');
  await projectCodes(c, c.req.valid('query').project);
  if (!(await getListing(db(c), integration))) throw notFound('Integration', CODES.INTEGRATION_NOT_FOUND);
  const { pageSize, pageToken } = c.req.valid('query');
  const page = paginateOrdered(await listProducts(db(c), integration), { pageSize, pageToken, id: (p) => p.id });
  return c.json({ products: page.items, nextPageToken: page.nextPageToken }, 200);
});

// ---- admin listings: platform admins only (access.platformAdmin() on the contracts) ----

async function assertCategory(c: Context<AppEnv>, code: string | undefined) {
  if (code !== undefined && !(await getCategory(db(c), code))) throw fieldError('category', 'No such category.');
}

integrationsRouter.openapi(adminListRoute, async (c) => {
  const page = paginateArray(await listListings(db(c), { includeUnpublished: true }), { ...c.req.valid('query'), cursor: byName });
  return c.json({ listings: page.items, nextPageToken: page.nextPageToken }, 200);
});

integrationsRouter.openapi(adminCreateRoute, async (c) => {
  const { category, ...body } = c.req.valid('json');
  await assertCategory(c, category);
  const row = await insertListing(db(c), { ...body, categoryCode: category });
  if (!row) throw conflict('An integration with this code already exists.', CODES.INTEGRATION_EXISTS);
  return c.json((await getListing(db(c), row.code, true))!, 201);
});

integrationsRouter.openapi(adminGetRoute, async (c) => {
  const row = await getListing(db(c), c.req.valid('param').listing, true);
  if (!row) throw notFound('Integration', CODES.INTEGRATION_NOT_FOUND);
  return c.json(row, 200);
});

integrationsRouter.openapi(adminUpdateRoute, async (c) => {
  const { listing } = c.req.valid('param');
  const { category, ...body } = c.req.valid('json');
  await assertCategory(c, category);
  const row = await updateListing(db(c), listing, { ...body, ...(category ? { categoryCode: category } : {}) });
  if (!row) throw notFound('Integration', CODES.INTEGRATION_NOT_FOUND);
  return c.json((await getListing(db(c), listing, true))!, 200);
});

integrationsRouter.openapi(adminDeleteRoute, async (c) => {
  const row = await deleteListing(db(c), c.req.valid('param').listing);
  if (!row) throw notFound('Integration', CODES.INTEGRATION_NOT_FOUND);
  return c.body(null, 204);
});
