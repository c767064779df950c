/**
 * Server errors → a form: 422 field errors go onto their fields (`errors.<field>`), the general message
 * (`errors.default`) into the alert, with the fallback "Something went wrong. Please try again later.".
 */
import { FORM_FALLBACK_MESSAGE, toAppError } from '../../../lib/api/errors.ts';

interface SettableForm {
  setErrors: (errors: Record<string, string>) => void;
  getValues: () => object;
}

export function applyServerErrors(form: SettableForm | null, error: unknown): string | null {
  const e = toAppError(error);
  const fields = Object.keys(form?.getValues() ?? {});
  const own: Record<string, string> = {};
  for (const [k, v] of Object.entries(e.errors ?? {})) if (k !== 'default' && fields.includes(k) && v[0]) own[k] = v[0];
  form?.setErrors(own);
  if (e.errors?.default?.[0]) return e.errors.default[0];
  if (Object.keys(own).length) return null;
  if (e.code === 'UNKNOWN_ERROR' || e.code === 'AXIOS_ERROR' || (e.status ?? 0) >= 500) return FORM_FALLBACK_MESSAGE;
  const other = Object.values(e.errors ?? {})[0]?.[0];
  return other ?? e.message ?? FORM_FALLBACK_MESSAGE;
}

export const PASSWORD_HINT = 'At least 8 characters. Long passphrases are welcome; common passwords are refused.';

export const validatePassword = (v: string) => ([...v].length < 8 ? 'The password must be at least 8 characters.' : null);
export const validateEmail = (v: string) => (/^\S+@\S+\.\S+$/.test(v.trim()) ? null : 'Enter a valid email address.');
