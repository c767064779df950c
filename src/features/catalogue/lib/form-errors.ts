/** Server errors → a form (as src/features/account/components/form-errors.ts): 422 fields onto fields, the rest into the alert. */
import { FORM_FALLBACK_MESSAGE, toAppError } from '../../../lib/api/errors.ts';

export function applyServerErrors(form: { setErrors: (e: Record<string, string>) => void; getValues: () => object }, error: unknown) {
  const e = toAppError(error);
  const fields = Object.keys(form.getValues());
  const own: Record<string, string> = {};
  for (const [k, v] of Object.entries(e.errors ?? {})) {
    const field = k.split('.')[0]!;
    if (k !== 'default' && fields.includes(field) && v[0]) own[field] = v[0];
  }
  form.setErrors(own);
  if (e.errors?.default?.[0]) return e.errors.default[0];
  if (Object.keys(own).length) return null;
  if ((e.status ?? 0) >= 500 || e.code === 'UNKNOWN_ERROR') return FORM_FALLBACK_MESSAGE;
  return e.message ?? FORM_FALLBACK_MESSAGE;
}
