/** The desktop table body; a page longer than VIRTUAL_FROM rows is virtualised (only the rows in view render). */
import { Checkbox, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { cycleSort } from './list-state.ts';
import type { DataColumn } from './types.ts';

export const VIRTUAL_FROM = 60;

export interface RowsProps<T> {
  rows: T[];
  columns: DataColumn<T>[];
  rowKey: (row: T) => string;
  rowTestId?: (row: T) => string;
  label: string;
  selection?: { ids: string[]; toggle: (key: string) => void; toggleAll: () => void };
}

export function DataRows<T>({
  rows,
  columns,
  rowKey,
  rowTestId,
  label,
  selection,
  sort,
  onSort,
}: RowsProps<T> & { sort?: string; onSort: (sort: string | undefined) => void }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = rows.length > VIRTUAL_FROM;
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 53,
    overscan: 10,
  });
  const items = virtual ? virtualizer.getVirtualItems() : rows.map((_, index) => ({ index, start: 0, end: 0 }));
  const padTop = virtual ? (items[0]?.start ?? 0) : 0;
  const padBottom = virtual ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const span = columns.length + (selection ? 1 : 0);
  const all = selection && rows.length > 0 && selection.ids.length === rows.length;

  return (
    <Table.ScrollContainer minWidth={560} type="native">
      <div ref={scrollRef} style={virtual ? { maxHeight: '70vh', overflowY: 'auto' } : undefined}>
        <Table verticalSpacing="sm" highlightOnHover stickyHeader={virtual} aria-label={label} aria-rowcount={rows.length + 1}>
          <Table.Thead>
            <Table.Tr>
              {selection && (
                <Table.Th w={40}>
                  <Checkbox
                    aria-label="Select all rows on this page"
                    checked={!!all}
                    indeterminate={!all && selection.ids.length > 0}
                    onChange={selection.toggleAll}
                  />
                </Table.Th>
              )}
              {columns.map((c) => (
                <HeaderCell key={c.id} column={c} sort={sort} onSort={onSort} />
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {padTop > 0 && <tr aria-hidden style={{ height: padTop }} />}
            {items.map(({ index }) => {
              const row = rows[index] as T;
              const key = rowKey(row);
              const selected = selection?.ids.includes(key);
              return (
                <Table.Tr
                  key={key}
                  data-index={index}
                  ref={virtual ? virtualizer.measureElement : undefined}
                  data-testid={rowTestId?.(row)}
                  aria-rowindex={index + 2}
                  aria-selected={selection ? selected : undefined}
                  bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
                >
                  {selection && (
                    <Table.Td>
                      <Checkbox aria-label={`Select row ${index + 1}`} checked={!!selected} onChange={() => selection.toggle(key)} />
                    </Table.Td>
                  )}
                  {columns.map((c) => (
                    <Table.Td key={c.id} ta={c.align} w={c.width}>
                      {c.cell(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
            {padBottom > 0 && (
              <tr aria-hidden style={{ height: padBottom }}>
                <td colSpan={span} />
              </tr>
            )}
          </Table.Tbody>
        </Table>
      </div>
    </Table.ScrollContainer>
  );
}

function HeaderCell<T>({ column: c, sort, onSort }: { column: DataColumn<T>; sort?: string; onSort: (sort: string | undefined) => void }) {
  if (!c.sortKey)
    return (
      <Table.Th ta={c.align} w={c.width} aria-label={c.header ? undefined : 'Actions'}>
        {c.header}
      </Table.Th>
    );
  const key = c.sortKey;
  const dir = sort === key ? 'ascending' : sort === `-${key}` ? 'descending' : 'none';
  const Icon = dir === 'ascending' ? IconArrowUp : dir === 'descending' ? IconArrowDown : IconArrowsSort;
  const next = cycleSort(sort, key);
  return (
    <Table.Th ta={c.align} w={c.width} aria-sort={dir}>
      <UnstyledButton
        onClick={() => onSort(next)}
        fw={700}
        fz="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
        aria-label={`Sort by ${c.header} ${next ? (next.startsWith('-') ? 'descending' : 'ascending') : '(default order)'}`}
      >
        {c.header}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}
