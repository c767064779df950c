/**
 * Summarises a `node --cpu-prof` profile: self time per function and per package/file, the top N.
 * `npx tsx tests/bench/profile-summary.ts <file.cpuprofile> [N]`
 */
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [N]');
const prof = JSON.parse(readFileSync(file, 'utf8')) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };
const top = Number(topArg ?? 25);
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
prof.samples.forEach((id, i) => {
  self.set(id, (self.get(id) ?? 0) + (prof.timeDeltas[i] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);

const where = (url: string) => {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1]!;
  if (!url) return '(native/gc/idle)';
  return url.replace(/^file:\/\/.*?\/(server|common|src)\//, '$1/').replace(/^node:/, 'node:');
};
const fn = new Map<string, number>();
const mod = new Map<string, number>();
for (const [id, us] of self) {
  const n = byId.get(id)!;
  const key = `${n.callFrame.functionName || '(anonymous)'} ${where(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
  fn.set(key, (fn.get(key) ?? 0) + us);
  const m = where(n.callFrame.url) || n.callFrame.functionName;
  const mk = n.callFrame.url ? m : n.callFrame.functionName || '(anonymous)';
  mod.set(mk, (mod.get(mk) ?? 0) + us);
}
const print = (title: string, m: Map<string, number>) => {
  console.log(`\n${title} (total ${(total / 1000).toFixed(0)} ms)`);
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((us / total) * 100).toFixed(1).padStart(5)}%  ${k}`);
  }
};
print('self time by package / file', mod);
print('self time by function', fn);
