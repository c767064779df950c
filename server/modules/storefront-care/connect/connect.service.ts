/**
 * The connect flow: `authorize` makes a signed, single-use, 10-minute `state` (HMAC over project and nonce with
 * the app secret; the nonce is a row consumed by the callback), the provider sends the browser back to the
 * callback with `code` and `state`, the callback checks and consumes the state, exchanges the code and stores the
 * connected account, then redirects to the payments settings screen with the outcome.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../../../db/client.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { ApiError, conflict } from '../../../lib/errors.ts';
import { hmac, sameSignature } from '../../../lib/signing.ts';
import { consumeState, deleteConnection, findConnection, insertState, saveConnection } from './connect.repo.ts';
import { ConnectCodeError, type ConnectProvider } from './provider.ts';

const STATE_TTL_MS = 10 * 60_000;
const mac = (secret: Buffer, data: string) => hmac(secret, 'connect-state', data);

export const callbackPath = '/v1/platform/payment/stripe/callback';
export const settingsPath = (projectId: string) => `/m/storefront/payments?project=${encodeURIComponent(projectId)}`;

export async function startConnect(
  database: Database,
  provider: ConnectProvider,
  secret: Buffer,
  publicUrl: string,
  projectId: string,
  userId: string,
) {
  const nonce = randomBytes(16).toString('base64url');
  await insertState(database.db, projectId, {
    id: nonce,
    userId,
    provider: provider.name,
    expiresAt: new Date(Date.now() + STATE_TTL_MS).toISOString(),
  });
  const data = `${projectId}.${nonce}`;
  const state = `${data}.${mac(secret, data)}`;
  return { url: provider.authorizeUrl({ state, redirectUri: `${publicUrl}${callbackPath}` }), state };
}

export class StateError extends Error {}

/** The project of a state whose signature holds (its row is checked when it is consumed). */
export function stateProject(secret: Buffer, state: string): { projectId: string; nonce: string } {
  const [projectId, nonce, given, extra] = state.split('.');
  if (!projectId || !nonce || !given || extra !== undefined) throw new StateError('The connect link is invalid.');
  if (!sameSignature(mac(secret, `${projectId}.${nonce}`), given)) throw new StateError('The connect link is invalid.');
  return { projectId, nonce };
}

export async function finishConnect(database: Database, provider: ConnectProvider, secret: Buffer, state: string, code: string) {
  const { projectId, nonce } = stateProject(secret, state);
  return database.db.transaction(async (tx) => {
    const row = await consumeState(tx, projectId, nonce);
    if (!row) throw new StateError('This connect link was already used or has expired. Start again.');
    let account: Awaited<ReturnType<ConnectProvider['exchange']>>;
    try {
      account = await provider.exchange(code);
    } catch (err) {
      if (err instanceof ConnectCodeError) throw new StateError(err.message);
      throw new ApiError(502, CODES.PAYMENT_PROVIDER_UNAVAILABLE, 'The payment provider could not be reached. Please try again.');
    }
    await saveConnection(tx, projectId, { provider: provider.name, ...account, connectedById: row.userId });
    return { projectId };
  });
}

/** Mark a state used without connecting (the owner declined at the provider). */
export async function cancelConnect(database: Database, secret: Buffer, state: string) {
  const { projectId, nonce } = stateProject(secret, state);
  await consumeState(database.db, projectId, nonce);
  return { projectId };
}

export async function disconnect(database: Database, provider: ConnectProvider, projectId: string) {
  const row = await findConnection(database.db, projectId);
  if (!row) throw conflict('No card-payment account is connected.', CODES.PAYMENT_NOT_CONNECTED);
  if (row.provider === provider.name) {
    try {
      await provider.deauthorize(row.accountId);
    } catch {
      throw new ApiError(502, CODES.PAYMENT_PROVIDER_UNAVAILABLE, 'The payment provider could not be reached. Please try again.');
    }
  }
  await deleteConnection(database.db, projectId);
}

export const connectionOf = (database: Database, projectId: string) => findConnection(database.db, projectId);
