import type { ReactNode } from 'react';

/** What the kit asks a list's query function for. */
export interface ListParams {
  pageToken: string | null;
  pageSize: number;
  /** A declared server sort key, `-` prefixed for descending; absent: the server's default order. */
  sort?: string;
  search?: string;
  filters: Record<string, string>;
}

/** One page as the API returns it, renamed to `items`. */
export interface ListPage<T> {
  items: T[];
  nextPageToken: string | null;
}

export type ListQueryFn<T> = (params: ListParams) => Promise<ListPage<T>>;

/**
 * A list's source, owned by its area's api file (`usersList(project)`): the key prefix (the kit appends the list
 * params; invalidating the prefix refreshes the list) and the query function.
 */
export interface ListSource<T> {
  queryKey: readonly unknown[];
  queryFn: ListQueryFn<T>;
}

export interface DataColumn<T> {
  id: string;
  /** Column title; empty for an actions column (it has no label on phones either). */
  header: string;
  cell: (row: T) => ReactNode;
  /** The value written to the CSV export; columns without it are not exported. */
  csv?: (row: T) => unknown;
  /** The server's sort key for this column (only what the endpoint accepts). */
  sortKey?: string;
  /** false: always shown (not in the column menu). Default true. */
  hideable?: boolean;
  /** Hidden until the user shows it. */
  defaultHidden?: boolean;
  align?: 'left' | 'right';
  width?: number | string;
}
