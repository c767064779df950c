/**
 * The cart drawer of the resupply shop: items with their quantity (stepped by their pack size, rounded down;
 * 0 removes), totals, clear, and checkout — a resupply order through the orders area's create with an
 * Idempotency-Key made once per checkout (a retry after a lost answer does not order twice), then a confirmation.
 */
import { Alert, Anchor, Button, Divider, Drawer, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AppLink } from '../../../components/shell/AppLink.tsx';
import { toAppError } from '../../../lib/api/errors.ts';
import { currentUserQuery } from '../../../lib/auth/user.ts';
import { type CartItem, cartCount, cartTotals, clearCart, removeFromCart, setQuantity, stepped } from '../../../lib/cart.ts';
import { commerceKeys } from '../../../lib/commerce/keys.ts';
import { useStorefront } from '../../../lib/commerce/storefront.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { placeResupplyOrder } from '../api/catalogue.ts';
import { resupplyOrderBody } from '../lib/checkout.ts';

function Line({ projectId, item }: { projectId: string; item: CartItem }) {
  const [text, setText] = useState<number | string>(item.quantity);
  const commit = () => {
    const n = typeof text === 'number' ? text : Number(text) || 0;
    void setQuantity(projectId, { ...item, quantity: n }).then((next) => setText(next.find((i) => i.id === item.id)?.quantity ?? 0));
  };
  return (
    <Stack gap={4} data-testid={`cart-item-${item.sku ?? item.id}`}>
      <Text size="sm" fw={600} lineClamp={2}>
        {item.title ?? item.sku ?? item.id}
      </Text>
      <Group justify="space-between" wrap="nowrap">
        <Group gap={6} wrap="nowrap">
          <NumberInput
            aria-label={`Quantity of ${item.sku ?? item.id} in the cart`}
            value={text}
            onChange={setText}
            onBlur={commit}
            onKeyDown={(e) => e.key === 'Enter' && commit()}
            min={0}
            step={item.quantityStep ?? 1}
            allowDecimal={false}
            w={90}
            size="xs"
          />
          {item.quantityStep ? (
            <Text size="xs" c="dimmed">
              packs of {item.quantityStep}
              {typeof text === 'number' && stepped(text, item.quantityStep) !== text ? ` → ${stepped(text, item.quantityStep)}` : ''}
            </Text>
          ) : null}
        </Group>
        <Group gap={6} wrap="nowrap">
          {item.unitCost !== undefined && item.currency && (
            <Text size="sm">{formatMoney(item.unitCost * item.quantity, item.currency)}</Text>
          )}
          <Button
            variant="subtle"
            color="red"
            size="compact-xs"
            aria-label={`Remove ${item.sku ?? item.id}`}
            onClick={() => void removeFromCart(projectId, item.id)}
          >
            <IconTrash size={14} />
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

export function CartDrawer({
  projectId,
  items,
  opened,
  onClose,
}: {
  projectId: string;
  items: CartItem[];
  opened: boolean;
  onClose: () => void;
}) {
  const qc = useQueryClient();
  const storefront = useStorefront(projectId);
  const user = useQuery({ ...currentUserQuery, enabled: false }).data;
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [placed, setPlaced] = useState<{ id: string; name: string; total: number; currency: string } | null>(null);
  const totals = cartTotals(items);
  // One key per cart content: a retry of the same cart (an answer lost on the way) replays the first order; a
  // changed cart is another order.
  const content = JSON.stringify(items.map((i) => [i.id, i.quantity]));
  useEffect(() => {
    if (content) setKey(crypto.randomUUID());
  }, [content]);
  const checkout = async () => {
    setError(null);
    if (!storefront.data) return setError('The storefront is not loaded yet. Try again in a moment.');
    if (!user?.email) return setError('Sign in again to place the order.');
    setBusy(true);
    try {
      const body = resupplyOrderBody(items, user, storefront.data.currency);
      const order = await placeResupplyOrder(projectId, storefront.data.id, body, key);
      await clearCart(projectId);
      setKey(crypto.randomUUID());
      setPlaced({ id: order.id, name: order.name, total: order.total, currency: order.currency });
      void qc.invalidateQueries({ queryKey: commerceKeys.orders(projectId) });
    } catch (e) {
      setError(e instanceof Error && !('status' in e) ? e.message : toAppError(e).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={`Cart (${cartCount(items)})`} size="md">
      <Stack gap="md">
        {placed && (
          <Alert color="teal" title="Resupply order placed" role="status">
            <Stack gap={4}>
              <Text size="sm">
                Order {placed.name} for {formatMoney(placed.total, placed.currency)} is with the factory.
              </Text>
              <Anchor
                component={AppLink}
                href={`/m/orders/${encodeURIComponent(placed.id)}?project=${encodeURIComponent(projectId)}`}
                size="sm"
              >
                View order {placed.name}
              </Anchor>
            </Stack>
          </Alert>
        )}
        {!items.length && !placed && <Text c="dimmed">The cart is empty. Add blanks, packaging or inserts from the shop.</Text>}
        {items.map((i) => (
          <Line key={`${i.id}:${i.quantity}`} projectId={projectId} item={i} />
        ))}
        {items.length > 0 && (
          <>
            <Divider />
            {Object.entries(totals).map(([currency, total]) => (
              <Group key={currency} justify="space-between">
                <Text fw={600}>Total</Text>
                <Text fw={600} data-testid="cart-total">
                  {formatMoney(total, currency)}
                </Text>
              </Group>
            ))}
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Group justify="space-between">
              <Button variant="default" color="red" onClick={() => void clearCart(projectId)}>
                Clear cart
              </Button>
              <Button onClick={() => void checkout()} loading={busy}>
                Place resupply order
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
