/**
 * `/resupply/shop` (route name resupply.shop.create, spec 000 §2): search the catalogue, add variants to the
 * project's cart (pack sizes round down), open the cart drawer and place the resupply order.
 */
import { Alert, Badge, Button, Card, Group, Loader, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconShoppingCart } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { cartCount, useCart } from '../../../lib/cart.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import { shopInsertsQuery, shopQuery } from '../api/catalogue.ts';
import type { Insert, Product } from '../api/calls.ts';
import { optionsText } from '../lib/format.ts';
import { AddToCart } from './AddToCart.tsx';
import { CartDrawer } from './CartDrawer.tsx';

function ProductCard({ projectId, product }: { projectId: string; product: Product }) {
  const variants = product.variants ?? [];
  const [variantId, setVariantId] = useState(variants[0]?.id ?? '');
  const v = variants.find((x) => x.id === variantId);
  return (
    <Card withBorder padding="sm" data-testid={`shop-product-${product.id}`}>
      <Stack gap={6}>
        <Text fw={600} lineClamp={2}>
          {product.title}
        </Text>
        <Group gap={6}>
          <Badge variant="light" size="sm">
            {product.category}
          </Badge>
          {product.quantityStep ? (
            <Badge color="orange" variant="light" size="sm">
              Packs of {product.quantityStep}
            </Badge>
          ) : null}
        </Group>
        <Select
          aria-label={`Variant of ${product.title}`}
          size="xs"
          data={variants.map((x) => ({ value: x.id, label: `${optionsText(x.options)} · ${x.sku}` }))}
          value={variantId}
          onChange={(id) => id && setVariantId(id)}
          allowDeselect={false}
        />
        {v && (
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{formatMoney(v.cost, v.currency)} each</Text>
            <AddToCart
              compact
              projectId={projectId}
              item={{
                variantId: v.id,
                productId: product.id,
                title: `${product.title} — ${optionsText(v.options)}`,
                sku: v.sku,
                unitCost: v.cost,
                currency: v.currency,
                quantityStep: product.quantityStep ?? null,
              }}
            />
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** Printed inserts are run in packs of this many (docs/decisions/catalogue.md). */
export const INSERT_PRINT_RUN = 50;

function InsertCard({ projectId, insert }: { projectId: string; insert: Insert }) {
  const t = insert.insertType;
  return (
    <Card withBorder padding="sm" data-testid={`shop-insert-${insert.id}`}>
      <Stack gap={6}>
        <Text fw={600} lineClamp={2}>
          {insert.name}
        </Text>
        <Group gap={6}>
          <Badge variant="light" size="sm">
            {t.name} · {t.size}
          </Badge>
          <Badge color="orange" variant="light" size="sm">
            Packs of {INSERT_PRINT_RUN}
          </Badge>
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">{formatMoney(t.cost, t.currency)} each</Text>
          <AddToCart
            compact
            projectId={projectId}
            item={{
              variantId: `insert:${insert.id}`,
              productId: insert.id,
              title: `Insert: ${insert.name} (${t.name} ${t.size})`,
              sku: t.id,
              unitCost: t.cost,
              currency: t.currency,
              quantityStep: INSERT_PRINT_RUN,
            }}
          />
        </Group>
      </Stack>
    </Card>
  );
}

export function ResupplyShopPage({ projectId }: { projectId: string }) {
  const cart = useCart(projectId);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 300);
  const canList = usePermission(projectId, 'gfn.catalog.list');
  const products = useQuery({ ...shopQuery(projectId, search), enabled: canList.state !== 'denied', placeholderData: keepPreviousData });
  const canInserts = usePermission(projectId, 'inserts.inserts.list');
  const inserts = useQuery({ ...shopInsertsQuery(projectId), enabled: canInserts.allowed });
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>Resupply shop</Title>
        <Button leftSection={<IconShoppingCart size={16} />} onClick={() => setOpen(true)} variant="light">
          Open cart ({cartCount(cart)})
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        Order blank stock, packaging and inserts for your factory. Pack items are ordered in whole packs.
      </Text>
      <TextInput
        aria-label="Search the catalogue"
        placeholder="Search products (mailer box, sticker, hoodie…)"
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        maw={480}
      />
      {canList.state === 'denied' && <Alert color="gray">You don't have permission to browse the catalogue.</Alert>}
      {products.isPending && canList.state !== 'denied' && <Loader aria-label="Loading products" />}
      {products.isError && !products.data && (
        <Alert color="red" title="The catalogue could not be loaded">
          <Button size="xs" variant="default" onClick={() => void products.refetch()}>
            Retry
          </Button>
        </Alert>
      )}
      {products.data && !products.data.length && <Text>No products match “{search}”.</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {(products.data ?? []).map((p) => (
          <ProductCard key={p.id} projectId={projectId} product={p} />
        ))}
      </SimpleGrid>
      {inserts.data && inserts.data.length > 0 && (
        <>
          <Title order={3} size="h4">
            Your inserts
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {inserts.data.map((i) => (
              <InsertCard key={i.id} projectId={projectId} insert={i} />
            ))}
          </SimpleGrid>
        </>
      )}
      <CartDrawer projectId={projectId} items={cart} opened={open} onClose={() => setOpen(false)} />
    </Stack>
  );
}
