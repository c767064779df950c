/**
 * Stripe adapter (stripe@23, PaymentIntents). A charge creates and confirms a PaymentIntent off-session with the
 * payment method configured for the shop (`pm_card_visa` in Stripe's test mode; a real integration stores the
 * customer's method at checkout); a decline (card error, or an intent that is not `succeeded`) is a failed
 * result. A refund refunds the PaymentIntent. `host`/`port`/`protocol` point the client at a fake server in tests.
 */
import Stripe from 'stripe';
import type { PaymentProvider, PaymentResult } from './provider.ts';

export interface StripeOptions {
  secretKey: string;
  paymentMethod?: string;
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

function declined(err: unknown): PaymentResult | null {
  if (err instanceof Stripe.errors.StripeCardError) {
    const intent = (err.raw as { payment_intent?: { id?: string } } | undefined)?.payment_intent;
    return { status: 'failed', providerReference: intent?.id ?? null, failureMessage: err.message };
  }
  return null;
}

export function stripeProvider(opts: StripeOptions): PaymentProvider {
  const stripe = new Stripe(opts.secretKey, {
    maxNetworkRetries: 1,
    telemetry: false,
    ...(opts.host ? { host: opts.host } : {}),
    ...(opts.port ? { port: opts.port } : {}),
    ...(opts.protocol ? { protocol: opts.protocol } : {}),
  });
  return {
    name: 'stripe',
    async charge(req) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: req.amount,
            currency: req.currency.toLowerCase(),
            payment_method: opts.paymentMethod ?? 'pm_card_visa',
            confirm: true,
            off_session: true,
            receipt_email: req.email,
            description: req.description,
            metadata: { orderId: req.orderId },
          },
          { idempotencyKey: req.idempotencyKey },
        );
        if (intent.status === 'succeeded') return { status: 'succeeded', providerReference: intent.id, failureMessage: null };
        return {
          status: 'failed',
          providerReference: intent.id,
          failureMessage: intent.last_payment_error?.message ?? `The payment needs attention (${intent.status}).`,
        };
      } catch (err) {
        const result = declined(err);
        if (result) return result;
        throw err;
      }
    },
    async refund(req) {
      if (!req.chargeReference) return { status: 'failed', providerReference: null, failureMessage: 'The charge has no Stripe reference.' };
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: req.chargeReference, amount: req.amount, metadata: { orderId: req.orderId } },
          { idempotencyKey: req.idempotencyKey },
        );
        const ok = refund.status === 'succeeded' || refund.status === 'pending';
        return {
          status: ok ? 'succeeded' : 'failed',
          providerReference: refund.id,
          failureMessage: ok ? null : (refund.failure_reason ?? 'Refund failed.'),
        };
      } catch (err) {
        const result = declined(err);
        if (result) return result;
        throw err;
      }
    },
  };
}
