/**
 * The one HTTP client: credentials included, JSON by default, the CSRF header from its cookie on unsafe
 * methods, and the bearer token from the token manager on /v1 and /v2 calls. Errors are mapped to AppError.
 */
import { ofetch } from 'ofetch';
import { readCookie } from './cookies.ts';
import { AppError, toAppError } from './errors.ts';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-CSRF-TOKEN';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

type TokenProvider = () => Promise<string | null>;
let tokenProvider: TokenProvider | null = null;
/** The token manager registers itself here (keeps this module free of auth state). */
export function setTokenProvider(provider: TokenProvider | null) {
  tokenProvider = provider;
}

const needsBearer = (url: string) => /^\/v\d+\//.test(url) && !url.startsWith('/v1/auth/');

const raw = ofetch.create({
  credentials: 'include',
  retry: 0,
  async onRequest({ request, options }) {
    const method = (options.method ?? 'GET').toUpperCase();
    const headers = new Headers(options.headers);
    if (!SAFE.has(method)) {
      const csrf = readCookie(CSRF_COOKIE);
      if (csrf) headers.set(CSRF_HEADER, csrf);
    }
    const url = typeof request === 'string' ? request : request.url;
    if (tokenProvider && needsBearer(url) && !headers.has('Authorization')) {
      const token = await tokenProvider();
      if (token) headers.set('Authorization', `Bearer ${token}`);
    }
    options.headers = headers;
  },
});

export const OFFLINE_WRITE_MESSAGE = "You're offline: this change was not saved. Try again when the connection is back.";
const offlineError = () => new AppError({ code: 'OFFLINE', message: OFFLINE_WRITE_MESSAGE, level: 'warning', status: 0 });

type FetchOptions = NonNullable<Parameters<typeof raw>[1]>;

/** Call the API; failures are thrown as AppError (see errors.ts). */
export async function api<T>(url: string, options?: FetchOptions): Promise<T> {
  const unsafe = !SAFE.has((options?.method ?? 'GET').toUpperCase());
  // Writes while offline are refused with a clear message (nothing is queued).
  if (unsafe && typeof navigator !== 'undefined' && navigator.onLine === false) throw offlineError();
  try {
    return (await raw<T>(url, options as never)) as T;
  } catch (error) {
    const e = toAppError(error);
    if (unsafe && e.status === 0 && e.code === 'AXIOS_ERROR') throw offlineError();
    throw e;
  }
}

/** The Authorization header value for a URL (for XHR uploads, which need progress events). */
export async function bearerFor(url: string): Promise<string | null> {
  const token = tokenProvider && needsBearer(url) ? await tokenProvider() : null;
  return token ? `Bearer ${token}` : null;
}

/** The unmapped client, for the token manager which needs raw statuses. */
export const rawFetch = raw;
