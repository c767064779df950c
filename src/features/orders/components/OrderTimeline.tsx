/** Every status change and action on the order, oldest first, with who and when. */
import { Paper, Text, Timeline, Title } from '@mantine/core';
import type { OrderEvent } from '../../../lib/commerce/types.ts';
import { formatDateTime } from '../lib/format.ts';

const ACTOR: Record<OrderEvent['actor']['type'], string> = { user: 'a member', apiKey: 'an API key', system: 'Shopfloor' };

export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  return (
    <Paper withBorder p="md">
      <Title order={3} size="h4" mb="sm">
        Timeline
      </Title>
      {events.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing has happened to this order yet.
        </Text>
      ) : (
        <Timeline bulletSize={12} lineWidth={2} active={events.length - 1} data-testid="order-timeline">
          {events.map((e) => (
            <Timeline.Item key={e.id} title={e.message}>
              <Text size="xs" c="dimmed">
                {e.actor.name ?? ACTOR[e.actor.type] ?? e.actor.type} · {formatDateTime(e.createdAt)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Paper>
  );
}
