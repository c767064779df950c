import { describe, expect, it } from 'vitest';
import { addCartItem, setCartQuantity } from './cart.ts';

describe('cart rules', () => {
  it('raises the quantity of an existing item, rounded down to its step', () => {
    const one = addCartItem([], { id: 'a', quantity: 10, quantityStep: 10 });
    expect(addCartItem(one, { id: 'a', quantity: 7, quantityStep: 10 })).toEqual([{ id: 'a', quantity: 10, quantityStep: 10 }]);
    expect(addCartItem(one, { id: 'a', quantity: 15, quantityStep: 10 })).toEqual([{ id: 'a', quantity: 20, quantityStep: 10 }]);
  });
  it('removes an item at quantity 0 or less', () => {
    expect(setCartQuantity([{ id: 'a', quantity: 2 }], { id: 'a', quantity: 0 })).toEqual([]);
  });
});
