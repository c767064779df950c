import { describe, expect, it } from 'vitest';
import { isPersistedKey, setPinnedQueryHashes } from '../../../lib/api/keys.ts';
import { hashKey } from '@tanstack/react-query';
import { tabsBody } from '../api/bookmarks.ts';
import { describeView, sameView, viewOf } from './views.ts';

describe('saved views', () => {
  it('a view is the route name, params and query without the project or page tokens', () => {
    const v = viewOf({
      staticData: { name: 'project.users.list' },
      params: {},
      search: { project: 'p1', q: 'ann', pages: ['t'], sort: '-email' },
    });
    expect(v).toEqual({ name: 'project.users.list', params: {}, query: { q: 'ann', sort: '-email' } });
    expect(sameView(v!, { name: 'project.users.list', params: {}, query: { sort: '-email', q: 'ann' } })).toBe(true);
    expect(sameView(v!, { name: 'project.users.list', params: {}, query: { q: 'ann' } })).toBe(false);
    expect(viewOf({ params: {}, search: {} })).toBeNull();
    expect(describeView('Users', v!)).toBe('Users · search: ann · sort: -email');
  });
  it('tabs are sent whole, in order, 1-based, with temporary new- ids as null', () => {
    expect(
      tabsBody([
        { id: 'new-x1', name: 'Fresh' },
        { id: 'btb_1', name: 'Daily' },
      ]),
    ).toEqual({
      tabs: [
        { id: null, name: 'Fresh', sortOrder: 1 },
        { id: 'btb_1', name: 'Daily', sortOrder: 2 },
      ],
    });
  });
  it('a pinned query is persisted even when it is a search result', () => {
    const key = ['project', 'p1', 'members', 'users', { search: 'ann', pageSize: 20 }];
    expect(isPersistedKey(key)).toBe(false);
    setPinnedQueryHashes([hashKey(key)]);
    expect(isPersistedKey(key)).toBe(true);
    setPinnedQueryHashes([]);
    expect(isPersistedKey(key)).toBe(false);
  });
});
