/** Phones have no column headers to press: the declared server sorts as one select. */
import { NativeSelect } from '@mantine/core';
import type { DataColumn } from './types.ts';

export function SortSelect<T>({
  columns,
  sort,
  onSort,
}: {
  columns: DataColumn<T>[];
  sort?: string;
  onSort: (sort: string | undefined) => void;
}) {
  const sortable = columns.filter((c) => c.sortKey);
  if (!sortable.length) return null;
  const data = [
    { value: '', label: 'Sort: default order' },
    ...sortable.flatMap((c) => [
      { value: c.sortKey!, label: `Sort: ${c.header}, ascending` },
      { value: `-${c.sortKey}`, label: `Sort: ${c.header}, descending` },
    ]),
  ];
  return (
    <NativeSelect
      aria-label="Sort by"
      size="sm"
      data={data}
      value={sort ?? ''}
      onChange={(e) => onSort(e.currentTarget.value || undefined)}
    />
  );
}
