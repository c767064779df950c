/**
 * The card provider in use: `test` (default) or `stripe` (BILLING_CARD_PROVIDER=stripe with STRIPE_SECRET_KEY
 * and STRIPE_PUBLISHABLE_KEY). Tests swap it with `useCardProvider`. A provider that throws (network, its 5xx,
 * a refused setup) is SETUP_INTENT_FAILED "Failed to create a payment method." (001 §8) for setups, and a 502 for
 * charges.
 */
import { config } from '../../../config.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { ApiError } from '../../../lib/errors.ts';
import { logger } from '../../../lib/logger.ts';
import type { CardProvider } from './provider.ts';
import { stripeCardProvider } from './stripe-provider.ts';
import { testCardProvider } from './test-provider.ts';

let current: CardProvider | null = null;

export function cardProviderFromConfig(env: {
  BILLING_CARD_PROVIDER?: string | undefined;
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_PUBLISHABLE_KEY?: string | undefined;
}): CardProvider {
  if (env.BILLING_CARD_PROVIDER === 'stripe') {
    if (!env.STRIPE_SECRET_KEY || !env.STRIPE_PUBLISHABLE_KEY)
      throw new Error('BILLING_CARD_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY');
    return stripeCardProvider({ secretKey: env.STRIPE_SECRET_KEY, publishableKey: env.STRIPE_PUBLISHABLE_KEY });
  }
  return testCardProvider;
}

export function cardProvider(): CardProvider {
  current ??= cardProviderFromConfig(config);
  return current;
}

/** Replace the provider (tests); returns the previous one. */
export function useCardProvider(provider: CardProvider | null): CardProvider | null {
  const previous = current;
  current = provider;
  return previous;
}

export const SETUP_INTENT_FAILED = 'Failed to create a payment method.';
export const setupIntentFailed = (reason?: string) =>
  new ApiError(400, CODES.SETUP_INTENT_FAILED, SETUP_INTENT_FAILED, undefined, reason ? { reason } : undefined);

/** A setup call to the provider; any failure to reach it is SETUP_INTENT_FAILED. */
export async function viaSetup<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    logger.warn({ err }, 'card provider setup failed');
    throw setupIntentFailed();
  }
}

/** A charge through the provider; a provider that cannot be reached is a 502 the client may retry. */
export async function viaCharge<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    logger.warn({ err }, 'card provider charge failed');
    throw new ApiError(
      502,
      CODES.PAYMENT_PROVIDER_UNAVAILABLE,
      'The payment provider could not be reached. Nothing was changed: try again.',
    );
  }
}
