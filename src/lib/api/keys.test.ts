import { describe, expect, it } from 'vitest';
import { isPersistedKey, projectScope, sharedKeys, userScope } from './keys.ts';

describe('query keys: two roots, one persistence allow-list', () => {
  it('every shared key starts at userScope() or projectScope(id)', () => {
    const keys = [
      sharedKeys.me(),
      sharedKeys.projects(),
      sharedKeys.organisations(),
      sharedKeys.platform(),
      sharedKeys.permissions(),
      sharedKeys.search('ann', 'routes'),
      sharedKeys.project('p1'),
      sharedKeys.enforce('p1', 'u1', ['a']),
      sharedKeys.listing('p1', 'shop'),
    ];
    for (const key of keys) {
      const root = key[0] === 'user' ? userScope() : projectScope('p1');
      expect(key.slice(0, root.length)).toEqual([...root]);
    }
  });

  it('persists the user, the lists, the platform and project details', () => {
    expect(isPersistedKey(sharedKeys.me())).toBe(true);
    expect(isPersistedKey(sharedKeys.projects())).toBe(true);
    expect(isPersistedKey(sharedKeys.platform())).toBe(true);
    expect(isPersistedKey(sharedKeys.project('p1'))).toBe(true);
  });

  it('persists the storefront, orders pages and order details (offline), not an orders search', () => {
    expect(isPersistedKey([...projectScope('p1'), 'storefront'])).toBe(true);
    expect(isPersistedKey([...projectScope('p1'), 'orders', 'list', { pageToken: null, pageSize: 20, filters: {} }])).toBe(true);
    expect(isPersistedKey([...projectScope('p1'), 'orders', 'detail', 'o1'])).toBe(true);
    expect(isPersistedKey([...projectScope('p1'), 'orders', 'list', { search: '1042', filters: {} }])).toBe(false);
    expect(isPersistedKey([...projectScope('p1'), 'customers', 'list'])).toBe(false);
  });

  it('never persists search results, filtered lists with a search text, tokens, or unknown kinds', () => {
    expect(isPersistedKey(sharedKeys.search('ann', 'routes'))).toBe(false);
    expect(isPersistedKey([...projectScope('p1'), 'members', 'users', { search: 'ann', pageToken: null }])).toBe(false);
    expect(isPersistedKey([...userScope(), 'reset-token', 'secret-token'])).toBe(false);
    expect(isPersistedKey([...projectScope('p1'), 'developer', 'keys'])).toBe(false);
    expect(isPersistedKey(['search', 'ann'])).toBe(false);
  });
});
