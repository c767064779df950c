/** Products and variants: list, get. `fields` is validated by the route (an unknown name is a 422). */
import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { notFound } from '../../../lib/errors.ts';
import { findProduct, findVariant, pageProducts, pageVariants, toProductDto, toVariantDto, variantsOf } from '../catalogue.repo.ts';
import type { getProductRoute, getVariantRoute, listProductsRoute, listVariantsRoute } from '../catalogue.routes.ts';
import { PRODUCT_FIELDS, type ProductField } from '../catalogue.schemas.ts';

const LIST_DEFAULT = PRODUCT_FIELDS.filter((f) => f !== 'variants');
const db = (c: { get: (k: 'deps') => AppEnv['Variables']['deps'] }) => c.get('deps').database.db;

export const listProducts: RouteHandler<typeof listProductsRoute, AppEnv> = async (c) => {
  const q = c.req.valid('query');
  const projectId = c.get('access').projectId;
  const fields: readonly ProductField[] = q.fields ?? LIST_DEFAULT;
  const page = await pageProducts(db(c), projectId, q);
  const variants = fields.includes('variants')
    ? await variantsOf(
        db(c),
        projectId,
        page.items.map((p) => p.id),
      )
    : undefined;
  return c.json({ products: page.items.map((p) => toProductDto(p, fields, variants?.get(p.id))), nextPageToken: page.nextPageToken }, 200);
};

export const getProduct: RouteHandler<typeof getProductRoute, AppEnv> = async (c) => {
  const { fields = PRODUCT_FIELDS } = c.req.valid('query');
  const projectId = c.get('access').projectId;
  const product = await findProduct(db(c), projectId, c.req.valid('param').productId);
  if (!product) throw notFound('Product', CODES.GFN_PRODUCT_NOT_FOUND);
  const variants = fields.includes('variants') ? (await variantsOf(db(c), projectId, [product.id])).get(product.id) : undefined;
  return c.json(toProductDto(product, fields, variants), 200);
};

export const listVariants: RouteHandler<typeof listVariantsRoute, AppEnv> = async (c) => {
  const page = await pageVariants(db(c), c.get('access').projectId, c.req.valid('query'));
  return c.json({ variants: page.items.map(toVariantDto), nextPageToken: page.nextPageToken }, 200);
};

export const getVariant: RouteHandler<typeof getVariantRoute, AppEnv> = async (c) => {
  const variant = await findVariant(db(c), c.get('access').projectId, c.req.valid('param').variantId);
  if (!variant) throw notFound('Variant', CODES.GFN_VARIANT_NOT_FOUND);
  return c.json(toVariantDto(variant), 200);
};
