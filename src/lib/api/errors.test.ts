import { FetchError } from 'ofetch';
import { describe, expect, it } from 'vitest';
import { AppError, FORM_FALLBACK_MESSAGE, formMessage, humanizeMessage, isValidationError, toAppError, UNKNOWN_MESSAGE } from './errors.ts';

function fetchError(status: number | undefined, data?: unknown) {
  const e = new FetchError('request failed');
  Object.assign(e, { status, statusCode: status, data });
  return e;
}

describe('error mapping (000 §8)', () => {
  it('maps a server message: code (default API_ERROR), humanised message, errors and status', () => {
    const e = toAppError(fetchError(422, { message: 'validation.failed', errors: { email: ['Taken.'] } }));
    expect(e).toBeInstanceOf(AppError);
    expect(e).toMatchObject({ code: 'API_ERROR', message: 'validation failed', status: 422, errors: { email: ['Taken.'] } });
    expect(toAppError(fetchError(403, { code: 'TWO_FACTOR_REQUIRED', message: 'x' })).code).toBe('TWO_FACTOR_REQUIRED');
  });

  it('replaces only dots between word characters', () => {
    expect(humanizeMessage('auth.user.not_found')).toBe('auth user not_found');
    expect(humanizeMessage('Saved. Done...')).toBe('Saved. Done...');
    expect(humanizeMessage('v1.2 works.')).toBe('v1 2 works.');
  });

  it('maps an HTTP client failure without a message to AXIOS_ERROR', () => {
    const network = toAppError(fetchError(undefined));
    expect(network.code).toBe('AXIOS_ERROR');
    expect(network.message).toBe('The request failed and the interceptors did not return an alternative response');
    const status = toAppError(fetchError(502, '<html>bad gateway</html>'));
    expect(status).toMatchObject({ code: 'AXIOS_ERROR', message: 'Response returned an error code', status: 502 });
  });

  it('maps anything else to UNKNOWN_ERROR', () => {
    const e = toAppError(new TypeError('boom'));
    expect(e).toMatchObject({ code: 'UNKNOWN_ERROR', message: UNKNOWN_MESSAGE });
  });

  it('recognises validation errors by 400 or 422 with field lists, and picks the form message', () => {
    expect(isValidationError(fetchError(422, { message: 'm', errors: { a: ['b'] } }))).toBe(true);
    expect(isValidationError(fetchError(400, { message: 'm', errors: { a: ['b'] } }))).toBe(true);
    expect(isValidationError(fetchError(403, { message: 'm', errors: { a: ['b'] } }))).toBe(false);
    expect(formMessage(fetchError(422, { message: 'm', errors: { default: ['General problem.'] } }))).toBe('General problem.');
    expect(formMessage(new Error('x'))).toBe(FORM_FALLBACK_MESSAGE);
  });
});
