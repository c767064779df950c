/**
 * The bench's table and its regression guard. Every figure is a row {value, floor, ratio}; the ratio is the
 * median of the per-round ratios (value and floor measured back to back in the same round), value and floor
 * the medians of their rounds. `compare()` flags a ratio that got more than 10% worse than in the previous
 * `.bench/latest.json`.
 */
export type Better = 'lower' | 'higher';

export interface Row {
  key: string;
  metric: string;
  unit: string;
  value: number;
  floor: number | null;
  ratio: number | null;
  better: Better;
  /** Target on the ratio (or on the value when there is no floor): `≤ 1.2` / `≥ 0.6`. */
  target: number | null;
  targetOn: 'ratio' | 'value';
  rounds: { value: number; floor: number | null }[];
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  if (!s.length) return Number.NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;

export function makeRow(r: Omit<Row, 'value' | 'floor' | 'ratio' | 'targetOn'> & { targetOn?: Row['targetOn'] }): Row {
  const values = r.rounds.map((x) => x.value);
  const floors = r.rounds.flatMap((x) => (x.floor === null ? [] : [x.floor]));
  const ratios = r.rounds.flatMap((x) => (x.floor ? [x.value / x.floor] : []));
  return {
    ...r,
    targetOn: r.targetOn ?? (floors.length ? 'ratio' : 'value'),
    value: round(median(values), 1),
    floor: floors.length ? round(median(floors), 1) : null,
    ratio: ratios.length ? round(median(ratios), 2) : null,
  };
}

export function meetsTarget(r: Row): boolean | null {
  if (r.target === null) return null;
  const x = r.targetOn === 'ratio' ? r.ratio : r.value;
  if (x === null) return null;
  return r.better === 'lower' ? x <= r.target : x >= r.target;
}

export function printTable(rows: Row[]) {
  const cells = rows.map((r) => {
    const ok = meetsTarget(r);
    const target = r.target === null ? '' : `${r.better === 'lower' ? '≤' : '≥'} ${r.target}${r.targetOn === 'ratio' ? '×' : ` ${r.unit}`}`;
    return [
      r.metric,
      `${r.value} ${r.unit}`,
      r.floor === null ? '' : `${r.floor} ${r.unit}`,
      r.ratio === null ? '' : `${r.ratio.toFixed(2)}×`,
      target,
      ok === null ? '' : ok ? 'met' : 'NOT met',
    ];
  });
  const head = ['metric', 'value', 'floor', 'ratio', 'target', ''];
  const w = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((x, i) => x.padEnd(w[i]!)).join(' | ')} |`;
  console.log(`\n${line(head)}\n${line(w.map((n) => '-'.repeat(n)))}`);
  for (const c of cells) console.log(line(c));
}

/** Rows whose ratio got more than `tolerance` worse than in `previous`. */
export function compare(rows: Row[], previous: { rows?: Row[] } | null, tolerance = 0.1) {
  const before = new Map((previous?.rows ?? []).map((r) => [r.key, r]));
  const worse: { key: string; metric: string; before: number; after: number; change: number }[] = [];
  for (const r of rows) {
    const p = before.get(r.key);
    if (!p || r.ratio === null || p.ratio === null || !r.ratio || !p.ratio) continue;
    const [a, b] = [p.ratio, r.ratio];
    const change = r.better === 'lower' ? b / a - 1 : a / b - 1; // > 0: worse
    if (change > tolerance) worse.push({ key: r.key, metric: r.metric, before: a, after: b, change: round(change, 3) });
  }
  return worse;
}
