import { describe, expect, it } from 'vitest';
import type { ListParams } from '../../../components/data/types.ts';
import { customersExportQuery, customersQuery, parseCountries, rangeParam, sortByParam } from './customer-filters.ts';

const params = (filters: Record<string, string>, extra: Partial<ListParams> = {}): ListParams => ({
  pageToken: null,
  pageSize: 20,
  filters,
  ...extra,
});

describe('customers list → query', () => {
  it('sends nothing but the page size without filters', () => {
    expect(customersQuery(params({}), 'EUR')).toEqual({ pageSize: 20 });
  });
  it('maps every filter', () => {
    const q = customersQuery(
      params(
        {
          countries: 'de,FR',
          gender: 'female',
          ordersMin: '2',
          ordersMax: '10',
          refundedMin: '1',
          valueMin: '100',
          valueMax: '250.5',
          lastFrom: '2026-01-01',
          lastTo: '2026-01-31',
        },
        { search: 'ann', sort: '-lifetimeValue', pageToken: 'tok' },
      ),
      'EUR',
    );
    expect(q).toEqual({
      pageSize: 20,
      pageToken: 'tok',
      search: 'ann',
      sortBy: '-lifetimeValue',
      countries: 'DE,FR',
      gender: 'female',
      totalOrderCount: 'gte:2,lte:10',
      refundedOrderCount: 'gte:1',
      lifetimeValue: 'gte:10000,lte:25050',
      lastPurchasedStart: new Date(2026, 0, 1).toISOString(),
      lastPurchasedEnd: new Date(2026, 1, 1).toISOString(),
    });
  });
  it('converts lifetime value with the currency exponent', () => {
    expect(customersQuery(params({ valueMax: '5000' }), 'JPY').lifetimeValue).toBe('lte:5000');
  });
  it('drops what the server would refuse', () => {
    expect(rangeParam('-1', 'abc')).toBeUndefined();
    expect(rangeParam('', '3')).toBe('lte:3');
    expect(rangeParam('2.7', undefined)).toBe('gte:2');
    expect(parseCountries('de, xyz, DE, 1a, fr')).toEqual(['DE', 'FR']);
    expect(parseCountries(Array.from({ length: 60 }, (_, i) => `A${String.fromCharCode(65 + (i % 26))}`).join(','))).toHaveLength(26);
    expect(customersQuery(params({ gender: 'other', lastFrom: '2026-02-30' }), 'EUR')).toEqual({ pageSize: 20 });
    expect(sortByParam('name')).toBeUndefined();
  });
  it('keeps the sort direction', () => {
    expect(sortByParam(undefined)).toBeUndefined();
    expect(sortByParam('totalOrderCount')).toBe('totalOrderCount');
    expect(sortByParam('-createdAt')).toBe('-createdAt');
  });
  it('exports the filter without paging', () => {
    expect(customersExportQuery(params({ gender: 'male' }, { pageToken: 't' }), 'EUR')).toEqual({ gender: 'male' });
  });
});
