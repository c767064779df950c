/**
 * The payment provider interface (docs/decisions/commerce.md "Receipts and payments"): a charge for an order and
 * a refund of a charge. The built-in `test` provider works with no network; `stripe` is selected by
 * PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY (payments/index.ts). A decline is an answer, not an error:
 * `{ status: 'failed', failureMessage }`; a provider that cannot be reached throws.
 */
export interface ChargeRequest {
  orderId: string;
  /** Minor units. */
  amount: number;
  currency: string;
  email: string;
  description: string;
  /** The same key for a retried attempt of the same charge never charges twice. */
  idempotencyKey: string;
}

export interface RefundRequest {
  orderId: string;
  amount: number;
  currency: string;
  /** The provider's reference of the charge being refunded. */
  chargeReference: string | null;
  idempotencyKey: string;
}

export interface PaymentResult {
  status: 'succeeded' | 'failed';
  providerReference: string | null;
  failureMessage: string | null;
}

export interface PaymentProvider {
  readonly name: string;
  charge(req: ChargeRequest): Promise<PaymentResult>;
  refund(req: RefundRequest): Promise<PaymentResult>;
}
