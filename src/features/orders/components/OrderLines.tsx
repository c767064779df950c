/** The order's lines and totals (money in the order's currency, minor units). */
import { Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { Order } from '../../../lib/commerce/types.ts';
import { formatMoney } from '../../../lib/format/money.ts';

export function OrderLines({ order }: { order: Order }) {
  const m = (n: number) => formatMoney(n, order.currency);
  return (
    <Paper withBorder p="md">
      <Title order={3} size="h4" mb="sm">
        Items
      </Title>
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing="xs" aria-label="Order lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th ta="right">Qty</Table.Th>
              <Table.Th ta="right">Price</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.lines.map((l) => (
              <Table.Tr key={l.id} data-testid="order-line">
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {l.productName}
                  </Text>
                  {l.variantName && (
                    <Text size="xs" c="dimmed">
                      {l.variantName}
                    </Text>
                  )}
                  {l.sku && (
                    <Text size="xs" c="dimmed" ff="monospace">
                      {l.sku}
                    </Text>
                  )}
                  {l.discount > 0 && (
                    <Text size="xs" c="dimmed">
                      Discount −{m(l.discount)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{l.quantity}</Table.Td>
                <Table.Td ta="right">{m(l.unitPrice)}</Table.Td>
                <Table.Td ta="right">{m(l.total)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap={4} mt="md" ml="auto" maw={320} data-testid="order-totals">
        <Row label="Subtotal" value={m(order.subtotal)} />
        {order.discountTotal > 0 && <Row label="Discount" value={`−${m(order.discountTotal)}`} />}
        <Row label="Shipping" value={m(order.shippingTotal)} />
        <Row label="Tax" value={m(order.taxTotal)} />
        <Row label="Total" value={m(order.total)} strong />
      </Stack>
    </Paper>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xl">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400}>
        {value}
      </Text>
    </Group>
  );
}
