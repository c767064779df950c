import { describe, expect, it } from 'vitest';
import type { ListParams } from '../../../components/data/types.ts';
import { dayEnd, dayStart, exportQuery, ordersQuery, toDay } from './order-filters.ts';

const params = (filters: Record<string, string>, extra: Partial<ListParams> = {}): ListParams => ({
  pageToken: null,
  pageSize: 20,
  filters,
  ...extra,
});

describe('orders list → query', () => {
  it('maps status, date type, search and paging; leaves out what is not set', () => {
    expect(ordersQuery(params({}))).toEqual({ pageSize: 20 });
    expect(ordersQuery(params({ status: 'paid', dateType: 'updated' }, { search: '1042', pageToken: 't1' }))).toEqual({
      pageSize: 20,
      pageToken: 't1',
      search: '1042',
      status: 'paid',
      dateFilterType: 'updated',
    });
    expect(ordersQuery(params({ status: 'shipped', dateType: 'deleted' }))).toEqual({ pageSize: 20 });
    expect(ordersQuery(params({}), { customerId: 'c1' })).toEqual({ pageSize: 20, customerId: 'c1' });
  });
  it('turns a day range into local midnights, the end exclusive (the day after `to`)', () => {
    const q = ordersQuery(params({ from: '2026-11-01', to: '2026-11-23' }));
    expect(q.start).toBe(new Date(2026, 10, 1).toISOString());
    expect(q.end).toBe(new Date(2026, 10, 24).toISOString());
    expect(dayEnd('2026-12-31')).toBe(new Date(2027, 0, 1).toISOString());
  });
  it('ignores malformed days', () => {
    expect(dayStart('2026-02-30')).toBeNull();
    expect(dayStart('yesterday')).toBeNull();
    expect(ordersQuery(params({ from: 'x', to: '2026-13-01' }))).toEqual({ pageSize: 20 });
  });
  it('exports the filter without paging, the last 30 days when no start is chosen', () => {
    const now = new Date(2026, 10, 23, 15, 0);
    expect(exportQuery(params({ status: 'new' }, { pageToken: 't' }), now)).toEqual({
      status: 'new',
      start: new Date(2026, 9, 24).toISOString(),
    });
    expect(exportQuery(params({ from: '2026-01-01' }), now)).toEqual({ start: new Date(2026, 0, 1).toISOString() });
    expect(toDay(now)).toBe('2026-11-23');
  });
});
