import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { decodePageToken, encodePageToken, paginateArray, paginateOrdered } from './pagination.ts';

const walk = <T>(next: (token: string | undefined) => { items: T[]; nextPageToken: string | null }) => {
  const all: T[] = [];
  let token: string | undefined;
  for (let i = 0; i < 100; i++) {
    const page = next(token);
    all.push(...page.items);
    if (!page.nextPageToken) return all;
    token = page.nextPageToken;
  }
  throw new Error('did not end');
};

describe('the one pager', () => {
  it('refuses a token of another shape (a cursor of the wrong length) with a 422 on pageToken', () => {
    expect.assertions(2);
    try {
      decodePageToken(encodePageToken(['a']), 2);
    } catch (e) {
      expect(e).toBeInstanceOf(ApiError);
      expect((e as ApiError).errors?.pageToken).toBeTruthy();
    }
  });

  it('paginateArray walks every item once, in cursor order', () => {
    const items = ['d', 'a', 'c', 'b', 'e'].map((id) => ({ id }));
    const seen = walk((pageToken) => paginateArray(items, { pageSize: 2, pageToken, cursor: (x) => [x.id] }));
    expect(seen.map((x) => x.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('paginateOrdered keeps the given order and survives the last item going away', () => {
    const items = ['z', 'y', 'x', 'w'].map((id) => ({ id }));
    expect(walk((pageToken) => paginateOrdered(items, { pageSize: 3, pageToken, id: (x) => x.id })).map((x) => x.id)).toEqual([
      'z',
      'y',
      'x',
      'w',
    ]);
    const first = paginateOrdered(items, { pageSize: 2, id: (x) => x.id });
    const shrunk = items.filter((x) => x.id !== 'y');
    expect(paginateOrdered(shrunk, { pageSize: 2, pageToken: first.nextPageToken!, id: (x) => x.id }).items.map((x) => x.id)).toEqual([
      'x',
      'w',
    ]);
  });
});
