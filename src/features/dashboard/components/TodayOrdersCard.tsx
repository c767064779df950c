/**
 * "Today": the number of orders and the revenue since local midnight, linking to the orders list. Its own chunk
 * (DashboardPage loads it only when the project has the orders module), so the first load doesn't carry it.
 */
import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AppLink } from '../../../components/shell/AppLink.tsx';
import { storefrontQuery } from '../../../lib/commerce/storefront.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { todaySummaryQuery } from '../api/orders-summary.ts';

export default function TodayOrdersCard({ projectId }: { projectId: string }) {
  const storefront = useQuery(storefrontQuery(projectId)).data;
  const summary = useQuery({ ...todaySummaryQuery(projectId, storefront?.id ?? ''), enabled: !!storefront });
  return (
    <Paper withBorder p="md" maw={480} data-testid="today-orders">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h4">
          Today
        </Title>
        <Anchor component={AppLink} href={`/m/orders?project=${encodeURIComponent(projectId)}`} size="sm">
          All orders
        </Anchor>
      </Group>
      {summary.isError && !summary.data ? (
        <Text size="sm" c="dimmed">
          Today's figures could not be loaded: {summary.error.message}
        </Text>
      ) : !summary.data ? (
        <Group gap="xl">
          <Skeleton h={44} w={100} />
          <Skeleton h={44} w={140} />
        </Group>
      ) : (
        <Group gap="xl">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Orders
            </Text>
            <Text fw={700} size="xl" data-testid="today-order-count">
              {summary.data.orderCount}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Revenue
            </Text>
            <Text fw={700} size="xl" data-testid="today-revenue">
              {formatMoney(summary.data.revenue, summary.data.currency)}
            </Text>
          </Stack>
        </Group>
      )}
    </Paper>
  );
}
