/**
 * Tells 404 (no such path) from 405 (path exists, other methods), built once from the app's routes. Where
 * routes overlap (`/v1/projects/templates` and `/v1/projects/{project}`), the most specific pattern owns the
 * path — a static segment beats a parameter at the first place they differ — so `PATCH /v1/projects/templates`
 * is 405, not a lookup of a project called "templates", and `Allow` lists only that pattern's methods.
 */
const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

interface Pattern {
  segments: string[];
  re: RegExp;
  methods: Set<string>;
}

/** Positive when a is more specific than b. */
function compare(a: Pattern, b: Pattern): number {
  for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i++) {
    const pa = a.segments[i]!.startsWith(':');
    const pb = b.segments[i]!.startsWith(':');
    if (pa !== pb) return pa ? -1 : 1;
  }
  return 0;
}

export function buildMethodIndex(routes: { method: string; path: string }[]) {
  const byPattern = new Map<string, Pattern>();
  for (const r of routes) {
    const method = r.method.toUpperCase();
    if (!METHODS.has(method) || r.path.includes('*')) continue;
    const path = r.path.replace(/\/+$/, '') || '/';
    const segments = path.split('/');
    const entry = byPattern.get(path) ?? {
      segments,
      re: new RegExp(`^${segments.map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}/?$`),
      methods: new Set<string>(),
    };
    entry.methods.add(method);
    byPattern.set(path, entry);
  }
  const patterns = [...byPattern.values()];
  /** The methods of the most specific route pattern(s) matching the path ([] = no route has this path). */
  return (path: string): string[] => {
    const matching = patterns.filter((p) => p.re.test(path));
    if (!matching.length) return [];
    const best = matching.reduce((a, b) => (compare(a, b) >= 0 ? a : b));
    const allowed = new Set<string>();
    for (const p of matching) if (compare(p, best) === 0) for (const m of p.methods) allowed.add(m);
    return [...allowed];
  };
}

/** Whether the method is answered by the path's owning pattern (HEAD and OPTIONS follow GET and the router). */
export function methodAllowed(allowed: string[], method: string) {
  if (method === 'HEAD') return allowed.includes('GET');
  return !METHODS.has(method) || allowed.includes(method);
}
