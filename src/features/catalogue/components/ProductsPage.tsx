/**
 * `/m/products`: the catalogue browser — ranked full-text search, category filter, keyset paging, CSV of the
 * page, offline from the persisted cache (the `gfn` keys are persisted). A row opens the product.
 */
import { Anchor, Badge, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { DataTable } from '../../../components/data/DataTable.tsx';
import type { DataColumn } from '../../../components/data/types.ts';
import { type ListState, useUrlListState } from '../../../components/data/useListState.ts';
import { AppLink } from '../../../components/shell/AppLink.tsx';
import { formatMoney } from '../../../lib/format/money.ts';
import type { ModuleRouteProps } from '../../../lib/modules/types.ts';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import { productsList } from '../api/catalogue.ts';
import type { Product } from '../api/calls.ts';
import { CATEGORIES, capitalise, moduleHref, productHref } from '../lib/format.ts';

export const productsListSearch = { filters: { category: CATEGORIES } };

function columns(projectId: string): DataColumn<Product>[] {
  return [
    {
      id: 'title',
      header: 'Product',
      hideable: false,
      csv: (p) => p.title,
      cell: (p) => (
        <Anchor component={AppLink} href={productHref(projectId, p.id)} fw={600}>
          {p.title}
        </Anchor>
      ),
    },
    { id: 'category', header: 'Category', csv: (p) => p.category, cell: (p) => <Badge variant="light">{p.category}</Badge> },
    { id: 'variants', header: 'Variants', align: 'right', csv: (p) => p.variantCount, cell: (p) => p.variantCount },
    {
      id: 'cost',
      header: 'Base cost',
      align: 'right',
      csv: (p) => p.baseCost,
      cell: (p) => (p.baseCost !== undefined && p.currency ? formatMoney(p.baseCost, p.currency) : '—'),
    },
    {
      id: 'step',
      header: 'Ordered in',
      align: 'right',
      csv: (p) => p.quantityStep ?? 1,
      cell: (p) => (p.quantityStep ? `packs of ${p.quantityStep}` : 'any quantity'),
    },
  ];
}

function CategoryFilter({ state }: { state: ListState }) {
  const [s, set] = state;
  return (
    <NativeSelect
      aria-label="Category"
      data={[{ value: '', label: 'All categories' }, ...CATEGORIES.map((c) => ({ value: c, label: capitalise(c) }))]}
      value={s.filters?.category ?? ''}
      onChange={(e) => {
        const { category: _c, ...rest } = s.filters ?? {};
        const v = e.currentTarget.value;
        set({ filters: v ? { ...rest, category: v } : Object.keys(rest).length ? rest : undefined, pages: undefined });
      }}
      w={200}
    />
  );
}

export function ProductsPage({ ctx }: ModuleRouteProps) {
  const list = useUrlListState(productsListSearch);
  const canList = usePermission(ctx.projectId, 'gfn.catalog.list');
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>Catalogue</Title>
        <Group gap="md">
          <Anchor component={AppLink} href={moduleHref(ctx.projectId, 'statements')}>
            Statements
          </Anchor>
          <Anchor component={AppLink} href={`/resupply/shop?project=${encodeURIComponent(ctx.projectId)}`}>
            Resupply shop
          </Anchor>
        </Group>
      </Group>
      <Text c="dimmed" size="sm">
        Products the factories print and stock, with their variants and stock per factory.
      </Text>
      <DataTable
        access={canList}
        label="Products"
        state={list}
        {...productsList(ctx.projectId)}
        exportable
        columns={columns(ctx.projectId)}
        rowTestId={(p) => `product-row-${p.id}`}
        search={{ label: 'Search products', placeholder: 'Title, category or description' }}
        filters={<CategoryFilter state={list} />}
        empty={{ title: 'No products match.' }}
      />
    </Stack>
  );
}
