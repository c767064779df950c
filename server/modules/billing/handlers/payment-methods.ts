/** Payment methods through the card provider (cards/), their payment attempts, and the test provider's form endpoint. */
import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { fieldError, notFound, unprocessable } from '../../../lib/errors.ts';
import { newToken } from '../../../lib/ids.ts';
import { requireAccount } from '../account.repo.ts';
import { refreshAlerts } from '../alerts.repo.ts';
import type {
  createPaymentMethodRoute,
  deletePaymentMethodRoute,
  getPaymentMethodRoute,
  getPaymentMethodVendorSecretRoute,
  listPaymentMethodAttemptsRoute,
  listPaymentMethodsRoute,
  testCardConfirmRoute,
  updatePaymentMethodRoute,
} from '../billing.routes.ts';
import { cardProvider, setupIntentFailed, viaSetup } from '../cards/index.ts';
import { tokenizeTestCard } from '../cards/test-provider.ts';
import {
  activateMethod,
  findPaymentMethod,
  insertPendingMethod,
  makeDefault,
  pageAttempts,
  pagePaymentMethods,
  removeMethod,
  toAttemptDto,
  toPaymentMethodDto,
} from '../payment-methods.repo.ts';
import { dbOf } from './account.ts';

export const listPaymentMethods: RouteHandler<typeof listPaymentMethodsRoute, AppEnv> = async (c) => {
  const { pageSize, pageToken } = c.req.valid('query');
  const page = await pagePaymentMethods(dbOf(c), c.get('access').projectId, { pageSize, pageToken });
  return c.json({ paymentMethods: page.items.map((r) => toPaymentMethodDto(r)), nextPageToken: page.nextPageToken }, 200);
};

export const createPaymentMethod: RouteHandler<typeof createPaymentMethodRoute, AppEnv> = async (c) => {
  const { projectId } = c.get('access');
  const provider = cardProvider();
  const vendor = c.req.valid('json').vendor ?? provider.vendor;
  if (vendor !== provider.vendor) throw fieldError('vendor', `The ${vendor} provider is not configured here.`);
  const db = dbOf(c);
  await requireAccount(db, projectId);
  const intent = await viaSetup(() => provider.createSetupIntent({ projectId, idempotencyKey: newToken(16) }));
  const row = await insertPendingMethod(db, projectId, vendor, intent.reference);
  return c.json({ ...toPaymentMethodDto(row), clientSecret: intent.clientSecret }, 201);
};

export const getPaymentMethodVendorSecret: RouteHandler<typeof getPaymentMethodVendorSecretRoute, AppEnv> = async (c) => {
  const provider = cardProvider();
  if (c.req.valid('param').vendor !== provider.vendor) throw notFound('Payment vendor', CODES.VENDOR_NOT_FOUND);
  return c.json(provider.secret(), 200);
};

export const getPaymentMethod: RouteHandler<typeof getPaymentMethodRoute, AppEnv> = async (c) => {
  const row = await findPaymentMethod(dbOf(c), c.get('access').projectId, c.req.valid('param').id);
  return c.json(toPaymentMethodDto(row), 200);
};

export const updatePaymentMethod: RouteHandler<typeof updatePaymentMethodRoute, AppEnv> = async (c) => {
  const { projectId } = c.get('access');
  const { id } = c.req.valid('param');
  const body = c.req.valid('json');
  const db = dbOf(c);
  let row = await findPaymentMethod(db, projectId, id);
  if (row.status === 'pending') {
    if (!body.token && !body.confirm) throw fieldError('token', 'Finish adding the card first.');
    const result = await viaSetup(() => cardProvider().confirmSetup({ reference: row.setupReference, token: body.token ?? null }));
    if (result.status === 'failed') throw setupIntentFailed(result.message);
    row = await db.transaction(async (tx) => {
      const active = await activateMethod(tx, projectId, id, result.card);
      const final = body.isDefault ? await makeDefault(tx, projectId, id) : active;
      await refreshAlerts(tx, projectId);
      return final;
    });
  } else if (body.isDefault) {
    row = await db.transaction(async (tx) => {
      const final = await makeDefault(tx, projectId, id);
      await refreshAlerts(tx, projectId);
      return final;
    });
  }
  return c.json(toPaymentMethodDto(row), 200);
};

export const deletePaymentMethod: RouteHandler<typeof deletePaymentMethodRoute, AppEnv> = async (c) => {
  const { projectId } = c.get('access');
  await dbOf(c).transaction(async (tx) => {
    await removeMethod(tx, projectId, c.req.valid('param').id);
    await refreshAlerts(tx, projectId);
  });
  return c.json({ ok: true as const }, 200);
};

export const listPaymentMethodAttempts: RouteHandler<typeof listPaymentMethodAttemptsRoute, AppEnv> = async (c) => {
  const { projectId } = c.get('access');
  const { id } = c.req.valid('param');
  const { pageSize, pageToken } = c.req.valid('query');
  await findPaymentMethod(dbOf(c), projectId, id);
  const page = await pageAttempts(dbOf(c), projectId, { paymentMethodId: id }, { pageSize, pageToken });
  return c.json({ paymentAttempts: page.items.map(toAttemptDto), nextPageToken: page.nextPageToken }, 200);
};

export const testCardConfirm: RouteHandler<typeof testCardConfirmRoute, AppEnv> = async (c) => {
  if (cardProvider().vendor !== 'test') throw notFound('Payment vendor', CODES.VENDOR_NOT_FOUND);
  const result = tokenizeTestCard(c.req.valid('json'));
  if (!result.ok) throw unprocessable({ [result.field]: [result.message] }, result.message);
  return c.json({ token: result.token }, 200);
};
