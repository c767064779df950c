/**
 * The built-in `test` card provider: no network, deterministic, stateless. Its card form is the app's
 * TestCardForm, which posts the card to this provider's own endpoint (`POST /v1/billing/test-provider/confirm`,
 * standing in for the provider's servers) — never to billing. That endpoint answers a signed card token
 * (brand, last 4, expiry, outcome; no number); billing confirms the setup with the token.
 *
 *   4242 4242 4242 4242 → succeeds       4000 0000 0000 0002 → declined at setup
 *   4000 0000 0000 0341 → setup succeeds, charges are declined
 *   an expiry in the current month → the card is valid but "expiring" (alert payment_method_expiring)
 *
 * The signing key is fixed: the test provider moves no money and is not a security boundary.
 */
import { hash as digest, timingSafeEqual } from 'node:crypto';
import type { CardProvider } from './provider.ts';

const KEY = 'shopfloor-test-card-provider';
/** A keyed digest: the key is public anyway (see above), so a plain hash of key and data is enough. */
const mac = (data: string) => digest('sha256', `${KEY}:${data}`, 'base64url').slice(0, 22);
const ref = (prefix: string, key: string) => `${prefix}_${digest('sha256', key, 'hex').slice(0, 24)}`;

export const TEST_CARDS = { success: '4242424242424242', decline: '4000000000000002', chargeDecline: '4000000000000341' } as const;

interface TokenPayload {
  si: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  outcome: 'ok' | 'declined';
}

const sign = (payload: object) => {
  const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${data}.${mac(data)}`;
};
function verify<T>(token: string): T | null {
  const [data, m, extra] = token.split('.');
  if (!data || !m || extra !== undefined) return null;
  const a = Buffer.from(mac(data));
  const b = Buffer.from(m);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return null;
  try {
    return JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
}

export function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return number.length >= 12 && sum % 10 === 0;
}

const brandOf = (n: string) =>
  n.startsWith('4') ? 'visa' : /^5[1-5]/.test(n) ? 'mastercard' : /^3[47]/.test(n) ? 'amex' : n.startsWith('6') ? 'discover' : 'card';

export type TestFormResult = { ok: true; token: string } | { ok: false; field: 'number' | 'expiry' | 'clientSecret'; message: string };

/**
 * The provider side of the test form: check the card and answer a token for the setup named by its client
 * secret. `now` decides what "expired" means.
 */
export function tokenizeTestCard(
  input: { clientSecret: string; number: string; expMonth: number; expYear: number },
  now = new Date(),
): TestFormResult {
  const si = verify<{ si: string }>(input.clientSecret)?.si;
  if (!si) return { ok: false, field: 'clientSecret', message: 'The setup is unknown or has expired.' };
  const number = input.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) return { ok: false, field: 'number', message: 'The card number is invalid.' };
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  if (input.expYear < y || (input.expYear === y && input.expMonth < m) || input.expYear > y + 20)
    return { ok: false, field: 'expiry', message: 'The card has expired.' };
  const payload: TokenPayload = {
    si,
    brand: brandOf(number),
    last4: number.slice(-4),
    expMonth: input.expMonth,
    expYear: input.expYear,
    outcome: number === TEST_CARDS.decline ? 'declined' : 'ok',
  };
  return { ok: true, token: sign(payload) };
}

export const testCardProvider: CardProvider = {
  vendor: 'test',
  secret: () => ({ vendor: 'test', publishableKey: 'pk_test_shopfloor', confirmUrl: '/v1/billing/test-provider/confirm' }),
  async createSetupIntent(req) {
    const reference = ref('seti_test', `${req.projectId}:${req.idempotencyKey}`);
    return { reference, clientSecret: sign({ si: reference }) };
  },
  async confirmSetup({ reference, token }) {
    const card = token ? verify<TokenPayload>(token) : null;
    if (!card || card.si !== reference) return { status: 'failed', message: 'The card token does not belong to this setup.' };
    if (card.outcome === 'declined') return { status: 'failed', message: 'Your card was declined.' };
    return {
      status: 'succeeded',
      card: {
        reference: `pm_test_${card.last4}_${reference.slice(-12)}`,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
      },
    };
  },
  async charge(req) {
    const reference = ref('ch_test', req.idempotencyKey);
    if (req.paymentMethodReference.startsWith('pm_test_0341_'))
      return { status: 'failed', reference, failureMessage: 'Your card was declined.' };
    return { status: 'succeeded', reference, failureMessage: null };
  },
};
