/**
 * The import boundaries of the architecture, checked on resolved paths (a lint pattern can't tell a sibling
 * feature from a sibling folder of the same feature):
 * - a feature never imports another feature (routes assemble them);
 * - shared app code (src/lib, src/components) never imports a feature;
 * - the service worker never imports app code (src/);
 * - server modules never import each other (share through server/lib or registration hooks), except the
 *   two assembly files;
 * - src/lib never imports src/routes; no dynamic import takes a template literal (it would escape every check
 *   here and the bundler's chunk graph);
 * - query keys come from the key factories (each `api/keys.ts`), never an array literal at the call site;
 * - nothing in common/ that the app imports pulls in zod (the app uses zod/mini, or no zod at all);
 * - outside src/lib/api nothing imports the untyped `api()` of client.ts: calls go through the generated layer.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

function files(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...files(p));
    else if (/\.(ts|tsx)$/.test(name)) out.push(p);
  }
  return out;
}

function relativeImports(file: string): string[] {
  const src = readFileSync(file, 'utf8');
  const specs = [
    ...src.matchAll(/(?:import|export)[^'"]*?from\s*['"](\.[^'"]+)['"]|import\s*\(\s*['"](\.[^'"]+)['"]\s*\)|import\s+['"](\.[^'"]+)['"]/g),
  ];
  return specs.map((m) => resolve(dirname(file), (m[1] ?? m[2] ?? m[3])!));
}

const rel = (p: string) => relative(root, p);
const featureOf = (p: string) => /^src\/features\/([^/]+)\//.exec(rel(p))?.[1];
const moduleOf = (p: string) => /^server\/modules\/([^/]+)\//.exec(rel(p))?.[1];

function violations(dir: string, check: (from: string, to: string) => string | null) {
  const found: string[] = [];
  for (const f of files(join(root, dir)))
    for (const to of relativeImports(f)) {
      const why = check(f, to);
      if (why) found.push(`${rel(f)} → ${rel(to)}: ${why}`);
    }
  return found;
}

/** Every file the app reaches through relative imports, starting from src/. */
function reachableFromApp(): Set<string> {
  const seen = new Set<string>();
  const queue = files(join(root, 'src'));
  while (queue.length) {
    const f = queue.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    for (const to of relativeImports(f)) if (/\.(ts|tsx)$/.test(to) && !seen.has(to)) queue.push(to);
  }
  return seen;
}

