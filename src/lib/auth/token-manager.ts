/**
 * Access tokens for /v1 calls (001 §9): get a one-time code from POST /omnis/v3/dashboard/user/token,
 * exchange it at POST /v1/auth/token, cache the JWT and refresh it when fewer than 10 s remain, correcting
 * for clock skew computed from the token's `iat`. Up to 6 attempts with back-off 1, 2, 4, 8, 16 s between them
 * (the spec's 1…32 s ladder; the 32 s step would follow a 7th attempt, which the 6-attempt cap never makes),
 * then "Failed to fetch token". A 401 or 419 ends the session at once (onUnauthenticated). A 403
 * CSRF_TOKEN_MISMATCH (a relaunched browser that lost its CSRF cookie) re-fetches the CSRF token and retries
 * at once, a single time per token fetch, without counting as an attempt.
 */
import { decodeToken } from './jwt-decode.ts';

export const REFRESH_MARGIN_MS = 10_000;
export const MAX_ATTEMPTS = 6;
export const BACKOFF_S = [1, 2, 4, 8, 16, 32] as const;
export const FAILED_TO_FETCH_TOKEN = 'Failed to fetch token';
export const CSRF_TOKEN_MISMATCH = 'CSRF_TOKEN_MISMATCH';

/** The error code of a failed call: ofetch puts the body in `data`; AppError carries `code` itself. */
function codeOf(error: unknown): string | undefined {
  const e = error as { code?: unknown; data?: { code?: unknown } };
  const code = e.data?.code ?? e.code;
  return typeof code === 'string' ? code : undefined;
}

export interface TokenManagerDeps {
  /** POST /user/token then POST /v1/auth/token; rejects with an error carrying `status`. */
  fetchToken: () => Promise<string>;
  onUnauthenticated: () => void;
  /** Get a fresh CSRF cookie for the current session (GET /omnis/v3/dashboard/user re-issues it). */
  refreshCsrf?: () => Promise<void>;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export class TokenManager {
  private token: string | null = null;
  private expMs = 0;
  private skewMs = 0;
  private inflight: Promise<string> | null = null;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly deps: TokenManagerDeps) {
    this.now = deps.now ?? Date.now;
    this.sleep = deps.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
  }

  /** Milliseconds of validity left by the server's clock (our clock corrected by the skew). */
  remainingMs(): number {
    return this.token ? this.expMs - (this.now() + this.skewMs) : 0;
  }

  needsRefresh(): boolean {
    return !this.token || this.remainingMs() < REFRESH_MARGIN_MS;
  }

  async getToken(): Promise<string> {
    if (!this.needsRefresh()) return this.token as string;
    this.inflight ??= this.fetchWithRetry().finally(() => {
      this.inflight = null;
    });
    return this.inflight;
  }

  clear() {
    this.token = null;
    this.expMs = 0;
    this.skewMs = 0;
  }

  /** Accept a freshly issued token: the skew is the token's iat minus our clock at receipt. */
  accept(token: string) {
    const payload = decodeToken(token);
    const receivedAt = this.now();
    this.skewMs = typeof payload.iat === 'number' ? payload.iat * 1000 - receivedAt : 0;
    this.expMs = typeof payload.exp === 'number' ? payload.exp * 1000 : receivedAt + this.skewMs;
    this.token = token;
  }

  private async fetchWithRetry(): Promise<string> {
    let csrfRetried = false;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      if (attempt > 0) await this.sleep((BACKOFF_S[attempt - 1] as number) * 1000);
      try {
        let token: string;
        try {
          token = await this.deps.fetchToken();
        } catch (error) {
          const csrf = (error as { status?: number }).status === 403 && codeOf(error) === CSRF_TOKEN_MISMATCH;
          if (!csrf || csrfRetried || !this.deps.refreshCsrf) throw error;
          csrfRetried = true;
          await this.deps.refreshCsrf();
          token = await this.deps.fetchToken();
        }
        this.accept(token);
        return token;
      } catch (error) {
        const status = (error as { status?: number }).status;
        if (status === 401 || status === 419) {
          this.clear();
          this.deps.onUnauthenticated();
          throw error;
        }
      }
    }
    throw new Error(FAILED_TO_FETCH_TOKEN);
  }
}
