/** Tells 404 (no such path) from 405 (path exists, other methods): built once from the app's routes. */
export function buildMethodIndex(routes: { method: string; path: string }[]) {
  const byPattern = new Map<string, { re: RegExp; methods: Set<string> }>();
  for (const r of routes) {
    if (r.method === 'ALL' || r.path.includes('*')) continue;
    const entry = byPattern.get(r.path) ?? {
      re: new RegExp(
        `^${r.path
          .replace(/\/+$/, '')
          .split('/')
          .map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('/')}/?$`,
      ),
      methods: new Set<string>(),
    };
    entry.methods.add(r.method.toUpperCase());
    byPattern.set(r.path, entry);
  }
  const patterns = [...byPattern.values()];
  return (path: string): string[] => {
    const allowed = new Set<string>();
    for (const p of patterns) if (p.re.test(path)) for (const m of p.methods) allowed.add(m);
    return [...allowed];
  };
}
