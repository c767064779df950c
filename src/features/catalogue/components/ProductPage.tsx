/**
 * `/m/products/{productId}`: the product (images, attributes, base cost), its variants (SKU, options, cost,
 * weight, GTIN) with stock per factory (available of on hand; reserved), and "Add to cart" per variant.
 * Offline it shows the last fetched copy.
 */
import { Alert, Anchor, Badge, Button, Card, Center, Group, Image, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { responsiveImage } from '../../../../common/image-url.ts';
import { NotFound } from '../../../components/NotFound.tsx';
import { AppLink } from '../../../components/shell/AppLink.tsx';
import { formatMoney } from '../../../lib/format/money.ts';
import { BREAKPOINTS_PX } from '../../../theme.ts';
import type { ModuleRouteProps } from '../../../lib/modules/types.ts';
import { productQuery, productStockQuery } from '../api/catalogue.ts';
import type { Product, StockLevel, Variant } from '../api/calls.ts';
import { moduleHref, optionsText } from '../lib/format.ts';
import { AddToCart } from './AddToCart.tsx';

export function ProductPage({ ctx, rest }: ModuleRouteProps) {
  const productId = rest.split('/')[0] ?? '';
  return <ProductView key={productId} projectId={ctx.projectId} productId={productId} />;
}

function stockCell(levels: StockLevel[] | undefined) {
  if (!levels)
    return (
      <Text size="xs" c="dimmed">
        …
      </Text>
    );
  if (!levels.length)
    return (
      <Text size="xs" c="dimmed">
        Not stocked
      </Text>
    );
  return (
    <Stack gap={2}>
      {levels.map((l) => (
        <Text key={l.fulfillmentProjectId} size="xs">
          <Text span fw={600} c={l.available > 0 ? undefined : 'red'}>
            {l.available}
          </Text>{' '}
          of {l.onHand} · {l.fulfillmentProjectName}
          {l.reserved ? ` (${l.reserved} reserved)` : ''}
        </Text>
      ))}
    </Stack>
  );
}

const cartProduct = (p: Product, v: Variant) => ({
  variantId: v.id,
  productId: p.id,
  title: `${p.title} — ${optionsText(v.options)}`,
  sku: v.sku,
  unitCost: v.cost,
  currency: v.currency,
  quantityStep: p.quantityStep ?? null,
});

function ProductView({ projectId, productId }: { projectId: string; productId: string }) {
  const product = useQuery({ ...productQuery(projectId, productId), retryOnMount: false });
  const phone = useMediaQuery(`(max-width: ${BREAKPOINTS_PX.sm - 0.02}px)`) ?? false;
  const stock = useQuery(productStockQuery(projectId, productId));
  const back = (
    <Anchor component={AppLink} href={moduleHref(projectId, '')} size="sm">
      ← Catalogue
    </Anchor>
  );
  if (product.isPending)
    return (
      <Center mih="40dvh">
        <Loader aria-label="Loading the product" />
      </Center>
    );
  if (product.isError && !product.data) {
    if ((product.error as { status?: number }).status === 404) return <NotFound />;
    return (
      <Stack gap="sm">
        {back}
        <Alert color="red" title="The product could not be loaded">
          <Group gap="sm">
            <Text size="sm">{product.error.message}</Text>
            <Button size="xs" variant="default" onClick={() => void product.refetch()}>
              Retry
            </Button>
          </Group>
        </Alert>
      </Stack>
    );
  }
  const p = product.data;
  const byVariant = new Map<string, StockLevel[]>();
  for (const l of stock.data ?? []) byVariant.set(l.variantId, [...(byVariant.get(l.variantId) ?? []), l]);
  const totals = (stock.data ?? []).reduce(
    (acc, l) => {
      acc[l.fulfillmentProjectName] = (acc[l.fulfillmentProjectName] ?? 0) + l.available;
      return acc;
    },
    {} as Record<string, number>,
  );
  return (
    <Stack gap="md">
      {back}
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Title order={2}>{p.title}</Title>
          <Group gap="xs">
            <Badge variant="light">{p.category}</Badge>
            {p.quantityStep ? (
              <Badge color="orange" variant="light">
                Packs of {p.quantityStep}
              </Badge>
            ) : null}
          </Group>
        </Stack>
        {p.baseCost !== undefined && p.currency && (
          <Text fw={600} size="lg">
            from {formatMoney(p.baseCost, p.currency)}
          </Text>
        )}
      </Group>
      <Text>{p.description}</Text>
      {p.images?.length ? (
        <Group gap="sm">
          {p.images.map((src) => (
            // Drive files through the image service at the display size (1x/2x); external URLs as they are.
            <Image key={src} {...responsiveImage(src, { width: 120, height: 120 })} alt={p.title} w={120} h={120} fit="cover" radius="sm" />
          ))}
        </Group>
      ) : null}
      <Group gap="sm" wrap="wrap">
        {Object.entries(p.attributes ?? {}).map(([k, v]) => (
          <Badge key={k} variant="outline" color="gray">
            {k}: {v}
          </Badge>
        ))}
      </Group>
      <Card withBorder padding="sm">
        <Text fw={600} size="sm" mb={4}>
          Available per factory
        </Text>
        {stock.isError ? (
          <Text size="sm" c="red">
            Stock could not be loaded.
          </Text>
        ) : (
          <Group gap="lg" wrap="wrap">
            {Object.entries(totals).map(([name, n]) => (
              <Text key={name} size="sm">
                {name}: <b>{n}</b>
              </Text>
            ))}
            {stock.data && !stock.data.length && <Text size="sm">No stock at any factory.</Text>}
          </Group>
        )}
      </Card>
      <Title order={3} size="h4">
        Variants ({p.variants?.length ?? 0})
      </Title>
      {phone ? (
        <Stack gap="sm" aria-label="Variants" role="list">
          {(p.variants ?? []).map((v) => (
            <Card key={v.id} withBorder padding="sm" role="listitem" data-testid={`variant-row-${v.sku}`}>
              <Stack gap={4}>
                <Group justify="space-between" wrap="nowrap">
                  <Text ff="monospace" size="sm" fw={600}>
                    {v.sku}
                  </Text>
                  <Text size="sm">{formatMoney(v.cost, v.currency)}</Text>
                </Group>
                <Text size="sm">
                  {optionsText(v.options)} · {v.weightGrams} g{v.gtin ? ` · GTIN ${v.gtin}` : ''}
                </Text>
                {stockCell(stock.data ? (byVariant.get(v.id) ?? []) : undefined)}
                <AddToCart projectId={projectId} item={cartProduct(p, v)} />
              </Stack>
            </Card>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover aria-label="Variants" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>SKU</Table.Th>
                <Table.Th>Options</Table.Th>
                <Table.Th ta="right">Cost</Table.Th>
                <Table.Th ta="right">Weight</Table.Th>
                <Table.Th>GTIN</Table.Th>
                <Table.Th>Stock (available of on hand)</Table.Th>
                <Table.Th>Resupply</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(p.variants ?? []).map((v) => (
                <Table.Tr key={v.id} data-testid={`variant-row-${v.sku}`}>
                  <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                    {v.sku}
                  </Table.Td>
                  <Table.Td>{optionsText(v.options)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(v.cost, v.currency)}</Table.Td>
                  <Table.Td ta="right">{v.weightGrams} g</Table.Td>
                  <Table.Td ff="monospace">{v.gtin ?? '—'}</Table.Td>
                  <Table.Td>{stockCell(stock.data ? (byVariant.get(v.id) ?? []) : undefined)}</Table.Td>
                  <Table.Td>
                    <AddToCart projectId={projectId} item={cartProduct(p, v)} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
