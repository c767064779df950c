/** Previous / next over the token stack, and the page size. */
import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './list-search.ts';
import { pageNumber, popPage, pushPage } from './token-stack.ts';
import type { ListState } from './useListState.ts';

export function DataPager({
  state: [state, setState],
  nextPageToken,
  busy,
  rowsOnPage,
}: {
  state: ListState;
  nextPageToken: string | null;
  busy: boolean;
  rowsOnPage: number;
}) {
  const page = pageNumber(state.pages);
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <NativeSelect
        aria-label="Rows per page"
        size="xs"
        w={130}
        data={PAGE_SIZES.map((n) => ({ value: String(n), label: `${n} per page` }))}
        value={String(state.size ?? DEFAULT_PAGE_SIZE)}
        onChange={(e) =>
          setState({ size: Number(e.currentTarget.value) === DEFAULT_PAGE_SIZE ? undefined : Number(e.currentTarget.value) })
        }
      />
      <Group gap="xs" role="navigation" aria-label="Pages">
        <Button variant="default" size="xs" disabled={page === 1} onClick={() => setState({ pages: popPage(state.pages) })}>
          Previous
        </Button>
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="page-number">
          Page {page}
          {rowsOnPage ? '' : ' (empty)'}
        </Text>
        <Button
          variant="default"
          size="xs"
          disabled={!nextPageToken || busy}
          onClick={() => nextPageToken && setState({ pages: pushPage(state.pages, nextPageToken) })}
        >
          Next
        </Button>
      </Group>
    </Group>
  );
}
