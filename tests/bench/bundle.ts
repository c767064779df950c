/**
 * First-load weight: the module scripts named in dist/index.html plus everything they statically import
 * (modulepreload links and transitive static imports), gzip-compressed; CSS the same way; and total JS.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The foundation's first-load budget (checked by tests/bench/check-budget.ts in `npm test`). */
export const BUDGET_KIB = { firstLoadJs: 160, firstLoadCss: 40 };

const gz = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;

export function bundleFigures(distDir = 'dist') {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g)].map((m) => m[1]!);
  if (!entries.length) throw new Error('no entry script in dist/index.html');
  const seen = new Set<string>();
  const queue = [...entries, ...[...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]!)];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(distDir, file), 'utf8');
    // Static imports only: `import … from "./x.js"` / `import "./x.js"` (not `import("./x.js")`).
    for (const m of code.matchAll(/(?:^|[;}\n])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g)) {
      queue.push(join('assets', m[1]!));
    }
    for (const m of code.matchAll(/from"\.\/([^"]+\.js)"/g)) queue.push(join('assets', m[1]!));
    for (const m of code.matchAll(/import"\.\/([^"]+\.js)"/g)) queue.push(join('assets', m[1]!));
  }
  const css = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]!);
  const firstJs = [...seen].reduce((n, f) => n + gz(readFileSync(join(distDir, f))), 0);
  const firstCss = css.reduce((n, f) => n + gz(readFileSync(join(distDir, f))), 0);
  const assets = readdirSync(join(distDir, 'assets'));
  const allJs = assets.filter((f) => f.endsWith('.js'));
  const totalJs = allJs.reduce((n, f) => n + gz(readFileSync(join(distDir, 'assets', f))), 0);
  return {
    firstLoadJsKiB: firstJs / 1024,
    firstLoadCssKiB: firstCss / 1024,
    totalJsKiB: totalJs / 1024,
    jsChunks: allJs.length,
    firstLoadFiles: [...seen, ...css],
  };
}
