/**
 * The resupply cart (spec 000 §3 "Cart item", §4 "Cart"; docs/decisions/catalogue.md): adding an existing item
 * raises its quantity, rounded down to a multiple of its step when it has one; a quantity of 0 or less removes the
 * item; clear empties the cart. One cart per project, kept in IndexedDB (idb-keyval, key `cart:<projectId>`), so
 * it survives reloads and works offline, and switching project shows that project's cart. Sign-out clears
 * IndexedDB (src/lib/auth/session-reset.ts) and the atoms with the store.
 */
import { get as idbGet, set as idbSet } from 'idb-keyval';
import { atom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { onSessionReset } from './auth/session-reset.ts';
import { appStore } from './store.ts';

export interface CartItem {
  /** The variant id. */
  id: string;
  quantity: number;
  quantityStep?: number;
  /** What the shop shows (optional: the rules need only id, quantity and step). */
  title?: string;
  sku?: string;
  productId?: string;
  /** Unit cost in minor units of `currency`. */
  unitCost?: number;
  currency?: string;
}

// ---- the rules (pure) ----

/** `q` rounded down to a multiple of `step` (a missing or non-positive step leaves it as it is). */
export const stepped = (q: number, step?: number) => (step && step > 0 ? Math.floor(q / step) * step : Math.floor(q));

/** Set an item's quantity (rounded down to its step); 0 or less removes it. Order of items is kept. */
export function setCartQuantity(items: readonly CartItem[], item: CartItem): CartItem[] {
  const quantity = stepped(item.quantity, item.quantityStep);
  if (quantity <= 0) return items.filter((i) => i.id !== item.id);
  const next = { ...item, quantity };
  return items.some((i) => i.id === item.id) ? items.map((i) => (i.id === item.id ? next : i)) : [...items, next];
}

/** Add an item: one already in the cart has its quantity raised by the added quantity, then rounded down to its step. */
export function addCartItem(items: readonly CartItem[], item: CartItem): CartItem[] {
  const existing = items.find((i) => i.id === item.id);
  return setCartQuantity(items, existing ? { ...existing, ...item, quantity: existing.quantity + item.quantity } : item);
}

export const removeCartItem = (items: readonly CartItem[], id: string): CartItem[] => items.filter((i) => i.id !== id);
export const clearCartItems = (): CartItem[] => [];
export const cartCount = (items: readonly CartItem[]) => items.reduce((n, i) => n + i.quantity, 0);
/** The total per currency (minor units); items without a cost count 0. */
export function cartTotals(items: readonly CartItem[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const i of items) if (i.currency) out[i.currency] = (out[i.currency] ?? 0) + (i.unitCost ?? 0) * i.quantity;
  return out;
}

// ---- storage: one cart per project ----

export const cartKey = (projectId: string) => `cart:${projectId}`;
/** The carts loaded so far, by project. */
export const cartsAtom = atom<Readonly<Record<string, CartItem[]>>>({});
/** The project whose cart the header and the shop show. */
export const cartProjectAtom = atom<string | null>(null);
/** The active project's cart. */
export const cartAtom = atom((get) => {
  const project = get(cartProjectAtom);
  return project ? (get(cartsAtom)[project] ?? []) : [];
});

const loading = new Map<string, Promise<CartItem[]>>();

// Sign-out: IndexedDB is cleared by the reset itself; the carts held in memory go too.
onSessionReset(() => {
  loading.clear();
  appStore.set(cartsAtom, {});
  appStore.set(cartProjectAtom, null);
});

/** Read a project's cart from IndexedDB once per page (later reads come from the atom). */
export function loadCart(projectId: string): Promise<CartItem[]> {
  const loaded = appStore.get(cartsAtom)[projectId];
  if (loaded) return Promise.resolve(loaded);
  let pending = loading.get(projectId);
  if (!pending) {
    pending = idbGet<CartItem[]>(cartKey(projectId))
      .catch(() => undefined)
      .then((stored) => {
        const items = Array.isArray(stored) ? stored.filter((i) => i && typeof i.id === 'string' && i.quantity > 0) : [];
        // A write that happened while loading wins.
        const now = appStore.get(cartsAtom)[projectId];
        if (!now) appStore.set(cartsAtom, { ...appStore.get(cartsAtom), [projectId]: items });
        return now ?? items;
      })
      .finally(() => loading.delete(projectId));
    loading.set(projectId, pending);
  }
  return pending;
}

let writes: Promise<unknown> = Promise.resolve();
async function update(projectId: string, change: (items: readonly CartItem[]) => CartItem[]) {
  const current = await loadCart(projectId);
  const next = change(appStore.get(cartsAtom)[projectId] ?? current);
  appStore.set(cartsAtom, { ...appStore.get(cartsAtom), [projectId]: next });
  writes = writes.then(() => idbSet(cartKey(projectId), next)).catch(() => undefined);
  await writes;
  return next;
}

export const addToCart = (projectId: string, item: CartItem) => update(projectId, (items) => addCartItem(items, item));
export const setQuantity = (projectId: string, item: CartItem) => update(projectId, (items) => setCartQuantity(items, item));
export const removeFromCart = (projectId: string, id: string) => update(projectId, (items) => removeCartItem(items, id));
export const clearCart = (projectId: string) => update(projectId, clearCartItems);

/** The project's cart (loading it from IndexedDB on first use) and makes it the one the header shows. */
export function useCart(projectId: string | null | undefined): CartItem[] {
  useEffect(() => {
    appStore.set(cartProjectAtom, projectId ?? null);
    if (projectId) void loadCart(projectId);
  }, [projectId]);
  const carts = useAtomValue(cartsAtom);
  return projectId ? (carts[projectId] ?? []) : [];
}