describe('import boundaries', () => {
  it('src/lib does not import src/routes', () => {
    expect(violations('src/lib', (_f, to) => (rel(to).startsWith('src/routes/') ? 'shared code importing a route' : null))).toEqual([]);
  });
  it('no dynamic import takes a template literal (the checks above could not see it)', () => {
    const found = ['src', 'sw', 'common']
      .flatMap((d) => files(join(root, d)))
      .filter((f) => /\bimport\s*\(\s*`/.test(readFileSync(f, 'utf8')))
      .map(rel);
    expect(found).toEqual([]);
  });
  it('query keys come from the key factories: no array-literal queryKey outside */api/keys.ts', () => {
    const found = files(join(root, 'src'))
      .filter((f) => !/\/api\/keys\.ts$/.test(f) && !/\.test\.tsx?$/.test(f))
      .flatMap((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .map((line, i) => (/\bqueryKey\s*:\s*\[/.test(line) ? `${rel(f)}:${i + 1}: ${line.trim()}` : null))
          .filter((x): x is string => x !== null),
      );
    expect(found).toEqual([]);
  });
  it('calls go through the generated layer: only src/lib/api imports the untyped api() of client.ts', () => {
    const found = files(join(root, 'src'))
      .filter((f) => !rel(f).startsWith('src/lib/api/'))
      .filter((f) => /import\s*\{[^}]*\bapi\b[^}]*\}\s*from\s*['"][^'"]*\/api\/client\.ts['"]/.test(readFileSync(f, 'utf8')))
      .map(rel);
    expect(found).toEqual([]);
  });
  it('zod does not reach the app through common/', () => {
    const found = [...reachableFromApp()]
      .filter((f) => rel(f).startsWith('common/'))
      .filter((f) => /from\s*['"]zod(\/v4)?['"]/.test(readFileSync(f, 'utf8')))
      .map(rel);
    expect(found).toEqual([]);
  });
  it('features do not import each other', () => {
    expect(
      violations('src/features', (f, to) => (featureOf(to) && featureOf(to) !== featureOf(f) ? 'cross-feature import' : null)),
    ).toEqual([]);
  });
  it('shared app code does not import features', () => {
    const check = (_f: string, to: string) => (featureOf(to) ? 'shared code importing a feature' : null);
    expect([...violations('src/lib', check), ...violations('src/components', check)]).toEqual([]);
  });
  it('the service worker does not import app code', () => {
    expect(violations('sw', (_f, to) => (rel(to).startsWith('src/') ? 'service worker importing app code' : null))).toEqual([]);
  });
  it('server modules do not import each other', () => {
    const assembly = new Set(['server/modules/index.ts', 'server/modules/jobs.ts']);
    expect(
      violations('server/modules', (f, to) =>
        !assembly.has(rel(f)) && moduleOf(to) && moduleOf(to) !== moduleOf(f) ? 'cross-module import' : null,
      ),
    ).toEqual([]);
  });

  // Server boundaries (server half of issue 11 item 6).
  const templateSpecs = (src: string) => [...src.matchAll(/import\s*\(\s*`([^`]*)`\s*\)/g)].map((m) => m[1]!);
  const dynamicTemplateImports = (file: string) => templateSpecs(readFileSync(file, 'utf8'));
  /** Relative imports including `import(\`./x\`)` without interpolation (which resolves like a string). */
  const serverImports = (file: string) => [
    ...relativeImports(file),
    ...dynamicTemplateImports(file)
      .filter((spec) => spec.startsWith('.') && !spec.includes('${'))
      .map((spec) => resolve(dirname(file), spec)),
  ];
  const serverViolations = (dir: string, check: (from: string, to: string) => string | null) =>
    files(join(root, dir)).flatMap((f) =>
      serverImports(f).flatMap((to) => (check(f, to) ? [`${rel(f)} → ${rel(to)}: ${check(f, to)}`] : [])),
    );

  it('server/lib does not import server/modules (modules plug in through hooks wired by wireModules())', () => {
    expect(
      serverViolations('server/lib', (_f, to) => (rel(to).startsWith('server/modules/') ? 'server/lib importing a module' : null)),
    ).toEqual([]);
  });
  it('common/ does not import server/', () => {
    expect(serverViolations('common', (_f, to) => (rel(to).startsWith('server/') ? 'common importing server code' : null))).toEqual([]);
  });
  it('no dynamic import with an interpolated template literal (its target cannot be checked)', () => {
    const found = ['src', 'sw', 'server', 'common'].flatMap((dir) =>
      files(join(root, dir)).flatMap((f) =>
        dynamicTemplateImports(f)
          .filter((spec) => spec.includes('${'))
          .map((spec) => `${rel(f)}: import(\`${spec}\`)`),
      ),
    );
    expect(found).toEqual([]);
  });
  it('template-literal dynamic imports are seen by the server checks', () => {
    const interpolated = ['./x/', '$', '{name}.ts'].join('');
    expect(templateSpecs(`const a = () => import(\`../modules/index.ts\`); const b = import( \`${interpolated}\` );`)).toEqual([
      '../modules/index.ts',
      interpolated,
    ]);
  });
  /** Drizzle query-builder calls (a chain split over lines still matches: `.update(` opens its line). */
  const queryBuilder = /\.(select|selectDistinct|selectDistinctOn|insert|update|delete)\s*\(|\.(execute|\$count)\s*\(|\.query\.\w+\.find/;
  /** A value import of drizzle-orm or the schema (`import type` is fine: a handler may name a row type). */
  const valueImport = /^import\s+(?!type\b)[^;]*?from\s*['"](drizzle-orm[^'"]*|[^'"]*\/db\/schema[^'"]*)['"]/m;
  const moduleCode = () => files(join(root, 'server/modules')).filter((f) => !/\.(repo|test)\.ts$/.test(f));
  it('server handlers write no SQL: query builders live in *.repo.ts (and server/lib)', () => {
    const found = moduleCode()
      .filter((f) => queryBuilder.test(readFileSync(f, 'utf8')))
      .map(rel);
    expect(found).toEqual([]);
  });
  it('server handlers build no SQL either: outside *.repo.ts only type imports of drizzle-orm and db/schema', () => {
    // Catches what queryBuilder cannot see: raw sql`…`, operators such as eq() handed to a helper, table objects.
    const found = moduleCode()
      .filter((f) => valueImport.test(readFileSync(f, 'utf8')))
      .map(rel);
    expect(found).toEqual([]);
  });
  it('the SQL checks see what they look for', () => {
    expect(queryBuilder.test('await tx\n      .update(users)')).toBe(true);
    expect(queryBuilder.test('db.query.users.findFirst({})')).toBe(true);
    expect(valueImport.test("import { eq } from 'drizzle-orm';")).toBe(true);
    expect(valueImport.test("import { users } from '../../../db/schema/index.ts';")).toBe(true);
    expect(valueImport.test("import type { users } from '../../../db/schema/index.ts';")).toBe(false);
  });
});
