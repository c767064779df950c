/**
 * The customer list's filters (spec 001 §3 "Customer list filters"; docs/decisions/commerce.md "Customers"),
 * parsed from the query strings into typed conditions. Every malformed filter is reported at once, under its own
 * name, as a 422 with field errors (never a 5xx, never silently ignored). Shared by the list and the export.
 */
import { unprocessable, type FieldErrors } from '../../lib/errors.ts';

export const COMPARISON_OPS = ['gt', 'gte', 'lt', 'lte', 'eq'] as const;
export type ComparisonOp = (typeof COMPARISON_OPS)[number];
export interface Comparison {
  op: ComparisonOp;
  value: number;
}

export const CUSTOMER_SORTS = ['lastPurchased', 'lifetimeValue', 'totalOrderCount', 'createdAt'] as const;
export type CustomerSortKey = (typeof CUSTOMER_SORTS)[number];
export interface CustomerSort {
  key: CustomerSortKey;
  direction: 'asc' | 'desc';
}

export interface CustomerFilters {
  countries?: string[];
  gender?: 'male' | 'female';
  totalOrderCount?: Comparison[];
  refundedOrderCount?: Comparison[];
  lifetimeValue?: Comparison[];
  lastPurchasedStart?: string;
  lastPurchasedEnd?: string;
  /** Words for a prefix full-text match, already reduced to letters and digits. */
  searchTerms?: string[];
  sort: CustomerSort;
}

/** The raw query strings (as the route's schema lets them through). */
export interface CustomerFilterQuery {
  countries?: string | undefined;
  gender?: string | undefined;
  totalOrderCount?: string | undefined;
  refundedOrderCount?: string | undefined;
  lifetimeValue?: string | undefined;
  lastPurchasedStart?: string | undefined;
  lastPurchasedEnd?: string | undefined;
  search?: string | undefined;
  sortBy?: string | undefined;
}

export const MAX_COUNTRIES = 50;
/** Codes shaped like countries that are not countries (unknown region, EU, UN, eurozone, private use). */
const NOT_COUNTRIES = new Set(['ZZ', 'EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'AA', 'QM', 'QZ', 'XX']);
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** ISO 3166-1 alpha-2 (upper case): a two-letter code the ICU region table knows. */
export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || NOT_COUNTRIES.has(code)) return false;
  try {
    return regionNames.of(code) !== code;
  } catch {
    return false;
  }
}

const MAX_INT = 2 ** 53 - 1;

/** `gte:2` or `gte:2,lt:10` → comparisons (ANDed); an error message when malformed. */
export function parseComparisons(raw: string): Comparison[] | string {
  const parts = raw.split(',').map((p) => p.trim());
  if (parts.length > 5) return 'At most 5 comparisons.';
  const out: Comparison[] = [];
  for (const part of parts) {
    const m = /^([a-z]+):(.*)$/.exec(part);
    if (!m) return `"${part.slice(0, 40)}" is not a comparison: use op:value, e.g. gte:2 (ops: ${COMPARISON_OPS.join(', ')}).`;
    const [, op, value] = m as unknown as [string, string, string];
    if (!(COMPARISON_OPS as readonly string[]).includes(op))
      return `"${op}" is not a comparison operator (use ${COMPARISON_OPS.join(', ')}).`;
    if (!/^\d+$/.test(value) || Number(value) > MAX_INT) return `"${value.slice(0, 40)}" is not a whole number of 0 or more.`;
    out.push({ op: op as ComparisonOp, value: Number(value) });
  }
  return out;
}

/** An ISO-8601 instant with a date and a time zone (or a bare date, read as UTC midnight). */
export function parseInstant(raw: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2}))?$/.test(raw)) return null;
  const d = new Date(raw.length === 10 ? `${raw}T00:00:00Z` : raw);
  if (Number.isNaN(d.getTime())) return null;
  // Reject impossible calendar dates that Date rolls over (2026-02-31).
  if (raw.length >= 10 && d.toISOString().slice(0, 10) !== raw.slice(0, 10) && !/[+-]\d{2}:?\d{2}$/.test(raw)) return null;
  return d.toISOString();
}

/** Search words: letters and digits only (tsquery syntax never reaches PostgreSQL), at most 8. */
export function searchTerms(raw: string): string[] {
  return raw
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8)
    .map((w) => w.slice(0, 64));
}

export function parseSort(raw: string | undefined): CustomerSort | string {
  if (!raw) return { key: 'lastPurchased', direction: 'desc' };
  const desc = raw.startsWith('-');
  const key = desc ? raw.slice(1) : raw;
  if (!(CUSTOMER_SORTS as readonly string[]).includes(key))
    return `Sort by one of ${CUSTOMER_SORTS.join(', ')} (a leading - for descending).`;
  // The default (no sortBy) is newest purchase first; `lastPurchased` spelled out is ascending like every key.
  return { key: key as CustomerSortKey, direction: desc ? 'desc' : 'asc' };
}

/** Parse every filter; one 422 listing every malformed one. */
export function parseCustomerFilters(q: CustomerFilterQuery): CustomerFilters {
  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => {
    errors[field] = [message];
  };
  const out: CustomerFilters = { sort: { key: 'lastPurchased', direction: 'desc' } };

  if (q.countries !== undefined && q.countries !== '') {
    const codes = [...new Set(q.countries.split(',').map((c) => c.trim().toUpperCase()))];
    const bad = codes.filter((c) => !isCountryCode(c));
    if (bad.length)
      fail(
        'countries',
        `Not ISO 3166-1 alpha-2 country codes: ${bad
          .slice(0, 5)
          .map((c) => c.slice(0, 10))
          .join(', ')}.`,
      );
    else if (codes.length > MAX_COUNTRIES) fail('countries', `At most ${MAX_COUNTRIES} countries.`);
    else out.countries = codes;
  }
  if (q.gender !== undefined && q.gender !== '') {
    if (q.gender === 'male' || q.gender === 'female') out.gender = q.gender;
    else fail('gender', 'Gender is male or female.');
  }
  for (const field of ['totalOrderCount', 'refundedOrderCount', 'lifetimeValue'] as const) {
    const raw = q[field];
    if (raw === undefined || raw === '') continue;
    const parsed = parseComparisons(raw);
    if (typeof parsed === 'string') fail(field, parsed);
    else out[field] = parsed;
  }
  for (const field of ['lastPurchasedStart', 'lastPurchasedEnd'] as const) {
    const raw = q[field];
    if (raw === undefined || raw === '') continue;
    const parsed = parseInstant(raw);
    if (parsed) out[field] = parsed;
    else fail(field, 'Use an ISO-8601 date or instant, e.g. 2026-11-23 or 2026-11-23T10:00:00Z.');
  }
  if (out.lastPurchasedStart && out.lastPurchasedEnd && out.lastPurchasedEnd <= out.lastPurchasedStart)
    fail('lastPurchasedEnd', 'The end must be after the start.');
  if (q.search !== undefined) {
    const terms = searchTerms(q.search);
    if (terms.length) out.searchTerms = terms;
  }
  const sort = parseSort(q.sortBy);
  if (typeof sort === 'string') fail('sortBy', sort);
  else out.sort = sort;

  if (Object.keys(errors).length) throw unprocessable(errors);
  return out;
}
