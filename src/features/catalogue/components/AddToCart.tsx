/**
 * Quantity + "Add to cart" for one variant. Items with a `quantityStep` step by it and the added amount is
 * rounded down to a multiple of it (spec 000 §4), which the button's note says before and the toast after.
 */
import { Button, Group, NumberInput, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { addToCart, stepped } from '../../../lib/cart.ts';

export interface CartProduct {
  variantId: string;
  productId: string;
  title: string;
  sku: string;
  unitCost: number;
  currency: string;
  quantityStep: number | null;
}

export function AddToCart({ projectId, item, compact }: { projectId: string; item: CartProduct; compact?: boolean }) {
  const step = item.quantityStep ?? undefined;
  const [qty, setQty] = useState<number>(step ?? 1);
  const rounded = stepped(qty, step);
  const add = async () => {
    const next = await addToCart(projectId, {
      id: item.variantId,
      quantity: qty,
      ...(step ? { quantityStep: step } : {}),
      title: item.title,
      sku: item.sku,
      productId: item.productId,
      unitCost: item.unitCost,
      currency: item.currency,
    });
    const now = next.find((i) => i.id === item.variantId)?.quantity ?? 0;
    notifications.show({
      color: now ? 'teal' : 'yellow',
      message: now
        ? `${item.sku}: ${now} in the cart${step ? ` (packs of ${step})` : ''}.`
        : `${item.sku} was not added: below one pack of ${step}.`,
    });
  };
  return (
    <Group gap={6} wrap="nowrap" align="center">
      <NumberInput
        aria-label={`Quantity of ${item.sku}`}
        value={qty}
        onChange={(v) => setQty(typeof v === 'number' ? v : Number(v) || 0)}
        min={0}
        step={step ?? 1}
        allowDecimal={false}
        w={compact ? 80 : 96}
        size="xs"
      />
      <Button size="xs" onClick={() => void add()} aria-label={`Add ${item.sku} to cart`}>
        Add
      </Button>
      {step && rounded !== qty ? (
        <Text size="xs" c="orange" data-testid="step-note">
          adds {rounded} (packs of {step})
        </Text>
      ) : null}
    </Group>
  );
}
