/** integrations.store: browse the marketplace by category, search it, open a listing. */
import { Alert, Button, Chip, Group, ScrollArea, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formMessage } from '../../../lib/api/errors.ts';
import { categoriesQuery } from '../api/categories.ts';
import { listingsQuery } from '../api/listings.ts';
import { ListingCard } from './ListingCard.tsx';

export interface MarketplaceFilters {
  category?: string;
  q?: string;
}

export function MarketplacePage({
  projectId,
  filters,
  onFilters,
}: {
  projectId: string;
  filters: MarketplaceFilters;
  onFilters: (f: MarketplaceFilters) => void;
}) {
  const [text, setText] = useState(filters.q ?? '');
  const [debounced] = useDebouncedValue(text.trim(), 300);
  useEffect(() => {
    if ((filters.q ?? '') !== debounced) onFilters({ ...filters, q: debounced || undefined });
  }, [debounced, filters, onFilters]);

  const categories = useQuery(categoriesQuery());
  const listings = useQuery(listingsQuery(projectId, { category: filters.category, search: filters.q }));
  const category = filters.category ?? 'all';

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2}>Modules</Title>
        <Text c="dimmed">
          Add features to this project. Modules with screens appear in the menu straight away; “Settings only” saves settings for later, and
          “Coming soon” ones are not built yet.
        </Text>
      </Stack>
      <TextInput
        leftSection={<IconSearch size={16} />}
        placeholder="Search modules"
        aria-label="Search modules"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        maw={480}
      />
      <ScrollArea type="auto" offsetScrollbars>
        <Chip.Group multiple={false} value={category} onChange={(v) => onFilters({ ...filters, category: v === 'all' ? undefined : v })}>
          <Group gap="xs" wrap="nowrap" role="group" aria-label="Categories">
            <Chip value="all">All</Chip>
            <Chip value="installed">Installed</Chip>
            {categories.data?.map((c) => (
              <Chip key={c.code} value={c.code}>
                {c.name} ({c.listingCount})
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </ScrollArea>
      {listings.isError && (
        <Alert color="red" title="Could not load modules">
          <Group justify="space-between">
            <Text size="sm">{formMessage(listings.error)}</Text>
            <Button size="xs" variant="light" onClick={() => listings.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      )}
      {listings.isPending && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {['a', 'b', 'c', 'd', 'e', 'f'].map((k) => (
            <Skeleton key={k} h={120} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {listings.data && listings.data.length === 0 && (
        <Text c="dimmed" py="xl" ta="center">
          {filters.q ? `No modules match “${filters.q}”.` : category === 'installed' ? 'No modules installed yet.' : 'No modules here yet.'}
        </Text>
      )}
      {listings.data && listings.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-label="Modules" aria-busy={listings.isFetching}>
          {listings.data.map((l) => (
            <ListingCard key={l.code} listing={l} projectId={projectId} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
