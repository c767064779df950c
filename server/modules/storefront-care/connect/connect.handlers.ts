/** The payments connection router (mounted at /v1/platform); handlers here are thin (SQL in connect.repo.ts). */
import type { Context } from 'hono';
import type { AppEnv } from '../../../lib/context.ts';
import { fieldError } from '../../../lib/errors.ts';
import { createRouter } from '../../../lib/openapi.ts';
import {
  authorizeRoute,
  callbackRoute,
  deauthorizeRoute,
  getConnectionRoute,
  testApproveRoute,
  testConsentRoute,
} from './connect.routes.ts';
import {
  callbackPath,
  cancelConnect,
  connectionOf,
  disconnect,
  finishConnect,
  StateError,
  settingsPath,
  startConnect,
} from './connect.service.ts';
import { connectProvider, testConnectProvider } from './provider.ts';
import { consentPage } from './consent-page.ts';

const setup = (c: Context<AppEnv>) => {
  const deps = c.get('deps');
  const base = (deps.config.PUBLIC_URL ?? new URL(c.req.url).origin).replace(/\/$/, '');
  return { database: deps.database, secret: deps.keys.appSecret, base, provider: connectProvider(deps.config, base, deps.keys.appSecret) };
};

const dto = (provider: string, row: Awaited<ReturnType<typeof connectionOf>>) => ({
  connected: !!row,
  provider: (row?.provider ?? provider) as 'test' | 'stripe',
  accountId: row?.accountId ?? null,
  chargesEnabled: row?.chargesEnabled ?? false,
  livemode: row?.livemode ?? false,
  connectedAt: row?.connectedAt ?? null,
});

export const paymentsRouter = createRouter();

paymentsRouter.openapi(getConnectionRoute, async (c) => {
  const { database, provider } = setup(c);
  return c.json(dto(provider.name, await connectionOf(database, c.get('access').projectId)), 200);
});

paymentsRouter.openapi(authorizeRoute, async (c) => {
  const { database, provider, secret, base } = setup(c);
  const { projectId, userId } = c.get('access');
  if (!userId) throw fieldError('project', 'A member connects the account, not an API key.');
  return c.json(await startConnect(database, provider, secret, base, projectId, userId), 200);
});

paymentsRouter.openapi(deauthorizeRoute, async (c) => {
  const { database, provider } = setup(c);
  const { projectId } = c.get('access');
  await disconnect(database, provider, projectId);
  return c.json(dto(provider.name, null), 200);
});

paymentsRouter.openapi(callbackRoute, async (c) => {
  const { database, provider, secret, base } = setup(c);
  const { state, code, error } = c.req.valid('query');
  const back = (projectId: string | null, outcome: Record<string, string>) =>
    c.redirect(
      projectId ? `${base}${settingsPath(projectId)}&${new URLSearchParams(outcome)}` : `${base}/?${new URLSearchParams(outcome)}`,
      302,
    );
  try {
    if (!state) throw new StateError('The connect link is invalid.');
    if (error || !code) {
      const { projectId } = await cancelConnect(database, secret, state);
      return back(projectId, { connect: 'cancelled' });
    }
    const { projectId } = await finishConnect(database, provider, secret, state, code);
    return back(projectId, { connect: 'connected' });
  } catch (err) {
    if (err instanceof StateError) return back(null, { connect: 'failed', reason: err.message });
    throw err;
  }
});

/** The built-in test provider (PAYMENT_PROVIDER=test): its consent page, served locally. */
paymentsRouter.openapi(testConsentRoute, async (c) => {
  const { base } = setup(c);
  const q = c.req.valid('query');
  if (q.redirect_uri !== `${base}${callbackPath}`) throw fieldError('redirect_uri', 'The redirect URI is not registered for this client.');
  return c.html(consentPage(q.state, q.redirect_uri), 200) as never;
});

paymentsRouter.openapi(testApproveRoute, async (c) => {
  const { base, secret } = setup(c);
  const q = c.req.valid('query');
  if (q.redirect_uri !== `${base}${callbackPath}`) throw fieldError('redirect_uri', 'The redirect URI is not registered for this client.');
  const params: Record<string, string> =
    q.allow === '1' ? { code: testConnectProvider(base, secret).issueCode(), state: q.state } : { error: 'access_denied', state: q.state };
  return c.redirect(`${q.redirect_uri}?${new URLSearchParams(params)}`, 302);
});
