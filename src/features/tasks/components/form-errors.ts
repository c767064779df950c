/** 422 field errors onto a form's fields; the rest as one message for the alert. */
import { FORM_FALLBACK_MESSAGE, toAppError } from '../../../lib/api/errors.ts';

export function serverErrors(error: unknown, fields: string[]): { fields: Record<string, string>; message: string | null } {
  const e = toAppError(error);
  const own: Record<string, string> = {};
  for (const [k, v] of Object.entries(e.errors ?? {})) if (fields.includes(k) && v[0]) own[k] = v[0];
  const message = e.errors?.default?.[0] ?? (Object.keys(own).length ? null : (e.status ?? 0) >= 500 ? FORM_FALLBACK_MESSAGE : e.message);
  return { fields: own, message };
}
