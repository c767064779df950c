import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardProviderFromConfig } from './index.ts';
import { stripeCardProvider } from './stripe-provider.ts';
import { luhn, testCardProvider, tokenizeTestCard } from './test-provider.ts';

describe('card provider selection', () => {
  it('test by default; stripe by configuration, which needs both keys', () => {
    expect(cardProviderFromConfig({}).vendor).toBe('test');
    expect(() => cardProviderFromConfig({ BILLING_CARD_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_x' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    const p = cardProviderFromConfig({ BILLING_CARD_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_x', STRIPE_PUBLISHABLE_KEY: 'pk_x' });
    expect(p.vendor).toBe('stripe');
    expect(p.secret()).toEqual({ vendor: 'stripe', publishableKey: 'pk_x', confirmUrl: null });
  });

  it('the test provider: Luhn, expiry, decline card, and tokens bound to their setup', async () => {
    expect(luhn('4242424242424242')).toBe(true);
    expect(luhn('4242424242424241')).toBe(false);
    const a = await testCardProvider.createSetupIntent({ projectId: 'p', idempotencyKey: 'a' });
    const b = await testCardProvider.createSetupIntent({ projectId: 'p', idempotencyKey: 'b' });
    const now = new Date(Date.UTC(2026, 10, 24));
    expect(tokenizeTestCard({ clientSecret: a.clientSecret, number: '4242424242424242', expMonth: 10, expYear: 2026 }, now)).toMatchObject({
      ok: false,
      field: 'expiry',
    });
    const ok = tokenizeTestCard({ clientSecret: a.clientSecret, number: '4242 4242 4242 4242', expMonth: 11, expYear: 2026 }, now);
    if (!ok.ok) throw new Error('expected a token');
    expect(ok.token).not.toContain('4242424242424242');
    expect(await testCardProvider.confirmSetup({ reference: b.reference, token: ok.token })).toMatchObject({ status: 'failed' });
    expect(await testCardProvider.confirmSetup({ reference: a.reference, token: `${ok.token}x` })).toMatchObject({ status: 'failed' });
    expect(await testCardProvider.confirmSetup({ reference: a.reference, token: ok.token })).toMatchObject({
      status: 'succeeded',
      card: { brand: 'visa', last4: '4242', expMonth: 11, expYear: 2026 },
    });
  });
});

describe('Stripe adapter against a local fake', () => {
  let server: Server;
  const seen: { path: string; body: string; idempotencyKey?: string }[] = [];
  let port = 0;
  beforeAll(async () => {
    server = createServer(async (req, res) => {
      let body = '';
      for await (const chunk of req) body += chunk;
      seen.push({ path: req.url ?? '', body, idempotencyKey: req.headers['idempotency-key'] as string });
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && req.url === '/v1/setup_intents') {
        res.end(
          JSON.stringify({ id: 'seti_1', object: 'setup_intent', client_secret: 'seti_1_secret_x', status: 'requires_payment_method' }),
        );
        return;
      }
      if (req.method === 'GET' && req.url?.startsWith('/v1/setup_intents/seti_1')) {
        res.end(
          JSON.stringify({
            id: 'seti_1',
            object: 'setup_intent',
            status: 'succeeded',
            payment_method: {
              id: 'pm_1',
              object: 'payment_method',
              card: { brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2030 },
            },
          }),
        );
        return;
      }
      if (req.method === 'POST' && req.url === '/v1/payment_intents') {
        const declined = body.includes('pm_declined');
        res.statusCode = declined ? 402 : 200;
        res.end(
          JSON.stringify(
            declined
              ? { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } }
              : { id: 'pi_1', object: 'payment_intent', status: 'succeeded' },
          ),
        );
        return;
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'not found' } }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('creates a setup intent, reads the confirmed card back, charges off-session with an idempotency key', async () => {
    const stripe = stripeCardProvider({
      secretKey: 'sk_test_fake',
      publishableKey: 'pk_test_fake',
      host: '127.0.0.1',
      port,
      protocol: 'http',
    });
    const intent = await stripe.createSetupIntent({ projectId: 'prj_1', idempotencyKey: 'k1' });
    expect(intent).toEqual({ reference: 'seti_1', clientSecret: 'seti_1_secret_x' });
    expect(seen[0]).toMatchObject({ path: '/v1/setup_intents', idempotencyKey: 'k1' });
    expect(seen[0]!.body).toContain('usage=off_session');
    expect(await stripe.confirmSetup({ reference: 'seti_1', token: null })).toEqual({
      status: 'succeeded',
      card: { reference: 'pm_1', brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2030 },
    });
    const charged = await stripe.charge({
      paymentMethodReference: 'pm_1',
      amount: 1234,
      currency: 'EUR',
      description: 'Invoice INV-000001',
      idempotencyKey: 'inv:1',
    });
    expect(charged).toEqual({ status: 'succeeded', reference: 'pi_1', failureMessage: null });
    expect(seen.at(-1)!.body).toContain('currency=eur');
    expect(seen.at(-1)!.idempotencyKey).toBe('inv:1');
    const declined = await stripe.charge({
      paymentMethodReference: 'pm_declined',
      amount: 1,
      currency: 'EUR',
      description: 'x',
      idempotencyKey: 'inv:2',
    });
    expect(declined).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
  });
});
