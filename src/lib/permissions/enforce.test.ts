import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const raw = vi.fn();
vi.mock('../api/client.ts', () => ({ rawFetch: { raw: (...a: unknown[]) => raw(...a) } }));

const { enforce, clearEnforceCache, deniedReason, ENFORCE_CACHE_MS } = await import('./enforce.ts');

beforeEach(() => {
  raw.mockReset();
  clearEnforceCache();
});
afterEach(() => vi.useRealTimers());

describe('enforce', () => {
  it('denies with empty lists without a user or project, without calling the server', async () => {
    expect(await enforce(null, 'u', ['a.b.c'])).toEqual({ granted: [], denied: [], roles: [] });
    expect(await enforce('p', undefined, ['a.b.c'])).toEqual({ granted: [], denied: [], roles: [] });
    expect(raw).not.toHaveBeenCalled();
  });

  it('treats a 403 as an answer and caches each permission for 10 s', async () => {
    raw.mockResolvedValueOnce({
      status: 403,
      _data: {
        code: 'PERMISSION_DENIED',
        permissions: { granted: ['a.b.get'], denied: ['a.b.update'] },
        resolutions: { roles: [{ id: 'admin', name: 'Admin' }] },
      },
    });
    const first = await enforce('p', 'u', ['a.b.get', 'a.b.update'], 1000);
    expect(first).toMatchObject({ granted: ['a.b.get'], denied: ['a.b.update'], roles: [{ id: 'admin', name: 'Admin' }] });
    expect(deniedReason(first)).toBe('You need the permission a.b.update. The role Admin grants it.');
    await enforce('p', 'u', ['a.b.update'], 1000 + ENFORCE_CACHE_MS - 1);
    expect(raw).toHaveBeenCalledTimes(1);
    raw.mockResolvedValueOnce({ status: 200, _data: { permissions: { granted: ['a.b.update'], denied: [] } } });
    const later = await enforce('p', 'u', ['a.b.update'], 1000 + ENFORCE_CACHE_MS);
    expect(later.denied).toEqual([]);
    expect(raw).toHaveBeenCalledTimes(2);
    // Another user is a separate cache entry.
    raw.mockResolvedValueOnce({ status: 200, _data: { permissions: { granted: ['a.b.get'], denied: [] } } });
    await enforce('p', 'other', ['a.b.get'], 1000);
    expect(raw).toHaveBeenCalledTimes(3);
  });

  it('rethrows other errors', async () => {
    raw.mockResolvedValueOnce({
      status: 404,
      statusText: 'Not Found',
      _data: { code: 'PROJECT_NOT_FOUND', message: 'Project not found.' },
    });
    await expect(enforce('p', 'u', ['a.b.c'])).rejects.toMatchObject({ status: 404 });
  });
});
