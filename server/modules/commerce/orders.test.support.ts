/** Shared set-up of the commerce tests: a project with its storefront, an order-creating API key and helpers. */
import type { TestServer } from '../../../tests/setup/server.ts';

export async function shop(t: TestServer, opts: { name?: string } = {}) {
  const owner = await t.createUser({ firstName: 'Olga', lastName: 'Owner' });
  const project = await t.createProject(owner.id, { name: opts.name ?? 'Acme Prints' });
  const token = await t.tokenFor(owner.id);
  const platform = (await t.call('GET', `/v1/platform?project=${project.id}`, { token })).body;
  const key = (
    await t.call('POST', `/v1/projects/${project.id}/auth`, {
      token,
      body: { name: 'Storefront', permissions: ['platform.orders.create', 'platform.orders.get'] },
    })
  ).body.key as string;
  const base = `/v1/platform/${platform.id}/orders`;
  const q = `project=${project.id}`;
  let n = 0;
  async function createOrder(body: Record<string, unknown> = {}, idempotencyKey = `k-${Date.now()}-${n++}`) {
    return t.call('POST', `${base}?${q}`, {
      headers: { authorization: key, 'idempotency-key': idempotencyKey },
      body: orderBody(body),
    });
  }
  return { owner, project, token, platform, key, base, q, createOrder };
}

export function orderBody(overrides: Record<string, unknown> = {}) {
  return {
    customer: { email: 'anna@example.com', firstName: 'Anna', lastName: 'Berg' },
    lines: [
      { productName: 'Poster A2', sku: 'POS-A2', quantity: 2, unitPrice: 1500 },
      { productName: 'Frame', variantName: 'Oak', quantity: 1, unitPrice: 1200, discount: 200 },
    ],
    currency: 'EUR',
    shippingTotal: 500,
    shippingAddress: { name: 'Anna Berg', line1: 'Hauptstr. 1', city: 'Berlin', postalCode: '10115', country: 'DE' },
    ...overrides,
  };
}
