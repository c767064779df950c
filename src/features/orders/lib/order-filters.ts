/**
 * The orders list's URL state and what it asks the server for (docs/decisions/commerce-screens.md):
 * `?status=paid&dateType=updated&from=2026-11-01&to=2026-11-23&q=anna` → `status`, `dateFilterType`, `start`
 * (local midnight of `from`), `end` (local midnight after `to`: the server's end is exclusive), `search`.
 */
import type { ListSearchOptions } from '../../../components/data/list-search.ts';
import type { ListParams } from '../../../components/data/types.ts';
import type { OrderStatus } from '../../../lib/commerce/types.ts';

export const ORDER_STATUSES: readonly OrderStatus[] = ['new', 'paid', 'processing', 'complete', 'refunded'];
export const DATE_TYPES = ['created', 'updated'] as const;
export type DateType = (typeof DATE_TYPES)[number];

export const ordersListSearch: ListSearchOptions = {
  filters: { status: ORDER_STATUSES, dateType: DATE_TYPES, from: null, to: null },
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `2026-11-01` → the instant of that day's local midnight (ISO); null for anything else. */
export function dayStart(day: string | undefined): string | null {
  if (!day || !DAY.test(day)) return null;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d);
  return date.getFullYear() !== y || date.getMonth() !== m - 1 || date.getDate() !== d ? null : date.toISOString();
}

/** The exclusive end of a day range: the local midnight after `day`. */
export function dayEnd(day: string | undefined): string | null {
  const start = dayStart(day);
  if (!start) return null;
  const date = new Date(start);
  date.setDate(date.getDate() + 1);
  return date.toISOString();
}

/** A local calendar day as `YYYY-MM-DD`. */
export const toDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export interface OrdersQuery {
  pageToken?: string;
  pageSize?: number;
  search?: string;
  status?: OrderStatus;
  dateFilterType?: DateType;
  start?: string;
  end?: string;
  customerId?: string;
}

/** The list kit's params → the orders endpoint's query (only what is set). */
export function ordersQuery(p: ListParams, extra: { customerId?: string } = {}): OrdersQuery {
  const f = p.filters;
  const q: OrdersQuery = {
    pageToken: p.pageToken ?? undefined,
    pageSize: p.pageSize,
    search: p.search || undefined,
    status: ORDER_STATUSES.find((s) => s === f.status),
    dateFilterType: DATE_TYPES.find((t) => t === f.dateType),
    start: dayStart(f.from) ?? undefined,
    end: dayEnd(f.to) ?? undefined,
    customerId: extra.customerId,
  };
  for (const k of Object.keys(q) as (keyof OrdersQuery)[]) if (q[k] === undefined) delete q[k];
  return q;
}

/**
 * The export's query: the list's filters without paging; `start` is required by the server, so without a `from`
 * the export covers the last 30 days (the button says so).
 */
export type ExportQuery = Omit<OrdersQuery, 'pageToken' | 'pageSize' | 'customerId'> & { start: string };

export function exportQuery(p: ListParams, now = new Date()): ExportQuery {
  const { pageToken: _t, pageSize: _s, customerId: _c, ...rest } = ordersQuery(p);
  if (rest.start) return { ...rest, start: rest.start };
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 30);
  return { ...rest, start: from.toISOString() };
}

export const STATUS_LABEL: Record<OrderStatus, string> = {
  new: 'New',
  paid: 'Paid',
  processing: 'Processing',
  complete: 'Complete',
  refunded: 'Refunded',
};

export const STATUS_COLOR: Record<OrderStatus, string> = {
  new: 'blue',
  paid: 'teal',
  processing: 'orange',
  complete: 'green',
  refunded: 'gray',
};

/** The button that moves an order to a status. */
export const TRANSITION_LABEL: Record<OrderStatus, string> = {
  new: 'Mark new',
  paid: 'Mark paid',
  processing: 'Mark processing',
  complete: 'Mark complete',
  refunded: 'Refund',
};
