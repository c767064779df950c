/**
 * The customers list's URL state and what it asks the server for (docs/decisions/commerce.md "Customers"):
 * every filter of spec 000 §3. Ranges are two inputs in the URL (`ordersMin=2&ordersMax=10`) and one comparison
 * list on the wire (`totalOrderCount=gte:2,lte:10`); lifetime value is typed in the currency's major units and
 * sent in minor units; the last-purchased days are local midnights, the end exclusive (the day after `lastTo`).
 */
import type { ListSearchOptions } from '../../../components/data/list-search.ts';
import type { ListParams } from '../../../components/data/types.ts';
import { toMinor } from '../../../lib/format/money.ts';

export const CUSTOMER_SORTS = ['lastPurchased', 'lifetimeValue', 'totalOrderCount', 'createdAt'] as const;
export const GENDERS = ['male', 'female'] as const;
/** The range filters: URL names of the two bounds → the server's parameter. */
export const RANGES = {
  orders: 'totalOrderCount',
  refunded: 'refundedOrderCount',
  value: 'lifetimeValue',
} as const;
export type RangeName = keyof typeof RANGES;

export const customersListSearch: ListSearchOptions = {
  sorts: CUSTOMER_SORTS,
  filters: {
    countries: null,
    gender: GENDERS,
    ordersMin: null,
    ordersMax: null,
    refundedMin: null,
    refundedMax: null,
    valueMin: null,
    valueMax: null,
    lastFrom: null,
    lastTo: null,
  },
};

/** `de, FR,,de` → `['DE', 'FR']`: alpha-2 codes, upper case, once each, at most 50. */
export function parseCountries(text: string | undefined): string[] {
  const codes = (text ?? '')
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter((c) => /^[A-Z]{2}$/.test(c));
  return [...new Set(codes)].slice(0, 50);
}

const bound = (text: string | undefined, toUnits: (n: number) => number): number | null => {
  if (text === undefined || text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? toUnits(n) : null;
};

/** Two bounds → `gte:min,lte:max` (either may be missing; both missing or invalid → undefined). */
export function rangeParam(min: string | undefined, max: string | undefined, toUnits: (n: number) => number = Math.trunc) {
  const lo = bound(min, toUnits);
  const hi = bound(max, toUnits);
  const parts = [lo !== null && `gte:${lo}`, hi !== null && `lte:${hi}`].filter(Boolean);
  return parts.length ? parts.join(',') : undefined;
}

/**
 * The list kit's sort → the server's `sortBy`: the same spelling (`x` ascending, `-x` descending, for every key,
 * `lastPurchased` too); no sort → nothing sent → the server's default, newest purchase first.
 */
export function sortByParam(sort: string | undefined): string | undefined {
  if (!sort) return undefined;
  const desc = sort.startsWith('-');
  const key = CUSTOMER_SORTS.find((k) => k === sort.replace(/^-/, ''));
  if (!key) return undefined;
  return desc ? `-${key}` : key;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
function localMidnight(day: string | undefined, plusDays = 0): string | undefined {
  const m = day ? DAY.exec(day) : null;
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(y, mo - 1, d);
  if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d) return undefined;
  date.setDate(date.getDate() + plusDays);
  return date.toISOString();
}

export interface CustomersQuery {
  pageToken?: string;
  pageSize?: number;
  search?: string;
  sortBy?: string;
  countries?: string;
  gender?: 'male' | 'female';
  totalOrderCount?: string;
  refundedOrderCount?: string;
  lifetimeValue?: string;
  lastPurchasedStart?: string;
  lastPurchasedEnd?: string;
}

/** The list kit's params → the customers endpoint's query (only what is set). `currency`: the storefront's. */
export function customersQuery(p: ListParams, currency: string): CustomersQuery {
  const f = p.filters;
  const countries = parseCountries(f.countries);
  const q: CustomersQuery = {
    pageToken: p.pageToken ?? undefined,
    pageSize: p.pageSize,
    search: p.search || undefined,
    sortBy: sortByParam(p.sort),
    countries: countries.length ? countries.join(',') : undefined,
    gender: GENDERS.find((g) => g === f.gender),
    totalOrderCount: rangeParam(f.ordersMin, f.ordersMax),
    refundedOrderCount: rangeParam(f.refundedMin, f.refundedMax),
    lifetimeValue: rangeParam(f.valueMin, f.valueMax, (n) => toMinor(n, currency)),
    lastPurchasedStart: localMidnight(f.lastFrom),
    lastPurchasedEnd: localMidnight(f.lastTo, 1),
  };
  for (const k of Object.keys(q) as (keyof CustomersQuery)[]) if (q[k] === undefined) delete q[k];
  return q;
}

/** The export takes the same filters, without paging. */
export function customersExportQuery(p: ListParams, currency: string) {
  const { pageToken: _t, pageSize: _s, ...rest } = customersQuery(p, currency);
  return rest;
}
