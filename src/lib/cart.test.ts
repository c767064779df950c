import { describe, expect, it } from 'vitest';
import { addCartItem, cartCount, cartTotals, clearCartItems, removeCartItem, setCartQuantity, stepped } from './cart.ts';

describe('cart rules (spec 000 §4)', () => {
  it('adds a new item; an existing item has its quantity raised', () => {
    const one = addCartItem([], { id: 'a', quantity: 2 });
    expect(one).toEqual([{ id: 'a', quantity: 2 }]);
    expect(addCartItem(one, { id: 'a', quantity: 3 })).toEqual([{ id: 'a', quantity: 5 }]);
    expect(addCartItem(one, { id: 'b', quantity: 1 })).toEqual([
      { id: 'a', quantity: 2 },
      { id: 'b', quantity: 1 },
    ]);
  });

  it('rounds the raised quantity down to a multiple of the step when the item has one', () => {
    const one = addCartItem([], { id: 'a', quantity: 10, quantityStep: 10 });
    expect(addCartItem(one, { id: 'a', quantity: 7, quantityStep: 10 })).toEqual([{ id: 'a', quantity: 10, quantityStep: 10 }]);
    expect(addCartItem(one, { id: 'a', quantity: 15, quantityStep: 10 })).toEqual([{ id: 'a', quantity: 20, quantityStep: 10 }]);
    expect(addCartItem([], { id: 's', quantity: 60, quantityStep: 25 })).toEqual([{ id: 's', quantity: 50, quantityStep: 25 }]);
    expect(stepped(99, 25)).toBe(75);
    expect(stepped(7)).toBe(7);
    expect(stepped(7, 0)).toBe(7);
  });

  it('a new item below its step is not added (rounds down to 0, which removes)', () => {
    expect(addCartItem([], { id: 's', quantity: 20, quantityStep: 25 })).toEqual([]);
  });

  it('removes an item at quantity 0 or less, by add or by set', () => {
    expect(setCartQuantity([{ id: 'a', quantity: 2 }], { id: 'a', quantity: 0 })).toEqual([]);
    expect(setCartQuantity([{ id: 'a', quantity: 2 }], { id: 'a', quantity: -4 })).toEqual([]);
    expect(addCartItem([{ id: 'a', quantity: 2 }], { id: 'a', quantity: -2 })).toEqual([]);
    expect(addCartItem([{ id: 'a', quantity: 2 }], { id: 'a', quantity: -1 })).toEqual([{ id: 'a', quantity: 1 }]);
    expect(
      removeCartItem(
        [
          { id: 'a', quantity: 2 },
          { id: 'b', quantity: 1 },
        ],
        'a',
      ),
    ).toEqual([{ id: 'b', quantity: 1 }]);
  });

  it('setting a quantity rounds down to the step and keeps the order of items', () => {
    const items = [
      { id: 'a', quantity: 1 },
      { id: 'b', quantity: 25, quantityStep: 25 },
    ];
    expect(setCartQuantity(items, { id: 'b', quantity: 74, quantityStep: 25 }).map((i) => [i.id, i.quantity])).toEqual([
      ['a', 1],
      ['b', 50],
    ]);
    expect(setCartQuantity(items, { id: 'b', quantity: 24, quantityStep: 25 })).toEqual([{ id: 'a', quantity: 1 }]);
  });

  it('clear empties the cart; counts and totals per currency', () => {
    expect(clearCartItems()).toEqual([]);
    const items = [
      { id: 'a', quantity: 2, unitCost: 150, currency: 'EUR' },
      { id: 'b', quantity: 25, quantityStep: 25, unitCost: 12, currency: 'EUR' },
    ];
    expect(cartCount(items)).toBe(27);
    expect(cartTotals(items)).toEqual({ EUR: 600 });
  });
});
