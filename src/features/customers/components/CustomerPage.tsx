/** `/m/customers/{customerId}`: contact, lifetime figures, and their orders (the orders list filtered by customer). */
import { Alert, Anchor, Badge, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { StaleNote } from '../../../components/data/DataStates.tsx';
import { DataTable } from '../../../components/data/DataTable.tsx';
import type { DataColumn } from '../../../components/data/types.ts';
import { useLocalListState } from '../../../components/data/useListState.ts';
import { NotFound } from '../../../components/NotFound.tsx';
import { AppLink } from '../../../components/shell/AppLink.tsx';
import { StorefrontGate } from '../../../lib/commerce/StorefrontGate.tsx';
import type { Customer, OrderSummary } from '../../../lib/commerce/types.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import type { ModuleRouteProps } from '../../../lib/modules/types.ts';
import { customerOrdersList, customerQuery } from '../api/customers.ts';
import { countryName } from '../lib/countries.ts';
import { formatDate, formatDateTime, fullName, orderHref } from '../lib/format.ts';

export function CustomerPage({ ctx, rest }: ModuleRouteProps) {
  const customerId = rest.split('/')[0] ?? '';
  return (
    <StorefrontGate projectId={ctx.projectId}>
      {(platformId) => <CustomerView key={customerId} projectId={ctx.projectId} platformId={platformId} customerId={customerId} />}
    </StorefrontGate>
  );
}

function CustomerView({ projectId, platformId, customerId }: { projectId: string; platformId: string; customerId: string }) {
  const query = useQuery({ ...customerQuery(projectId, platformId, customerId), retryOnMount: false });
  const back = (
    <Anchor component={AppLink} href={`/m/customers?project=${encodeURIComponent(projectId)}`} size="sm">
      ← Customers
    </Anchor>
  );
  if (query.isPending)
    return (
      <Center mih="40dvh">
        <Loader aria-label="Loading the customer" />
      </Center>
    );
  if (query.isError && !query.data) {
    if ((query.error as { status?: number }).status === 404) return <NotFound />;
    return (
      <Stack gap="sm">
        {back}
        <Alert color="red" title="The customer could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{query.error.message}</Text>
            <Button size="xs" variant="default" onClick={() => void query.refetch()}>
              Retry
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }
  const c = query.data;
  if (!c) return null;
  return (
    <Stack gap="md">
      {back}
      <StaleNote query={query} onRetry={() => void query.refetch()} />
      <Group gap="xs">
        <Title order={2} data-testid="customer-name">
          {fullName(c)}
        </Title>
        {c.acceptsMarketing && (
          <Badge variant="light" color="teal">
            Accepts marketing
          </Badge>
        )}
      </Group>
      <Figures customer={c} />
      <Paper withBorder p="md">
        <Title order={3} size="h4" mb="xs">
          Contact
        </Title>
        <Stack gap={2}>
          <Anchor href={`mailto:${c.email}`} size="sm">
            {c.email}
          </Anchor>
          {c.phone && <Text size="sm">{c.phone}</Text>}
          <Text size="sm">{countryName(c.country)}</Text>
          <Text size="xs" c="dimmed">
            Customer since {formatDate(c.createdAt)}
          </Text>
        </Stack>
      </Paper>
      <Title order={3} size="h4">
        Orders
      </Title>
      <CustomerOrders projectId={projectId} platformId={platformId} customerId={c.id} />
    </Stack>
  );
}

function Figures({ customer: c }: { customer: Customer }) {
  const items = [
    { label: 'Lifetime value', value: formatMoney(c.lifetimeValue, c.currency) },
    { label: 'Orders', value: String(c.totalOrderCount) },
    { label: 'Refunded orders', value: String(c.refundedOrderCount) },
    { label: 'Last purchase', value: formatDate(c.lastPurchasedAt) },
    { label: 'First purchase', value: formatDate(c.firstPurchasedAt) },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" data-testid="customer-figures">
      {items.map((i) => (
        <Paper key={i.label} withBorder p="sm">
          <Text size="xs" c="dimmed">
            {i.label}
          </Text>
          <Text fw={700} size="lg">
            {i.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

const STATUS_COLOR: Record<string, string> = { new: 'blue', paid: 'teal', processing: 'orange', complete: 'green', refunded: 'gray' };

function CustomerOrders({ projectId, platformId, customerId }: { projectId: string; platformId: string; customerId: string }) {
  const state = useLocalListState();
  const columns: DataColumn<OrderSummary>[] = [
    {
      id: 'order',
      header: 'Order',
      hideable: false,
      csv: (o) => o.name,
      cell: (o) => (
        <Anchor component={AppLink} href={orderHref(projectId, o.id)} fw={600}>
          {o.name}
        </Anchor>
      ),
    },
    { id: 'date', header: 'Date', csv: (o) => o.createdAt, cell: (o) => formatDateTime(o.createdAt) },
    {
      id: 'status',
      header: 'Status',
      csv: (o) => o.status,
      cell: (o) => (
        <Badge variant="light" color={STATUS_COLOR[o.status] ?? 'gray'}>
          {o.status}
        </Badge>
      ),
    },
    { id: 'items', header: 'Items', align: 'right', csv: (o) => o.itemCount, cell: (o) => o.itemCount },
    { id: 'total', header: 'Total', align: 'right', hideable: false, csv: (o) => o.total, cell: (o) => formatMoney(o.total, o.currency) },
  ];
  return (
    <DataTable
      label="Customer orders"
      state={state}
      {...customerOrdersList(projectId, platformId, customerId)}
      columns={columns}
      rowTestId={(o) => `customer-order-${o.number}`}
      exportable
      empty={{ title: 'No orders from this customer yet.' }}
    />
  );
}
