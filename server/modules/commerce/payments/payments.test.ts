import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../../tests/setup/server.ts';
import { shop } from '../orders.test.support.ts';
import { providerFromConfig, usePaymentProvider } from './index.ts';
import { stripeProvider } from './stripe-provider.ts';
import { testProvider } from './test-provider.ts';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
});

describe('retryPlatformPayment (built-in test provider)', () => {
  it('a declined card leaves the payment failed; a good one pays the order; a paid order is not retryable', async () => {
    const s = await shop(t);
    const declined = (await s.createOrder({ customer: { email: 'please-decline@example.com' } })).body;
    const url = (id: string) => `${s.base}/${id}/retryPlatformPayment?${s.q}`;
    const first = await t.call('POST', url(declined.id), { token: s.token });
    expect(first.status).toBe(200);
    expect(first.body.payment).toMatchObject({
      provider: 'test',
      kind: 'charge',
      status: 'failed',
      amount: 4500,
      failureMessage: 'Your card was declined.',
    });
    expect(first.body.order).toMatchObject({ status: 'new', paymentStatus: 'failed' });
    expect(first.body.order.customer.lifetimeValue).toBe(0);
    expect(first.body.order.timeline.at(-1)).toMatchObject({
      type: 'payment_attempt',
      message: 'Payment of €45.00 failed: Your card was declined.',
    });
    const again = await t.call('POST', url(declined.id), { token: s.token });
    expect(again.body.order.payments).toHaveLength(2);

    const good = (await s.createOrder({ customer: { email: 'bob@example.com' } })).body;
    const ok = await t.call('POST', url(good.id), { token: s.token });
    expect(ok.status).toBe(200);
    expect(ok.body.payment).toMatchObject({ provider: 'test', status: 'succeeded', failureMessage: null });
    expect(ok.body.payment.providerReference).toMatch(/^test_ch_/);
    expect(ok.body.order).toMatchObject({ status: 'paid', paymentStatus: 'paid' });
    expect(ok.body.order.customer.lifetimeValue).toBe(4500);
    const twice = await t.call('POST', url(good.id), { token: s.token });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({
      code: 'ORDER_PAYMENT_NOT_RETRYABLE',
      message: 'Order #1002 is paid: there is no payment to retry.',
    });
    // A refund of a provider charge goes back through the provider.
    const refunded = await t.call('PATCH', `${s.base}/${good.id}?${s.q}`, { token: s.token, body: { status: 'refunded' } });
    expect(refunded.body.payments.at(-1)).toMatchObject({ provider: 'test', kind: 'refund', amount: 4500, status: 'succeeded' });
    expect(refunded.body.payments.at(-1).providerReference).toMatch(/^test_re_/);
  });

  it('a provider that cannot be reached is a 502 and changes nothing', async () => {
    const s = await shop(t);
    const o = (await s.createOrder()).body;
    const down = async () => {
      throw new Error('connect ECONNREFUSED');
    };
    const previous = usePaymentProvider({ name: 'test', charge: down, refund: down });
    try {
      const res = await t.call('POST', `${s.base}/${o.id}/retryPlatformPayment?${s.q}`, { token: s.token });
      expect(res.status).toBe(502);
      expect(res.body.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    } finally {
      usePaymentProvider(previous);
    }
    const after = await t.call('GET', `${s.base}/${o.id}?${s.q}`, { token: s.token });
    expect(after.body).toMatchObject({ status: 'new', paymentStatus: 'pending', payments: [] });
  });

  it('selects the provider from the configuration', () => {
    expect(providerFromConfig({}).name).toBe('test');
    expect(providerFromConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' }).name).toBe('stripe');
    expect(() => providerFromConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
  });
});

describe('Stripe adapter against a local fake Stripe API', () => {
  let server: Server;
  let port: number;
  const seen: { path: string; body: URLSearchParams; idempotencyKey: string | undefined; auth: string | undefined }[] = [];
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => resolve(data));
    });
  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const body = new URLSearchParams(await read(req));
      seen.push({ path: req.url ?? '', body, idempotencyKey: req.headers['idempotency-key'] as string, auth: req.headers.authorization });
      res.setHeader('content-type', 'application/json');
      if (req.url === '/v1/payment_intents') {
        if (body.get('receipt_email')?.includes('decline')) {
          res.statusCode = 402;
          res.end(
            JSON.stringify({
              error: {
                type: 'card_error',
                code: 'card_declined',
                message: 'Your card was declined.',
                payment_intent: { id: 'pi_declined' },
              },
            }),
          );
          return;
        }
        res.end(JSON.stringify({ id: 'pi_123', object: 'payment_intent', status: 'succeeded', amount: Number(body.get('amount')) }));
        return;
      }
      if (req.url === '/v1/refunds') {
        res.end(JSON.stringify({ id: 're_123', object: 'refund', status: 'succeeded' }));
        return;
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unknown path' } }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
    usePaymentProvider(stripeProvider({ secretKey: 'sk_test_fake', host: '127.0.0.1', port, protocol: 'http' }));
  });
  afterAll(async () => {
    usePaymentProvider(testProvider);
    await new Promise((r) => server.close(r));
  });

  it('charges through PaymentIntents (declines are failed payments) and refunds the intent', async () => {
    const s = await shop(t);
    const declined = (await s.createOrder({ customer: { email: 'decline@example.com' } })).body;
    const failed = await t.call('POST', `${s.base}/${declined.id}/retryPlatformPayment?${s.q}`, { token: s.token });
    expect(failed.status).toBe(200);
    expect(failed.body.payment).toMatchObject({
      provider: 'stripe',
      status: 'failed',
      providerReference: 'pi_declined',
      failureMessage: 'Your card was declined.',
    });

    const o = (await s.createOrder({ customer: { email: 'carla@example.com' } })).body;
    const paid = await t.call('POST', `${s.base}/${o.id}/retryPlatformPayment?${s.q}`, { token: s.token });
    expect(paid.body.payment).toMatchObject({ provider: 'stripe', status: 'succeeded', providerReference: 'pi_123' });
    const charge = seen.filter((r) => r.path === '/v1/payment_intents').at(-1)!;
    expect(charge.auth).toBe('Bearer sk_test_fake');
    expect(charge.idempotencyKey).toBe(`charge-${o.id}-1`);
    expect(Object.fromEntries(charge.body)).toMatchObject({ amount: '4500', currency: 'eur', confirm: 'true', 'metadata[orderId]': o.id });

    const refunded = await t.call('PATCH', `${s.base}/${o.id}?${s.q}`, { token: s.token, body: { status: 'refunded' } });
    expect(refunded.status).toBe(200);
    expect(refunded.body.payments.at(-1)).toMatchObject({ provider: 'stripe', kind: 'refund', providerReference: 're_123' });
    const refund = seen.find((r) => r.path === '/v1/refunds')!;
    expect(Object.fromEntries(refund.body)).toMatchObject({ payment_intent: 'pi_123', amount: '4500' });
  });
});
