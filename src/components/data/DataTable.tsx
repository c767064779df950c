/**
 * The list kit's table: server paging with a token stack, sort and filters in the list state (the URL, through
 * useUrlListState), row selection with bulk actions, remembered column visibility, a virtualised body for long
 * pages, loading / empty / error / offline-stale states, CSV export of the current filter, cards on phones.
 */
import { Paper, Stack } from '@mantine/core';
import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { PermissionNote } from '../../lib/permissions/PermissionNote.tsx';
import type { PermissionCheck } from '../../lib/permissions/usePermission.ts';
import { BREAKPOINTS_PX } from '../../theme.ts';
import { DataCards } from './DataCards.tsx';
import { DataPager } from './DataPager.tsx';
import { DataRows } from './DataRows.tsx';
import { ListEmpty, ListError, ListLoading, StaleNote } from './DataStates.tsx';
import { DataToolbar } from './DataToolbar.tsx';
import { SortSelect } from './SortSelect.tsx';
import { listParams, listQuery } from './list-query.ts';
import type { DataColumn, ListSource } from './types.ts';
import type { ListState } from './useListState.ts';

/** `queryKey` (prefix; the kit appends the list params) and `queryFn` come from the area's list (`{...usersList(id)}`). */
export interface DataTableProps<T extends { id: string }> extends ListSource<T> {
  /** Accessible name of the table; also names the remembered column choices and the export file. */
  label: string;
  /** The list permission: denied shows the reason instead of the table; pending shows nothing yet. */
  access?: PermissionCheck;
  state: ListState;
  columns: DataColumn<T>[];
  rowTestId?: (row: T) => string;
  /** Shows the search box. */
  search?: { label: string; placeholder?: string };
  /** Extra filter controls (they set `filters` on the state). */
  filters?: ReactNode;
  /** Shows row checkboxes; renders the actions for the selected rows. */
  bulkActions?: (rows: T[], clear: () => void) => ReactNode;
  /** Text and call to action when the list is empty (without a search or filter). */
  empty: { title: string; action?: ReactNode };
  exportable?: boolean;
  /** false for endpoints that return everything at once: no pager or page size. */
  paged?: boolean;
}

const rowKey = (row: { id: string }) => row.id;

/** Rows are keyed by their `id`. */
export function DataTable<T extends { id: string }>(props: DataTableProps<T>) {
  const { state: listState, columns, paged = true, access } = props;
  const id = props.label.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  // Denied: never asked. Pending: the route loader has usually asked already; turning the query on only once the
  // check resolves would send a failed request again at once (and hide the failure the loader got).
  const enabled = access?.state !== 'denied';
  const [state, setState] = listState;
  const phone = useMediaQuery(`(max-width: ${BREAKPOINTS_PX.sm - 0.02}px)`) ?? false;
  const [hidden, setHidden] = useLocalStorage<string[]>({
    key: `datatable:${id}:hidden`,
    defaultValue: columns.filter((c) => c.defaultHidden).map((c) => c.id),
  });
  const visible = useMemo(() => columns.filter((c) => c.hideable === false || !hidden.includes(c.id)), [columns, hidden]);
  const params = listParams(state);
  // The route loader primed this entry (same key for the same URL); a stale one refetches on mount.
  const query = useQuery({ ...listQuery<T>(props, params), enabled });
  const rows = query.data?.items ?? [];
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const pageKey = JSON.stringify(params);
  const [selectionPage, setSelectionPage] = useState(pageKey);
  if (selectionPage !== pageKey) {
    // A new page, sort or filter: the selection was of rows no longer on screen.
    setSelectionPage(pageKey);
    setSelectedIds([]);
  }
  const selection = props.bulkActions
    ? {
        ids: selectedIds,
        toggle: (key: string) => setSelectedIds((s) => (s.includes(key) ? s.filter((k) => k !== key) : [...s, key])),
        toggleAll: () => setSelectedIds((s) => (s.length === rows.length ? [] : rows.map(rowKey))),
      }
    : undefined;
  const selectedRows = rows.filter((r) => selectedIds.includes(rowKey(r)));
  const filtered = !!state.q || !!Object.keys(state.filters ?? {}).length;

  const body = (() => {
    if (query.isPending) return <ListLoading columns={visible.length} />;
    if (query.isError && !query.data)
      return (
        <ListError
          error={query.error}
          onRetry={() => void query.refetch()}
          onFirstPage={state.pages ? () => setState({ pages: undefined }) : undefined}
        />
      );
    if (rows.length === 0)
      return <ListEmpty filtered={filtered} empty={props.empty} onClear={() => setState({ q: undefined, filters: undefined })} />;
    const common = { rows, columns: visible, rowKey, rowTestId: props.rowTestId, selection, label: props.label };
    return phone ? <DataCards {...common} /> : <DataRows {...common} sort={state.sort} onSort={(sort) => setState({ sort })} />;
  })();

  if (access && !access.allowed) return <PermissionNote check={access} />;
  return (
    <Stack gap="sm">
      <DataToolbar
        id={id}
        label={props.label}
        state={listState}
        columns={columns}
        hidden={hidden}
        onHiddenChange={setHidden}
        search={props.search}
        filters={props.filters}
        selected={props.bulkActions && selectedRows.length ? props.bulkActions(selectedRows, () => setSelectedIds([])) : null}
        selectedCount={selectedRows.length}
        onClearSelection={() => setSelectedIds([])}
        exportFrom={props.exportable ? { queryFn: props.queryFn, params, columns: visible } : undefined}
      />
      {phone && <SortSelect columns={visible} sort={state.sort} onSort={(sort) => setState({ sort })} />}
      <StaleNote query={query} onRetry={() => void query.refetch()} />
      <Paper withBorder aria-busy={query.isFetching}>
        {body}
      </Paper>
      {paged && (
        <DataPager state={listState} nextPageToken={query.data?.nextPageToken ?? null} busy={query.isFetching} rowsOnPage={rows.length} />
      )}
    </Stack>
  );
}
