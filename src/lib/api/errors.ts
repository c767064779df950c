/**
 * The error mapping of spec 000 §8 / 001 §8. Every failed call becomes an AppError:
 * - the server answered with a message → code (default API_ERROR), the message with dots between word
 *   characters replaced by spaces, field errors and status;
 * - the HTTP client failed (network, timeout, abort) → AXIOS_ERROR (the spec's name, kept for compatibility);
 * - anything else → UNKNOWN_ERROR, "Looks like something went wrong...".
 */
export type ErrorLevel = 'danger' | 'warning' | 'success' | 'default';

export interface ErrorAction {
  text: string;
  as?: string;
  to?: string;
  handler?: () => void;
}

export class AppError extends Error {
  code: string;
  level: ErrorLevel;
  status?: number;
  errors?: Record<string, string[]>;
  actions?: ErrorAction[];
  constructor(init: {
    code: string;
    message: string;
    level?: ErrorLevel;
    status?: number;
    errors?: Record<string, string[]>;
    actions?: ErrorAction[];
  }) {
    super(init.message);
    this.name = 'AppError';
    this.code = init.code;
    this.level = init.level ?? 'danger';
    this.status = init.status;
    this.errors = init.errors;
    this.actions = init.actions;
  }
}

export const UNKNOWN_MESSAGE = 'Looks like something went wrong...';
export const FORM_FALLBACK_MESSAGE = 'Something went wrong. Please try again later.';
export const RESPONSE_ERROR_MESSAGE = 'Response returned an error code';
export const NO_ALTERNATIVE_MESSAGE = 'The request failed and the interceptors did not return an alternative response';

/** "auth.failed" → "auth failed"; only dots between word characters are replaced. */
export const humanizeMessage = (message: string) => message.replace(/(?<=\w)\.(?=\w)/g, ' ');

/** Error thrown by the HTTP layer (what ofetch's FetchError looks like to us). */
interface HttpLikeError {
  name?: string;
  message?: string;
  status?: number;
  statusCode?: number;
  data?: unknown;
  response?: { status?: number };
}

function isHttpLikeError(e: unknown): e is HttpLikeError {
  return typeof e === 'object' && e !== null && (e as HttpLikeError).name === 'FetchError';
}

export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isHttpLikeError(error)) {
    const status = error.status ?? error.statusCode ?? error.response?.status;
    const data = error.data as { code?: string; message?: string; errors?: Record<string, string[]> } | undefined;
    if (data && typeof data === 'object' && typeof data.message === 'string') {
      return new AppError({
        code: data.code || 'API_ERROR',
        message: humanizeMessage(data.message),
        errors: data.errors,
        status,
      });
    }
    return new AppError({
      code: 'AXIOS_ERROR',
      message: status ? RESPONSE_ERROR_MESSAGE : NO_ALTERNATIVE_MESSAGE,
      status: status ?? 0,
    });
  }
  return new AppError({ code: 'UNKNOWN_ERROR', message: UNKNOWN_MESSAGE });
}

/** The message a form shows: the server's general message, else the fallback. */
export function formMessage(error: unknown): string {
  const e = toAppError(error);
  return e.errors?.default?.[0] ?? (e.code === 'UNKNOWN_ERROR' || e.code === 'AXIOS_ERROR' ? FORM_FALLBACK_MESSAGE : e.message);
}

/** Validation errors are recognised by HTTP 400 or 422 with field lists under `errors`. */
export function isValidationError(error: unknown): error is AppError & { errors: Record<string, string[]> } {
  const e = toAppError(error);
  return (e.status === 400 || e.status === 422) && !!e.errors;
}
