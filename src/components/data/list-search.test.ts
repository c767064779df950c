import { describe, expect, it } from 'vitest';
import { projectSearch } from '../../lib/router/search.ts';
import { listSearch } from './list-search.ts';
import { applyListChange, cycleSort, toListSearch } from './list-state.ts';

const opts = { sorts: ['email'], filters: { status: ['pending', 'expired'], role: null } } as const;

describe('list search params', () => {
  it('keeps a valid view: search, sort, page size, token stack, filters', () => {
    const raw = { q: ' ann ', sort: '-email', size: '50', pages: ['abc.DEF_1', 'x-y'], status: 'pending', role: 'admin' };
    expect(toListSearch(raw, opts)).toEqual({
      q: 'ann',
      sort: '-email',
      size: 50,
      pages: ['abc.DEF_1', 'x-y'],
      filters: { status: 'pending', role: 'admin' },
    });
  });
  it('drops what the list does not declare or the server would refuse', () => {
    expect(toListSearch({ sort: 'password' }, opts)).toEqual({});
    expect(toListSearch({ sort: '--email' }, opts)).toEqual({});
    expect(toListSearch({ size: 7 }, opts)).toEqual({});
    expect(toListSearch({ size: 1e6 }, opts)).toEqual({});
    expect(toListSearch({ status: 'deleted' }, opts)).toEqual({});
    expect(toListSearch({ q: 'x'.repeat(201) }, opts)).toEqual({});
    expect(toListSearch({ q: '   ' }, opts)).toEqual({});
    expect(toListSearch({ other: 'x' }, opts)).toEqual({});
  });
  it('drops a token stack that is not a list of plain tokens', () => {
    expect(toListSearch({ pages: 'abc' }, opts)).toEqual({});
    expect(toListSearch({ pages: [] }, opts)).toEqual({});
    expect(toListSearch({ pages: ['ok', 3] }, opts)).toEqual({});
    expect(toListSearch({ pages: ['<script>'] }, opts)).toEqual({});
    expect(toListSearch({ pages: ['a'.repeat(513)] }, opts)).toEqual({});
    expect(toListSearch({ pages: Array.from({ length: 201 }, () => 't') }, opts)).toEqual({});
  });
  it('a route validator flattens filters and keeps the base params', () => {
    const v = listSearch(opts, projectSearch);
    expect(v({ project: 'p1', q: 'a', status: 'expired', size: 10 })).toEqual({ project: 'p1', q: 'a', status: 'expired', size: 10 });
    expect(listSearch()({ sort: 'email' })).toEqual({});
  });
});

describe('list state changes', () => {
  it('a new search, sort, page size or filter starts on page 1', () => {
    const at3 = { q: 'a', pages: ['t1', 't2'] };
    expect(applyListChange(at3, { q: 'ab' })).toEqual({ q: 'ab' });
    expect(applyListChange(at3, { sort: 'email' })).toEqual({ q: 'a', sort: 'email' });
    expect(applyListChange(at3, { size: 50 })).toEqual({ q: 'a', size: 50 });
    expect(applyListChange(at3, { filters: { status: 'pending' } })).toEqual({ q: 'a', filters: { status: 'pending' } });
  });
  it('paging and an unchanged value keep the rest', () => {
    expect(applyListChange({ q: 'a', pages: ['t1'] }, { q: 'a' })).toEqual({ q: 'a', pages: ['t1'] });
    expect(applyListChange({ q: 'a' }, { pages: ['t1'] })).toEqual({ q: 'a', pages: ['t1'] });
    expect(applyListChange({ q: 'a', pages: ['t1'] }, { pages: undefined })).toEqual({ q: 'a' });
    expect(applyListChange({ q: 'a' }, { q: '' })).toEqual({});
  });
  it('a header cycles ascending, descending, default', () => {
    expect(cycleSort(undefined, 'email')).toBe('email');
    expect(cycleSort('email', 'email')).toBe('-email');
    expect(cycleSort('-email', 'email')).toBeUndefined();
    expect(cycleSort('-name', 'email')).toBe('email');
  });
});
