import { describe, expect, it } from 'vitest';
import type { Member } from '../api/types.ts';
import { isSoleOwner } from './UsersPage.tsx';

const m = (id: string, role: string) => ({ id, role }) as Member;

describe('the sole owner cannot leave', () => {
  it('is the only owner on a complete list', () => {
    expect(isSoleOwner(m('a', 'owner'), { users: [m('a', 'owner'), m('b', 'member')], nextPageToken: null })).toBe(true);
    expect(isSoleOwner(m('a', 'owner'), { users: [m('a', 'owner'), m('b', 'owner')], nextPageToken: null })).toBe(false);
    expect(isSoleOwner(m('b', 'member'), { users: [m('a', 'owner'), m('b', 'member')], nextPageToken: null })).toBe(false);
    // Another owner may be on a later page: the server has the last word (LAST_OWNER).
    expect(isSoleOwner(m('a', 'owner'), { users: [m('a', 'owner')], nextPageToken: 'next' })).toBe(false);
  });
});
