/**
 * Search-param validators for route configs. Route configs run on every navigation and sit in the first-load
 * bundle, so these are plain functions rather than zod schemas (zod/mini alone weighed 14 KiB gzip there).
 * Lazy screens keep using zod for forms and list filters.
 */

/** A non-empty string value; a number the router parsed from the query (`?code=123456`) comes back as text. */
export const searchString = (v: unknown): string | undefined => {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return typeof v === 'string' && v ? v : undefined;
};

/** Keeps only the named keys, each as a non-empty string; anything else is dropped. */
export function stringSearch<K extends string>(...keys: K[]) {
  return (raw: Record<string, unknown>): { [P in K]?: string } => {
    const out: { [P in K]?: string } = {};
    for (const key of keys) {
      const value = searchString(raw[key]);
      if (value !== undefined) out[key] = value;
    }
    return out;
  };
}

/** `?project=<id>` on the pages of one project's area. */
export const projectSearch = stringSearch('project');
