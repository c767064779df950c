import { describe, expect, it } from 'vitest';
import { projectSearch, searchString, stringSearch } from './search.ts';

describe('route search validators', () => {
  it('keeps the named non-empty strings and drops the rest', () => {
    const v = stringSearch('email', 'redirect');
    expect(v({ email: 'a@b.c', redirect: '', other: 'x' })).toEqual({ email: 'a@b.c' });
    expect(v({ email: { nested: true }, redirect: ['x'] })).toEqual({});
  });
  it('turns a number the router parsed from the query back into text', () => {
    expect(searchString(123456)).toBe('123456');
    expect(searchString(Number.NaN)).toBeUndefined();
    expect(stringSearch('code')({ code: 42 })).toEqual({ code: '42' });
  });
  it('reads the project id', () => {
    expect(projectSearch({ project: 'p1', page: 2 })).toEqual({ project: 'p1' });
    expect(projectSearch({})).toEqual({});
  });
});
