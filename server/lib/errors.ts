/**
 * The error contract: every error answer is JSON `{code, message, errors?, requestId}`.
 * Validation → 422 with `errors: {field: [messages]}` (a general message under `errors.default`).
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import type { AppEnv } from './context.ts';
import { CODES, type ErrorCode } from './error-codes.ts';
import { logger } from './logger.ts';

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldErrors,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code: ErrorCode = CODES.BAD_REQUEST) => new ApiError(400, code, message);
export const unauthorized = (message = 'Authentication required.', code: ErrorCode = CODES.UNAUTHENTICATED) =>
  new ApiError(401, code, message);
export const forbidden = (
  message = 'You do not have access to this.',
  code: ErrorCode = CODES.FORBIDDEN,
  extra?: Record<string, unknown>,
) => new ApiError(403, code, message, undefined, extra);
export const notFound = (what = 'Resource', code: ErrorCode = CODES.NOT_FOUND) => new ApiError(404, code, `${what} not found.`);
export const conflict = (message: string, code: ErrorCode = CODES.CONFLICT) => new ApiError(409, code, message);
export const tooMany = (message = 'Too many requests. Please wait and try again.') => new ApiError(429, CODES.TOO_MANY_REQUESTS, message);
export function unprocessable(errors: FieldErrors, message = 'The given data was invalid.') {
  return new ApiError(422, CODES.VALIDATION_ERROR, message, errors);
}
/** A single-field validation error. */
export const fieldError = (field: string, message: string) => unprocessable({ [field]: [message] }, message);

/** Field errors keyed by dotted path; safe for any key a client can send (`__proto__`, `constructor`). */
export function zodToFieldErrors(error: ZodError): FieldErrors {
  const out = new Map<string, string[]>();
  const push = (key: string, message: string) => {
    const list = out.get(key) ?? [];
    list.push(message);
    out.set(key, list);
  };
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'default';
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) push([...issue.path.map(String), k].join('.'), 'This field is not allowed.');
      continue;
    }
    push(key, issue.message);
  }
  return Object.fromEntries(out);
}

export function errorBody(c: Context<AppEnv>, err: ApiError) {
  return {
    code: err.code,
    message: err.message,
    ...(err.errors ? { errors: err.errors } : {}),
    ...(err.extra ?? {}),
    requestId: c.get('requestId'),
  };
}

export const DATABASE_UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.';

export const INSUFFICIENT_STORAGE = 'The server has no storage space left. Nothing was saved; please try again later.';

export function onError(err: Error, c: Context<AppEnv>) {
  const log = c.get('log') ?? logger;
  if (err instanceof ApiError) {
    return c.json(errorBody(c, err), err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const code =
      status === 413
        ? CODES.PAYLOAD_TOO_LARGE
        : status === 415
          ? CODES.UNSUPPORTED_MEDIA_TYPE
          : status === 400
            ? CODES.BAD_REQUEST
            : status === 401
              ? CODES.UNAUTHENTICATED
              : CODES.HTTP_ERROR;
    const message =
      status === 413
        ? 'The request body is too large.'
        : status === 415
          ? 'The request body must be JSON (Content-Type: application/json).'
          : err.message || 'The request could not be processed.';
    if (err.res && status !== 400 && status !== 413 && status !== 415) return err.getResponse();
    return c.json(errorBody(c, new ApiError(status as ContentfulStatusCode, code, message)), status as ContentfulStatusCode);
  }
  // Malformed JSON bodies surface as SyntaxError from c.req.json().
  if (err instanceof SyntaxError) {
    return c.json(errorBody(c, badRequest('The request body is not valid JSON.', CODES.INVALID_JSON)), 400);
  }
  if (isDatabaseUnavailable(err)) {
    log.warn({ err }, 'database unavailable');
    c.header('Retry-After', '1');
    return c.json(errorBody(c, new ApiError(503, CODES.DATABASE_UNAVAILABLE, DATABASE_UNAVAILABLE)), 503);
  }
  const errno = (err as NodeJS.ErrnoException).code;
  if (errno === 'ENOSPC' || errno === 'EDQUOT') {
    log.error({ err }, 'disk full');
    return c.json(errorBody(c, new ApiError(507, CODES.INSUFFICIENT_STORAGE, INSUFFICIENT_STORAGE)), 507);
  }
  log.error({ err }, 'unhandled error');
  return c.json(errorBody(c, new ApiError(500, CODES.INTERNAL_ERROR, 'Something went wrong. Please try again later.')), 500);
}
