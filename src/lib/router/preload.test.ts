import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { sharedKeys } from '../api/keys.ts';
import { preload, projectDeps, projectOf } from './preload.ts';

describe('route loaders (ensureQueryData with the page’s own options)', () => {
  it('the project comes from ?project=, else the first cached project, else none', () => {
    const qc = new QueryClient();
    expect(projectOf(qc, undefined)).toBeNull();
    qc.setQueryData(sharedKeys.projects(), [{ id: 'p1' }, { id: 'p2' }]);
    expect(projectOf(qc, undefined)).toBe('p1');
    expect(projectOf(qc, 'p2')).toBe('p2');
    expect(projectDeps({ search: { project: 'p2' } })).toEqual({ project: 'p2' });
  });

  it('a failed load never fails the route: it stays in its query for the page to show', async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const failing = qc.ensureQueryData({ queryKey: ['user', 'x'], queryFn: () => Promise.reject(new Error('403')) });
    const ok = qc.ensureQueryData({ queryKey: ['user', 'y'], queryFn: async () => 1 });
    await expect(preload(failing, ok)).resolves.toBeUndefined();
    expect(qc.getQueryState(['user', 'x'])?.status).toBe('error');
    expect(qc.getQueryData(['user', 'y'])).toBe(1);
  });
});
