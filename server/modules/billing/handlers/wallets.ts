/** Wallets: one per currency; the balance is the SUM of the wallet's ledger. */
import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { fieldError } from '../../../lib/errors.ts';
import { paginateArray } from '../../../lib/pagination.ts';
import { findWallet, toWalletDto, updateWallet, walletsWithBalances } from '../account.repo.ts';
import type { getWalletRoute, listWalletsRoute, updateWalletRoute } from '../billing.routes.ts';
import { dbOf } from './account.ts';

export const listWallets: RouteHandler<typeof listWalletsRoute, AppEnv> = async (c) => {
  const { pageSize, pageToken } = c.req.valid('query');
  const rows = await walletsWithBalances(dbOf(c), c.get('access').projectId); // one per currency: a handful
  const page = paginateArray(rows, { cursor: (w) => [w.currency] as const, pageSize, pageToken });
  return c.json({ wallets: page.items.map(toWalletDto), nextPageToken: page.nextPageToken }, 200);
};

export const getWallet: RouteHandler<typeof getWalletRoute, AppEnv> = async (c) => {
  return c.json(toWalletDto(await findWallet(dbOf(c), c.get('access').projectId, c.req.valid('param').id)), 200);
};

export const updateWalletHandler: RouteHandler<typeof updateWalletRoute, AppEnv> = async (c) => {
  const { projectId } = c.get('access');
  const { id } = c.req.valid('param');
  const body = c.req.valid('json');
  const db = dbOf(c);
  const current = await findWallet(db, projectId, id);
  const autoTopUp = body.autoTopUp ?? current.autoTopUp;
  const amount = body.topUpAmount ?? current.topUpAmount;
  if (autoTopUp && amount <= 0) throw fieldError('topUpAmount', 'Auto top-up needs an amount above zero.');
  return c.json(toWalletDto(await updateWallet(db, projectId, id, body)), 200);
};
