import { describe, expect, it } from 'vitest';
import { AppError, FORM_FALLBACK_MESSAGE } from '../../../lib/api/errors.ts';
import { applyServerErrors } from './form-errors.ts';

function fakeForm(values: Record<string, unknown>) {
  const state: { errors: Record<string, string> } = { errors: {} };
  return { state, setErrors: (e: Record<string, string>) => (state.errors = e), getValues: () => values };
}
const fetchError = (status: number, data?: unknown) => Object.assign(new Error('x'), { name: 'FetchError', status, data });

describe('server errors on forms', () => {
  it('puts 422 field errors on their fields and shows errors.default', () => {
    const form = fakeForm({ email: '', password: '' });
    const msg = applyServerErrors(
      form,
      fetchError(422, {
        code: 'VALIDATION_ERROR',
        message: 'The given data was invalid.',
        errors: { password: ['Too short.'], default: ['Check the form.'] },
      }),
    );
    expect(form.state.errors).toEqual({ password: 'Too short.' });
    expect(msg).toBe('Check the form.');
  });

  it('shows no general message when every error has a field', () => {
    const form = fakeForm({ email: '' });
    expect(applyServerErrors(form, fetchError(422, { message: 'The given data was invalid.', errors: { email: ['Bad.'] } }))).toBeNull();
  });

  it('shows a field error the form has no field for as the general message', () => {
    const form = fakeForm({ password: '' });
    expect(applyServerErrors(form, fetchError(422, { message: 'x', errors: { token: ['This link is invalid or has expired.'] } }))).toBe(
      'This link is invalid or has expired.',
    );
  });

  it('falls back to "Something went wrong. Please try again later." for network, unknown and 5xx errors', () => {
    expect(applyServerErrors(null, fetchError(0))).toBe(FORM_FALLBACK_MESSAGE);
    expect(applyServerErrors(null, new TypeError('boom'))).toBe(FORM_FALLBACK_MESSAGE);
    expect(applyServerErrors(null, new AppError({ code: 'INTERNAL_ERROR', message: 'Oops', status: 500 }))).toBe(FORM_FALLBACK_MESSAGE);
    expect(FORM_FALLBACK_MESSAGE).toBe('Something went wrong. Please try again later.');
  });

  it('shows the server message otherwise (e.g. 429)', () => {
    expect(
      applyServerErrors(
        null,
        fetchError(429, { code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Please wait a moment and try again.' }),
      ),
    ).toBe('Too many attempts. Please wait a moment and try again.');
  });
});
