import { describe, expect, it } from 'vitest';
import { resupplyOrderBody } from './checkout.ts';

describe('resupply order body', () => {
  const buyer = { email: 'dana@example.com', firstName: 'Dana', lastName: null };
  it('makes one line per cart item at the variant cost, in the storefront currency, source resupply', () => {
    const body = resupplyOrderBody(
      [
        {
          id: 'gvr_1',
          quantity: 50,
          quantityStep: 25,
          title: 'Mailer box — S',
          sku: 'PAC-0001-S',
          productId: 'gpr_1',
          unitCost: 30,
          currency: 'EUR',
        },
        { id: 'gvr_2', quantity: 2, sku: 'APP-0002-M', unitCost: 900, currency: 'EUR' },
      ],
      buyer,
      'EUR',
    );
    expect(body).toEqual({
      customer: { email: 'dana@example.com', firstName: 'Dana' },
      currency: 'EUR',
      source: 'resupply',
      note: 'Resupply order: 2 items from the catalogue.',
      lines: [
        { variantId: 'gvr_1', productId: 'gpr_1', productName: 'Mailer box — S', sku: 'PAC-0001-S', quantity: 50, unitPrice: 30 },
        { variantId: 'gvr_2', productName: 'APP-0002-M', sku: 'APP-0002-M', quantity: 2, unitPrice: 900 },
      ],
    });
  });
  it('refuses an empty cart and an item in another currency', () => {
    expect(() => resupplyOrderBody([], buyer, 'EUR')).toThrow('The cart is empty.');
    expect(() => resupplyOrderBody([{ id: 'x', quantity: 1, sku: 'X', currency: 'USD' }], buyer, 'EUR')).toThrow(/USD/);
  });
});
