/** Plain words for an error a person sees on the error page: what happened and what they can do. */
export interface ErrorWords {
  kind: 'offline' | 'session' | 'access' | 'bug';
  title: string;
  body: string;
  /** A short code for support (never a stack trace). */
  detail: string | null;
}

export function describeError(error: unknown, tokenFailure = 'Failed to fetch token'): ErrorWords {
  const e = (error ?? {}) as { status?: number; code?: string; message?: string };
  const status = typeof e.status === 'number' ? e.status : undefined;
  const code = typeof e.code === 'string' ? e.code : null;
  if (status === 0 || e.message === tokenFailure || (typeof navigator !== 'undefined' && navigator.onLine === false)) {
    return {
      kind: 'offline',
      title: "We can't reach Shopfloor",
      body: 'Your device or our server seems to be offline. Check your connection, then retry. Nothing you saved is lost.',
      detail: code,
    };
  }
  if (status === 401 || status === 419 || code === 'CSRF_TOKEN_MISMATCH') {
    return {
      kind: 'session',
      title: 'Your session has ended',
      body: 'For your security you were signed out. Sign in again to carry on where you were.',
      detail: code,
    };
  }
  if (status === 403) {
    return {
      kind: 'access',
      title: "You don't have access to this",
      body: 'Your role in this project does not allow this page. Ask a project owner, or sign in with another account.',
      detail: code,
    };
  }
  return {
    kind: 'bug',
    title: 'This page could not be shown',
    body: 'Something went wrong on our side. Retry in a moment; if it keeps happening, sign in again or contact support.',
    detail: code ?? (status ? `HTTP ${status}` : null),
  };
}
