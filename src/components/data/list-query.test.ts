import { keepPreviousData } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { listParams, listQuery } from './list-query.ts';

describe('listParams / listQuery', () => {
  it('the list state becomes the params of the page on screen (defaults for the first page)', () => {
    expect(listParams({})).toEqual({ pageToken: null, pageSize: 20, sort: undefined, search: undefined, filters: {} });
    expect(listParams({ q: 'ann', sort: '-email', size: 50, pages: ['a', 'b'], filters: { type: 'custom' } })).toEqual({
      pageToken: 'b',
      pageSize: 50,
      sort: '-email',
      search: 'ann',
      filters: { type: 'custom' },
    });
  });

  it('the key is the list prefix plus the params; the query function gets the same params', async () => {
    const queryFn = vi.fn(async () => ({ items: [{ id: '1' }], nextPageToken: null }));
    const params = listParams({ q: 'x', pages: ['t'] });
    const q = listQuery({ queryKey: ['project', 'p1', 'members', 'users'], queryFn }, params);
    expect(q.queryKey).toEqual(['project', 'p1', 'members', 'users', params]);
    expect(q.placeholderData).toBe(keepPreviousData);
    await (q.queryFn as () => Promise<unknown>)();
    expect(queryFn).toHaveBeenCalledWith(params);
  });
});
