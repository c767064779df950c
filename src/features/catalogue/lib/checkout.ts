/** The resupply order a cart becomes (docs/decisions/catalogue.md "Resupply cart"): pure, unit-tested. */
import type { CartItem } from '../../../lib/cart.ts';

export interface Buyer {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
}

/** The orders area's create body; throws a message a person can act on when the cart can't be ordered as is. */
export function resupplyOrderBody(items: readonly CartItem[], buyer: Buyer, storefrontCurrency: string) {
  if (!items.length) throw new Error('The cart is empty.');
  const other = items.find((i) => i.currency && i.currency !== storefrontCurrency);
  if (other) throw new Error(`${other.sku ?? other.id} costs in ${other.currency}; this project's orders are in ${storefrontCurrency}.`);
  return {
    customer: {
      email: buyer.email,
      ...(buyer.firstName ? { firstName: buyer.firstName } : {}),
      ...(buyer.lastName ? { lastName: buyer.lastName } : {}),
    },
    currency: storefrontCurrency,
    source: 'resupply',
    note: `Resupply order: ${items.length} ${items.length === 1 ? 'item' : 'items'} from the catalogue.`,
    lines: items.map((i) => ({
      variantId: i.id,
      ...(i.productId ? { productId: i.productId } : {}),
      productName: (i.title ?? i.sku ?? i.id).slice(0, 300),
      ...(i.sku ? { sku: i.sku } : {}),
      quantity: i.quantity,
      unitPrice: i.unitCost ?? 0,
    })),
  };
}
