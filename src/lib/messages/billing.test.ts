import { describe, expect, it } from 'vitest';
import { billingAnnouncements, DEMO_MODE_MESSAGE } from './billing.ts';

describe('billing announcements', () => {
  it('demo plan: one default-level demo message, flags ignored', () => {
    const a = billingAnnouncements({ id: 'p', plan: { code: 'demo' }, flags: [{ kind: 'credit_limit_exceeded' }] });
    expect(a).toEqual([{ id: 'billing:p:demo', message: DEMO_MODE_MESSAGE, level: 'default' }]);
  });
  it('otherwise each flag with its message, level and actions, falling back to the alert kind', () => {
    const a = billingAnnouncements({
      id: 'p',
      plan: { code: 'growth' },
      flags: [{ kind: 'payment_method_required' }, { kind: 'x', message: 'Custom.', level: 'warning' }],
    });
    expect(a.map((x) => [x.message, x.level, x.actions?.[0]?.to])).toEqual([
      ['Missing payment method.', 'danger', 'billing.payment-methods'],
      ['Custom.', 'warning', undefined],
    ]);
  });
});
