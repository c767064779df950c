import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { projectScope, sharedKeys, userScope } from '../api/keys.ts';
import { persistOptions } from './client.ts';

describe('the persister writes only the allow-list', () => {
  it('dehydrates the user and project details, not search results or token-bearing queries', () => {
    const qc = new QueryClient();
    qc.setQueryData(sharedKeys.me(), { id: 'u1' });
    qc.setQueryData(sharedKeys.project('p1'), { id: 'p1' });
    qc.setQueryData(sharedKeys.search('ann', 'routes'), [{ title: 'Ann' }]);
    qc.setQueryData([...userScope(), 'reset-token', 'tok'], { email: 'a@b.c' });
    qc.setQueryData([...projectScope('p1'), 'developer', 'keys'], { auth: [] });
    const persisted = dehydrate(qc, persistOptions.dehydrateOptions).queries.map((q) => q.queryKey);
    expect(persisted).toEqual([sharedKeys.me(), sharedKeys.project('p1')]);
  });
});
