import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { decodeToken, InvalidTokenError } from './jwt-decode.ts';
import { BACKOFF_S, FAILED_TO_FETCH_TOKEN, MAX_ATTEMPTS, REFRESH_MARGIN_MS, TokenManager } from './token-manager.ts';

const b64 = (s: string) => btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const b64url = (o: unknown) => b64(JSON.stringify(o));
/** An unsigned JWT-shaped token (the client never verifies signatures). */
const jwt = (payload: Record<string, unknown>) => `${b64url({ alg: 'EdDSA', typ: 'JWT' })}.${b64url(payload)}.sig`;

describe('refresh schedule', () => {
  it('refreshes exactly when fewer than 10 s remain by the server clock, for any clock skew within ±1 h', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3_600_000, max: 3_600_000 }), // client clock minus server clock (ms)
        fc.integer({ min: 20, max: 3600 }), // token lifetime (s)
        fc.integer({ min: 1_600_000_000, max: 2_000_000_000 }), // server time at issue (s)
        (skewMs, ttl, iat) => {
          let clientNow = iat * 1000 + skewMs;
          const tm = new TokenManager({ fetchToken: async () => '', onUnauthenticated: () => {}, now: () => clientNow });
          tm.accept(jwt({ iat, exp: iat + ttl }));
          // With exactly 10 s left by the server's clock: still fresh. With fewer: refresh.
          clientNow = iat * 1000 + skewMs + ttl * 1000 - REFRESH_MARGIN_MS;
          if (tm.needsRefresh()) return false;
          clientNow += 1;
          if (!tm.needsRefresh()) return false;
          return tm.remainingMs() === REFRESH_MARGIN_MS - 1;
        },
      ),
      { numRuns: 500 },
    );
  });

  it('serves the cached token until the margin, then fetches a new one (one fetch for parallel callers)', async () => {
    let now = 1_700_000_000_000;
    let n = 0;
    const fetchToken = vi.fn(async () => {
      n++;
      const iat = Math.floor(now / 1000);
      return jwt({ iat, exp: iat + 300, n });
    });
    const tm = new TokenManager({ fetchToken, onUnauthenticated: () => {}, now: () => now });
    const [a, b] = await Promise.all([tm.getToken(), tm.getToken()]);
    expect(a).toBe(b);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    now += 289_000;
    expect(await tm.getToken()).toBe(a);
    now += 2_000;
    const c = await tm.getToken();
    expect(c).not.toBe(a);
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });
});

describe('retries', () => {
  it(`makes ${MAX_ATTEMPTS} attempts with back-off 1, 2, 4, 8, 16 s, then fails with "Failed to fetch token"`, async () => {
    const sleeps: number[] = [];
    const fetchToken = vi.fn(async () => {
      throw Object.assign(new Error('boom'), { status: 503 });
    });
    const tm = new TokenManager({ fetchToken, onUnauthenticated: () => {}, sleep: async (ms) => void sleeps.push(ms) });
    await expect(tm.getToken()).rejects.toThrow(FAILED_TO_FETCH_TOKEN);
    expect(fetchToken).toHaveBeenCalledTimes(6);
    expect(sleeps).toEqual(BACKOFF_S.slice(0, MAX_ATTEMPTS - 1).map((s) => s * 1000));
    expect(sleeps).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it('recovers when a later attempt succeeds', async () => {
    let calls = 0;
    const tm = new TokenManager({
      fetchToken: async () => {
        if (++calls < 3) throw Object.assign(new Error('network'), { status: 0 });
        return jwt({ iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 300 });
      },
      onUnauthenticated: () => {},
      sleep: async () => {},
    });
    await expect(tm.getToken()).resolves.toMatch(/\.sig$/);
    expect(calls).toBe(3);
  });

  it.each([401, 419])('a %i signs out at once (no retry)', async (status) => {
    const onUnauthenticated = vi.fn();
    const fetchToken = vi.fn(async () => {
      throw Object.assign(new Error('unauthenticated'), { status });
    });
    const tm = new TokenManager({ fetchToken, onUnauthenticated, sleep: async () => {} });
    await expect(tm.getToken()).rejects.toMatchObject({ status });
    expect(fetchToken).toHaveBeenCalledTimes(1);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(tm.needsRefresh()).toBe(true);
  });
});

describe('invalid tokens (001 §8)', () => {
  it.each([
    [42, 'Invalid token specified: must be a string'],
    [undefined, 'Invalid token specified: must be a string'],
    ['onlyonepart', 'Invalid token specified: missing part #2'],
    ['a.%%%.c', 'Invalid token specified: invalid base64 for part #2'],
    [`a.${b64('not json')}.c`, 'Invalid token specified: invalid json for part #2'],
  ])('%s → %s', (token, message) => {
    expect(() => decodeToken(token)).toThrow(InvalidTokenError);
    expect(() => decodeToken(token)).toThrow(message);
  });

  it('a fetched token that cannot be decoded counts as a failed attempt', async () => {
    const tm = new TokenManager({ fetchToken: async () => 'garbage', onUnauthenticated: () => {}, sleep: async () => {} });
    await expect(tm.getToken()).rejects.toThrow(FAILED_TO_FETCH_TOKEN);
  });
});

describe('CSRF recovery', () => {
  const csrfError = () => Object.assign(new Error('forbidden'), { status: 403, data: { code: 'CSRF_TOKEN_MISMATCH' } });
  const fresh = () => jwt({ iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 300 });

  it('re-fetches the CSRF token after a 403 CSRF_TOKEN_MISMATCH and retries once, at once', async () => {
    const sleeps: number[] = [];
    const order: string[] = [];
    let calls = 0;
    const tm = new TokenManager({
      fetchToken: async () => {
        order.push('token');
        if (++calls === 1) throw csrfError();
        return fresh();
      },
      refreshCsrf: async () => void order.push('csrf'),
      onUnauthenticated: () => {},
      sleep: async (ms) => void sleeps.push(ms),
    });
    await expect(tm.getToken()).resolves.toMatch(/\.sig$/);
    expect(order).toEqual(['token', 'csrf', 'token']);
    expect(sleeps).toEqual([]);
  });

  it('refreshes the CSRF token only once per token fetch, then backs off as usual', async () => {
    const refreshCsrf = vi.fn(async () => {});
    const fetchToken = vi.fn(async () => {
      throw csrfError();
    });
    const tm = new TokenManager({ fetchToken, refreshCsrf, onUnauthenticated: () => {}, sleep: async () => {} });
    await expect(tm.getToken()).rejects.toThrow(FAILED_TO_FETCH_TOKEN);
    expect(refreshCsrf).toHaveBeenCalledTimes(1);
    expect(fetchToken).toHaveBeenCalledTimes(MAX_ATTEMPTS + 1);
  });
});
