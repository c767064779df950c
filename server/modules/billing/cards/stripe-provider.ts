/**
 * Stripe adapter (stripe@23, SetupIntents + off-session PaymentIntents). The browser confirms the SetupIntent
 * with Stripe.js using the publishable key (`GET …/payment-methods/stripe/secret`) and the intent's client
 * secret; `confirmSetup` reads the confirmed intent's card back. `host`/`port`/`protocol` point the client at a
 * fake server in tests.
 */
import Stripe from 'stripe';
import type { CardProvider } from './provider.ts';

export interface StripeCardOptions {
  secretKey: string;
  publishableKey: string;
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

export function stripeCardProvider(opts: StripeCardOptions): CardProvider {
  const stripe = new Stripe(opts.secretKey, {
    maxNetworkRetries: 1,
    telemetry: false,
    ...(opts.host ? { host: opts.host } : {}),
    ...(opts.port ? { port: opts.port } : {}),
    ...(opts.protocol ? { protocol: opts.protocol } : {}),
  });
  return {
    vendor: 'stripe',
    secret: () => ({ vendor: 'stripe', publishableKey: opts.publishableKey, confirmUrl: null }),
    async createSetupIntent(req) {
      const intent = await stripe.setupIntents.create(
        { usage: 'off_session', metadata: { project: req.projectId } },
        { idempotencyKey: req.idempotencyKey },
      );
      if (!intent.client_secret) throw new Error('Stripe answered a setup intent without a client secret');
      return { reference: intent.id, clientSecret: intent.client_secret };
    },
    async confirmSetup({ reference }) {
      const intent = await stripe.setupIntents.retrieve(reference, { expand: ['payment_method'] });
      const pm = intent.payment_method;
      if (intent.status !== 'succeeded' || !pm || typeof pm === 'string' || !pm.card)
        return { status: 'failed', message: intent.last_setup_error?.message ?? `The setup is ${intent.status}.` };
      return {
        status: 'succeeded',
        card: { reference: pm.id, brand: pm.card.brand, last4: pm.card.last4, expMonth: pm.card.exp_month, expYear: pm.card.exp_year },
      };
    },
    async charge(req) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: req.amount,
            currency: req.currency.toLowerCase(),
            payment_method: req.paymentMethodReference,
            confirm: true,
            off_session: true,
            description: req.description,
          },
          { idempotencyKey: req.idempotencyKey },
        );
        return intent.status === 'succeeded'
          ? { status: 'succeeded', reference: intent.id, failureMessage: null }
          : { status: 'failed', reference: intent.id, failureMessage: `The payment is ${intent.status}.` };
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError) return { status: 'failed', reference: null, failureMessage: err.message };
        throw err;
      }
    },
  };
}
