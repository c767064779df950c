/**
 * The card provider interface (docs/decisions/billing.md "Payment methods"): the browser hands the card to the
 * provider's own form; our server only starts a setup (a setup intent), confirms it with the provider's token
 * and keeps the provider's reference, brand, last 4 and expiry — never a card number. The built-in `test`
 * provider needs no network; `stripe` is selected by BILLING_CARD_PROVIDER=stripe (cards/index.ts).
 * A decline is an answer (`status: 'failed'`); a provider that cannot be reached throws.
 */
export interface SetupIntent {
  reference: string;
  /** Handed to the browser so the provider's form can confirm this setup. */
  clientSecret: string;
}

export interface Card {
  reference: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type SetupResult = { status: 'succeeded'; card: Card } | { status: 'failed'; message: string };

export interface CardCharge {
  paymentMethodReference: string;
  amount: number;
  currency: string;
  description: string;
  idempotencyKey: string;
}
export interface CardChargeResult {
  status: 'succeeded' | 'failed';
  reference: string | null;
  failureMessage: string | null;
}

/** What the browser needs to show the provider's card form. */
export interface VendorSecret {
  vendor: string;
  publishableKey: string;
  /** The test provider's local form endpoint; null for a provider with its own script (Stripe.js). */
  confirmUrl: string | null;
}

export interface CardProvider {
  readonly vendor: 'test' | 'stripe';
  secret(): VendorSecret;
  createSetupIntent(req: { projectId: string; idempotencyKey: string }): Promise<SetupIntent>;
  /** `token` is what the provider's form answered in the browser (the test provider's signed card token). */
  confirmSetup(req: { reference: string; token: string | null }): Promise<SetupResult>;
  charge(req: CardCharge): Promise<CardChargeResult>;
}
