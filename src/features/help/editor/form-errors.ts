/** Server errors → an editor form: 422 field errors onto their fields, the rest as the alert's message. */
import { FORM_FALLBACK_MESSAGE, toAppError } from '../../../lib/api/errors.ts';

export function applyServerErrors(form: { setErrors: (e: Record<string, string>) => void; getValues: () => object }, error: unknown) {
  const e = toAppError(error);
  const fields = Object.keys(form.getValues());
  const own: Record<string, string> = {};
  for (const [k, v] of Object.entries(e.errors ?? {})) if (fields.includes(k) && v[0]) own[k] = v[0];
  form.setErrors(own);
  if (Object.keys(own).length) return null;
  if ((e.status ?? 0) >= 500) return FORM_FALLBACK_MESSAGE;
  return e.errors?.default?.[0] ?? Object.values(e.errors ?? {})[0]?.[0] ?? e.message ?? FORM_FALLBACK_MESSAGE;
}
