/**
 * The built-in `test` provider: no network, deterministic. A charge is declined when the order's email contains
 * `decline` (so the failure path can be shown and tested); everything else succeeds. Refunds always succeed.
 */
import { hash as digest } from 'node:crypto';
import type { PaymentProvider } from './provider.ts';

const reference = (prefix: string, key: string) => `${prefix}_${digest('sha256', key, 'hex').slice(0, 24)}`;

export const testProvider: PaymentProvider = {
  name: 'test',
  async charge(req) {
    if (req.email.toLowerCase().includes('decline')) {
      return { status: 'failed', providerReference: reference('test_ch', req.idempotencyKey), failureMessage: 'Your card was declined.' };
    }
    return { status: 'succeeded', providerReference: reference('test_ch', req.idempotencyKey), failureMessage: null };
  },
  async refund(req) {
    return { status: 'succeeded', providerReference: reference('test_re', req.idempotencyKey), failureMessage: null };
  },
};
