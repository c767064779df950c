import { describe, expect, it } from 'vitest';
import { allPages } from './all-pages.ts';

describe('allPages', () => {
  it('follows nextPageToken until the last page, 100 at a time', async () => {
    const seen: unknown[] = [];
    const items = await allPages(async (q) => {
      seen.push(q);
      const start = q.pageToken ? Number(q.pageToken) : 0;
      const next = start + 100 < 230 ? String(start + 100) : null;
      return { items: Array.from({ length: Math.min(100, 230 - start) }, (_, i) => start + i), nextPageToken: next };
    });
    expect(items).toHaveLength(230);
    expect(items[229]).toBe(229);
    expect(seen).toEqual([{ pageSize: 100 }, { pageSize: 100, pageToken: '100' }, { pageSize: 100, pageToken: '200' }]);
  });
  it('stops after maxPages', async () => {
    let calls = 0;
    const items = await allPages(async () => {
      calls++;
      return { items: [1], nextPageToken: 'again' };
    }, 3);
    expect(calls).toBe(3);
    expect(items).toEqual([1, 1, 1]);
  });
});
