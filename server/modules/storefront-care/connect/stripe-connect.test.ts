import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectCodeError, stripeConnectProvider } from './provider.ts';

/** A local fake of the three Stripe Connect endpoints the adapter calls (the SDK's `host`/`port`/`protocol` point at it). */
let server: Server;
let port = 0;
const seen: { method: string; path: string; body: string; auth: string }[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      seen.push({ method: req.method!, path: req.url!, body, auth: req.headers.authorization ?? '' });
      res.setHeader('content-type', 'application/json');
      const params = new URLSearchParams(body);
      if (req.method === 'POST' && req.url === '/oauth/token') {
        if (params.get('code') !== 'ac_good') {
          res.statusCode = 400;
          return res.end(JSON.stringify({ error: 'invalid_grant', error_description: 'Authorization code does not exist' }));
        }
        return res.end(JSON.stringify({ stripe_user_id: 'acct_fake1', livemode: false, scope: 'read_write', token_type: 'bearer' }));
      }
      if (req.method === 'GET' && req.url?.startsWith('/v1/accounts/acct_fake1'))
        return res.end(JSON.stringify({ id: 'acct_fake1', object: 'account', charges_enabled: true }));
      if (req.method === 'POST' && req.url === '/oauth/deauthorize')
        return res.end(JSON.stringify({ stripe_user_id: params.get('stripe_user_id') }));
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { message: 'not found' } }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('Stripe Connect adapter (against a local fake)', () => {
  const provider = () =>
    stripeConnectProvider({ secretKey: 'sk_test_fake', clientId: 'ca_fake', host: '127.0.0.1', port, protocol: 'http' });

  it('builds the consent URL, exchanges a code for the account (charges enabled), deauthorizes', async () => {
    const p = provider();
    const url = new URL(p.authorizeUrl({ state: 's.t.u', redirectUri: 'http://localhost:8080/v1/platform/payment/stripe/callback' }));
    expect(url.origin + url.pathname).toBe('https://connect.stripe.com/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'ca_fake',
      response_type: 'code',
      scope: 'read_write',
      state: 's.t.u',
    });
    await expect(p.exchange('ac_good')).resolves.toEqual({ accountId: 'acct_fake1', chargesEnabled: true, livemode: false });
    await p.deauthorize('acct_fake1');
    expect(seen.map((s) => `${s.method} ${s.path.split('?')[0]}`)).toEqual([
      'POST /oauth/token',
      'GET /v1/accounts/acct_fake1',
      'POST /oauth/deauthorize',
    ]);
    expect(new URLSearchParams(seen[2]!.body).get('client_id')).toBe('ca_fake');
  });

  it('a refused code is a ConnectCodeError (the callback reports it, nothing is stored)', async () => {
    await expect(provider().exchange('ac_bad')).rejects.toBeInstanceOf(ConnectCodeError);
  });
});
