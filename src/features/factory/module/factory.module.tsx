/**
 * The `fulfillments` module (a project with it is a Factory): a Factory menu entry and page with the
 * production settings (dispatch days, return address) from the installation's config.
 */
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuildingFactory } from '@tabler/icons-react';
import { ModuleSettings } from '../../../lib/modules/ModuleSettings.tsx';
import type { ModuleDefinition, ModuleRouteProps } from '../../../lib/modules/types.ts';

function FactoryPage({ ctx }: ModuleRouteProps) {
  const days = typeof ctx.config.dispatchDays === 'number' ? ctx.config.dispatchDays : null;
  return (
    <Stack gap="lg" maw={720}>
      <Group gap="sm">
        <IconBuildingFactory size={28} />
        <Title order={2}>Factory</Title>
      </Group>
      <Text>
        This project produces and ships its own orders.{' '}
        {days !== null && (
          <Text span fw={600} data-testid="dispatch-days">
            Orders are dispatched within {days} {days === 1 ? 'day' : 'days'}.
          </Text>
        )}
      </Text>
      {ctx.setupAt && (
        <Text size="sm" c="dimmed">
          Set up on {new Date(ctx.setupAt).toLocaleDateString()}.
        </Text>
      )}
      <Paper withBorder p="md">
        <Title order={4} mb="sm">
          Production settings
        </Title>
        <ModuleSettings ctx={ctx} />
      </Paper>
    </Stack>
  );
}

const factoryModule: ModuleDefinition = {
  code: 'fulfillments',
  routes: [{ path: '', title: 'Factory', component: FactoryPage }],
  menu: [{ name: 'factory', label: 'Factory', order: 400, to: '', icon: IconBuildingFactory }],
};

export default factoryModule;
