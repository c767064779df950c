/** Above the table: search, filters, the column menu, CSV export, and the bulk bar when rows are selected. */
import { Alert, Button, Checkbox, Group, Menu, Paper, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconColumns, IconDownload, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { DataColumn, ListParams, ListQueryFn } from './types.ts';
import { useCsvExport } from './useCsvExport.ts';
import { ListViewActions } from './view-actions.tsx';
import type { ListState } from './useListState.ts';

interface ToolbarProps<T> {
  id: string;
  state: ListState;
  columns: DataColumn<T>[];
  hidden: string[];
  onHiddenChange: (hidden: string[]) => void;
  search?: { label: string; placeholder?: string };
  filters?: ReactNode;
  selected: ReactNode;
  selectedCount: number;
  onClearSelection: () => void;
  exportFrom?: { queryFn: ListQueryFn<T>; params: ListParams; columns: DataColumn<T>[] };
  /** The list's label, for the registered view actions (view-actions.tsx). */
  label?: string;
}

export function DataToolbar<T>(p: ToolbarProps<T>) {
  const hideable = p.columns.filter((c) => c.hideable !== false && c.header);
  return (
    <>
      <Group gap="sm" wrap="wrap" align="flex-end">
        {p.search && <SearchBox state={p.state} {...p.search} />}
        {p.filters}
        <Group gap="xs" ml="auto">
          {hideable.length > 1 && (
            <Menu closeOnItemClick={false} position="bottom-end">
              <Menu.Target>
                <Button variant="default" size="sm" leftSection={<IconColumns size={16} />}>
                  Columns
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {hideable.map((c) => (
                  <Menu.Item
                    key={c.id}
                    onClick={() => p.onHiddenChange(p.hidden.includes(c.id) ? p.hidden.filter((h) => h !== c.id) : [...p.hidden, c.id])}
                    leftSection={<Checkbox size="xs" readOnly checked={!p.hidden.includes(c.id)} tabIndex={-1} aria-hidden />}
                    role="menuitemcheckbox"
                    aria-checked={!p.hidden.includes(c.id)}
                  >
                    {c.header}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          )}
          {p.exportFrom && <ExportButton name={p.id} from={p.exportFrom} />}
          <ListViewActions label={p.label ?? p.id} />
        </Group>
      </Group>
      {p.selectedCount > 0 && (
        <Paper withBorder p="xs" role="region" aria-label="Selected rows">
          <Group gap="sm" wrap="wrap">
            <Text size="sm" fw={600}>
              {p.selectedCount} selected
            </Text>
            {p.selected}
            <Button size="xs" variant="subtle" onClick={p.onClearSelection} ml="auto">
              Clear selection
            </Button>
          </Group>
        </Paper>
      )}
    </>
  );
}

function SearchBox({ state: [state, setState], label, placeholder }: { state: ListState; label: string; placeholder?: string }) {
  const [text, setText] = useState(state.q ?? '');
  const [debounced] = useDebouncedValue(text.trim(), 400);
  /** The last `q` this box and the URL agreed on: a URL change to anything else came from elsewhere. */
  const agreed = useRef(state.q ?? '');
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the debounced text drives the URL.
  useEffect(() => {
    // Only settled typing goes to the URL: a debounced value the box has already left (the URL just set the box)
    // must not overwrite the URL — under load, a reload briefly without `q` once emptied both that way.
    if (debounced !== text.trim() || debounced === (state.q ?? '')) return;
    agreed.current = debounced;
    setState({ q: debounced || undefined });
  }, [debounced]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the URL when it changes elsewhere (Back, a link).
  useEffect(() => {
    const q = state.q ?? '';
    if (q === agreed.current) return; // this box's own update, come back through the URL
    agreed.current = q;
    if (q !== text.trim()) setText(q);
  }, [state.q]);
  return (
    <TextInput
      leftSection={<IconSearch size={16} />}
      placeholder={placeholder}
      aria-label={label}
      type="search"
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      onKeyDown={(e) => e.key === 'Enter' && setState({ q: text.trim() || undefined })}
      w={{ base: '100%', xs: 320 }}
    />
  );
}

function ExportButton<T>({ name, from }: { name: string; from: NonNullable<ToolbarProps<T>['exportFrom']> }) {
  const csv = useCsvExport<T>(name);
  return (
    <>
      {csv.progress === null ? (
        <Button
          variant="default"
          size="sm"
          leftSection={<IconDownload size={16} />}
          onClick={() => void csv.run(from.queryFn, from.params, from.columns)}
        >
          Export CSV
        </Button>
      ) : (
        <Group gap="xs" role="status">
          <Text size="sm">Exporting… {csv.progress} rows</Text>
          <Button size="xs" variant="subtle" onClick={csv.cancel}>
            Cancel
          </Button>
        </Group>
      )}
      {csv.error && (
        <Alert color="red" withCloseButton onClose={csv.dismiss} py={4} title="Export failed">
          {csv.error}
        </Alert>
      )}
    </>
  );
}
