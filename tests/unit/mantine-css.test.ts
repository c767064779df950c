/**
 * Every @mantine/core component the app renders has its stylesheet loaded where it is used: in
 * src/styles/mantine.ts (the app loads Mantine's CSS per component, not the whole sheet), or imported by the very
 * file that renders it (a lazy screen's own component). A component whose CSS is imported only inside another
 * lazy screen renders unstyled until that screen has been opened — the drive's List/Grid switch showed as bare
 * radio buttons that way, and the order timeline had no CSS at all.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(name) ? [p] : [];
  });
}

it('every Mantine core component used in src/ has its CSS in src/styles/mantine.ts or in its own file', () => {
  const sheet = readFileSync(join(root, 'src/styles/mantine.ts'), 'utf8');
  const loaded = new Set([...sheet.matchAll(/@mantine\/core\/styles\/(\w+)\.css/g)].map((m) => m[1]));
  const missing = new Map<string, string>();
  for (const file of files(join(root, 'src'))) {
    const text = readFileSync(file, 'utf8');
    const own = new Set([...text.matchAll(/@mantine\/core\/styles\/(\w+)\.css/g)].map((x) => x[1]));
    for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      for (const raw of m[1]!.split(',')) {
        const name = raw
          .trim()
          .split(/\s+as\s+/)[0]!
          .trim();
        if (!name || name.startsWith('type ')) continue;
        const css = join(root, 'node_modules/@mantine/core/styles', `${name}.css`);
        if (existsSync(css) && !loaded.has(name) && !own.has(name)) missing.set(name, file.slice(root.length + 1));
      }
    }
  }
  expect(Object.fromEntries(missing)).toEqual({});
});
