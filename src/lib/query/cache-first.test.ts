import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { fromCacheOrNetwork } from './cache-first.ts';

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } } });
const never = () => new Promise<string>(() => {});

describe('fromCacheOrNetwork', () => {
  it('answers fresh cached data without a request', async () => {
    const qc = client();
    qc.setQueryData(['k'], 'cached');
    const queryFn = vi.fn(async () => 'network');
    expect(await fromCacheOrNetwork(qc, { queryKey: ['k'], queryFn, staleTime: 60_000 })).toBe('cached');
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('answers the network when it is quick, and keeps it', async () => {
    const qc = client();
    qc.setQueryData(['k'], 'cached', { updatedAt: 0 });
    expect(await fromCacheOrNetwork(qc, { queryKey: ['k'], queryFn: async () => 'network', staleTime: 0 })).toBe('network');
    expect(qc.getQueryData(['k'])).toBe('network');
  });

  it('answers the cached copy at once when the request fails, and reports the fallback', async () => {
    const qc = client();
    qc.setQueryData(['k'], 'cached', { updatedAt: 0 });
    const onFallback = vi.fn();
    const queryFn = async () => {
      throw Object.assign(new Error('unreachable'), { status: 0 });
    };
    expect(await fromCacheOrNetwork(qc, { queryKey: ['k'], queryFn, staleTime: 0 }, { onFallback })).toBe('cached');
    expect(onFallback).toHaveBeenCalledWith('error', expect.any(Error));
  });

  it('passes on answers that mean something (401, 403, a redirect) even with a cached copy', async () => {
    const qc = client();
    qc.setQueryData(['k'], 'cached', { updatedAt: 0 });
    for (const error of [Object.assign(new Error('no'), { status: 401 }), new Error('two-factor')]) {
      const queryFn = async () => {
        throw error;
      };
      await expect(fromCacheOrNetwork(qc, { queryKey: ['k'], queryFn, staleTime: 0 })).rejects.toBe(error);
    }
  });

  it('answers the cached copy after the budget when the request hangs; the request lands later', async () => {
    vi.useFakeTimers();
    try {
      const qc = client();
      qc.setQueryData(['k'], 'cached', { updatedAt: 0 });
      let finish: (v: string) => void = () => {};
      const queryFn = () => new Promise<string>((r) => (finish = r));
      const onFallback = vi.fn();
      const answer = fromCacheOrNetwork(qc, { queryKey: ['k'], queryFn, staleTime: 0 }, { budgetMs: 2000, onFallback });
      await vi.advanceTimersByTimeAsync(1999);
      expect(onFallback).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(await answer).toBe('cached');
      expect(onFallback).toHaveBeenCalledWith('timeout');
      finish('network');
      await vi.advanceTimersByTimeAsync(0);
      expect(qc.getQueryData(['k'])).toBe('network');
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for the network when nothing is cached', async () => {
    vi.useFakeTimers();
    try {
      const qc = client();
      let settled = false;
      const answer = fromCacheOrNetwork(qc, { queryKey: ['k'], queryFn: never, staleTime: 0 }, { budgetMs: 10 }).finally(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(5000);
      expect(settled).toBe(false);
      void answer;
    } finally {
      vi.useRealTimers();
    }
  });
});
