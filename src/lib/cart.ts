/**
 * The resupply cart (spec 000 §4 "Cart"): adding an existing item raises its quantity, rounded down to a
 * multiple of its step; quantity 0 or less removes it; clear empties it. The shell only needs the count (the
 * cart button); the resupply area builds on these. Kept in localStorage so it survives reloads.
 */
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { appStore } from './store.ts';

export interface CartItem {
  id: string;
  quantity: number;
  quantityStep?: number;
}

export const CART_STORAGE_KEY = 'shopfloor-cart';
export const cartAtom = atomWithStorage<CartItem[]>(
  CART_STORAGE_KEY,
  [],
  createJSONStorage(() => (typeof localStorage === 'undefined' ? (undefined as never) : localStorage)),
  { getOnInit: true },
);

const stepped = (q: number, step?: number) => (step && step > 0 ? Math.floor(q / step) * step : q);

export function setCartQuantity(items: CartItem[], item: CartItem): CartItem[] {
  const quantity = stepped(item.quantity, item.quantityStep);
  const rest = items.filter((i) => i.id !== item.id);
  if (quantity <= 0) return rest;
  const at = items.findIndex((i) => i.id === item.id);
  const next = { ...item, quantity };
  return at < 0 ? [...rest, next] : items.map((i) => (i.id === item.id ? next : i));
}

export function addCartItem(items: CartItem[], item: CartItem): CartItem[] {
  const existing = items.find((i) => i.id === item.id);
  return setCartQuantity(items, existing ? { ...item, quantity: existing.quantity + item.quantity } : item);
}

export const addToCart = (item: CartItem) => appStore.set(cartAtom, addCartItem(appStore.get(cartAtom), item));
export const clearCart = () => appStore.set(cartAtom, []);
