/**
 * Is this error "the database cannot be reached right now" (down, restarting, refusing connections) rather than a
 * bug? The error handler answers those with 503 + Retry-After instead of a 500 (docs/decisions/scale.md).
 * drizzle wraps driver errors (`cause`), so the chain is walked.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** SQLSTATE: class 08 connection exceptions; 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now. */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123])$/;
const DRIVER_MESSAGES = [/^Connection terminated/, /not queryable/, /timeout exceeded when trying to connect/];

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((m) => m.test(message))) return true;
    if (e instanceof AggregateError && e.errors.some((x) => isDatabaseUnavailable(x))) return true;
  }
  return false;
}
