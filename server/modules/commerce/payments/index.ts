/**
 * The payment provider in use: `test` (default) or `stripe` (PAYMENT_PROVIDER=stripe + STRIPE_SECRET_KEY).
 * Read from the configuration on first use; tests swap it with `usePaymentProvider`.
 */
import { config } from '../../../config.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { ApiError } from '../../../lib/errors.ts';
import { logger } from '../../../lib/logger.ts';
import type { PaymentProvider } from './provider.ts';
import { stripeProvider } from './stripe-provider.ts';
import { testProvider } from './test-provider.ts';

let current: PaymentProvider | null = null;

export function providerFromConfig(env: {
  PAYMENT_PROVIDER?: string | undefined;
  STRIPE_SECRET_KEY?: string | undefined;
}): PaymentProvider {
  if (env.PAYMENT_PROVIDER === 'stripe') {
    if (!env.STRIPE_SECRET_KEY) throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY');
    return stripeProvider({ secretKey: env.STRIPE_SECRET_KEY });
  }
  return testProvider;
}

export function paymentProvider(): PaymentProvider {
  current ??= providerFromConfig(config);
  return current;
}

/** Replace the provider (tests); returns the previous one. */
export function usePaymentProvider(provider: PaymentProvider | null): PaymentProvider | null {
  const previous = current;
  current = provider;
  return previous;
}

/** A provider call; a provider that cannot be reached (network, its 5xx) is a 502 the client may retry, not a 500. */
export async function viaProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    logger.warn({ err }, 'payment provider failed');
    throw new ApiError(
      502,
      CODES.PAYMENT_PROVIDER_UNAVAILABLE,
      'The payment provider could not be reached. Nothing was changed: try again.',
    );
  }
}
