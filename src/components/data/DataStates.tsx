/** The list's states besides rows: loading (skeleton), empty (with a call to action), error (with Retry), stale. */
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudOff } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { connectivityAtom } from '../../lib/offline.ts';

const SKELETON_CELLS = ['a', 'b', 'c', 'd'];

export function ListLoading({ columns }: { columns: number }) {
  return (
    <Stack gap="sm" p="sm" aria-label="Loading" role="status">
      {[0, 1, 2, 3].map((i) => (
        <Group key={i} gap="md" wrap="nowrap">
          {SKELETON_CELLS.slice(0, Math.max(1, Math.min(columns, SKELETON_CELLS.length))).map((c) => (
            <Skeleton key={c} h={20} style={{ flex: c === 'a' ? 2 : 1 }} />
          ))}
        </Group>
      ))}
    </Stack>
  );
}

export function ListEmpty({
  filtered,
  empty,
  onClear,
}: {
  filtered: boolean;
  empty: { title: string; action?: ReactNode };
  onClear: () => void;
}) {
  return (
    <Stack align="center" gap="sm" py="xl" px="md" data-testid="list-empty">
      <Text c="dimmed" ta="center">
        {filtered ? 'Nothing matches this search or filter.' : empty.title}
      </Text>
      {filtered ? (
        <Button variant="default" size="xs" onClick={onClear}>
          Clear search and filters
        </Button>
      ) : (
        empty.action
      )}
    </Stack>
  );
}

/** `onFirstPage`: offered when a later page failed (e.g. a bookmarked page token the server no longer accepts). */
export function ListError({ error, onRetry, onFirstPage }: { error: Error; onRetry: () => void; onFirstPage?: () => void }) {
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} title="The list could not be loaded" m="sm">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{error.message}</Text>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={onRetry}>
            Retry
          </Button>
          {onFirstPage && (
            <Button size="xs" variant="subtle" onClick={onFirstPage}>
              Go to the first page
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}

const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/** Rows on screen that are older than the server's: offline, paused, or a refresh that failed. */
export function StaleNote({ query, onRetry }: { query: UseQueryResult<unknown>; onRetry: () => void }) {
  const { online } = useAtomValue(connectivityAtom);
  if (!query.data || !query.dataUpdatedAt) return null;
  const offline = !online || query.fetchStatus === 'paused';
  if (!offline && !query.isError) return null;
  const at = time.format(new Date(query.dataUpdatedAt));
  return (
    <Alert color="yellow" icon={<IconCloudOff size={18} />} role="status" data-testid="list-stale" py="xs">
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {offline
            ? `Showing data from ${at}, you're offline.`
            : `Showing data from ${at}: ${query.error?.message ?? 'the refresh failed'}.`}
        </Text>
        {!offline && (
          <Button size="xs" variant="default" onClick={onRetry}>
            Retry
          </Button>
        )}
      </Group>
    </Alert>
  );
}
