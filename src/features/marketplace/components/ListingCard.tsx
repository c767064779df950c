import { Badge, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { moduleIcon } from '../../../lib/modules/icons.tsx';
import type { Listing } from '../api/types.ts';
import { AvailabilityBadge } from './AvailabilityBadge.tsx';

export function ListingCard({ listing, projectId }: { listing: Listing; projectId: string }) {
  const Icon = moduleIcon(listing.icon);
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      renderRoot={(props) => <Link {...props} to="/modules/$listing" params={{ listing: listing.code }} search={{ project: projectId }} />}
      data-testid={`listing-${listing.code}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" size="lg" radius="md">
              <Icon size={20} />
            </ThemeIcon>
            <Text fw={600}>{listing.name}</Text>
          </Group>
          {listing.installed ? (
            <Badge color="green" variant="filled">
              Installed
            </Badge>
          ) : (
            <AvailabilityBadge availability={listing.availability} connector={listing.category.code === 'connectors'} />
          )}
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {listing.summary}
        </Text>
        <Text size="xs" c="dimmed">
          {listing.category.name}
        </Text>
      </Stack>
    </Card>
  );
}
