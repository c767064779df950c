/**
 * The card-payment connection provider (an OAuth-style connect flow like Stripe Connect): where to send the shop
 * owner to consent, how to turn the returned code into a connected account, how to disconnect. The built-in test
 * provider serves its consent page from this server (no network); the Stripe adapter is chosen by configuration
 * (PAYMENT_PROVIDER=stripe + STRIPE_SECRET_KEY + STRIPE_CLIENT_ID).
 */
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { Config } from '../../../config.ts';
import { hmac, sameSignature } from '../../../lib/signing.ts';

export interface ConnectedAccount {
  accountId: string;
  chargesEnabled: boolean;
  livemode: boolean;
}

export interface ConnectProvider {
  readonly name: 'test' | 'stripe';
  authorizeUrl(input: { state: string; redirectUri: string }): string;
  exchange(code: string): Promise<ConnectedAccount>;
  deauthorize(accountId: string): Promise<void>;
}

export class ConnectCodeError extends Error {}

const sign = (secret: Buffer, data: string) => hmac(secret, 'connect-code', data);

/** The test provider: consent page at /v1/platform/payment/test-provider/authorize; codes are signed, short-lived. */
export function testConnectProvider(publicUrl: string, secret: Buffer): ConnectProvider & { issueCode(now?: number): string } {
  return {
    name: 'test',
    authorizeUrl: ({ state, redirectUri }) =>
      `${publicUrl}/v1/platform/payment/test-provider/authorize?${new URLSearchParams({ client_id: 'shopfloor-test', response_type: 'code', state, redirect_uri: redirectUri })}`,
    issueCode(now = Date.now()) {
      const data = `acct_test_${randomBytes(8).toString('hex')}.${now + 5 * 60_000}`;
      return `${data}.${sign(secret, data)}`;
    },
    async exchange(code) {
      const [account, expires, mac, extra] = code.split('.');
      if (!account || !expires || !mac || extra !== undefined) throw new ConnectCodeError('The authorisation code is invalid.');
      if (!sameSignature(sign(secret, `${account}.${expires}`), mac)) throw new ConnectCodeError('The authorisation code is invalid.');
      if (Number(expires) < Date.now()) throw new ConnectCodeError('The authorisation code has expired.');
      return { accountId: account, chargesEnabled: true, livemode: false };
    },
    async deauthorize() {},
  };
}

/** Stripe Connect (OAuth): connect.stripe.com consent, `oauth.token`, `accounts.retrieve`, `oauth.deauthorize`. */
export function stripeConnectProvider(opts: {
  secretKey: string;
  clientId: string;
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}): ConnectProvider {
  const stripe = new Stripe(opts.secretKey, {
    maxNetworkRetries: 1,
    telemetry: false,
    ...(opts.host ? { host: opts.host } : {}),
    ...(opts.port ? { port: opts.port } : {}),
    ...(opts.protocol ? { protocol: opts.protocol } : {}),
  });
  return {
    name: 'stripe',
    authorizeUrl: ({ state, redirectUri }) =>
      `https://connect.stripe.com/oauth/authorize?${new URLSearchParams({ response_type: 'code', client_id: opts.clientId, scope: 'read_write', state, redirect_uri: redirectUri })}`,
    async exchange(code) {
      let token: Stripe.OAuthToken;
      try {
        token = await stripe.oauth.token({ grant_type: 'authorization_code', code });
      } catch (err) {
        throw new ConnectCodeError(err instanceof Error ? err.message : 'Stripe refused the code.');
      }
      const accountId = token.stripe_user_id!;
      const account = await stripe.accounts.retrieve(accountId);
      return { accountId, chargesEnabled: !!account.charges_enabled, livemode: !!token.livemode };
    },
    async deauthorize(accountId) {
      await stripe.oauth.deauthorize({ client_id: opts.clientId, stripe_user_id: accountId });
    },
  };
}

export function connectProvider(config: Config, publicUrl: string, secret: Buffer): ConnectProvider {
  if (config.PAYMENT_PROVIDER === 'stripe') {
    if (!config.STRIPE_SECRET_KEY || !config.STRIPE_CLIENT_ID)
      throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_CLIENT_ID');
    return stripeConnectProvider({ secretKey: config.STRIPE_SECRET_KEY, clientId: config.STRIPE_CLIENT_ID });
  }
  return testConnectProvider(publicUrl, secret);
}
