/**
 * Fails the build check when the first load outgrows the budget (the foundation's targets, also printed by
 * `npm run bench`): first-load JS ≤ 160 KiB gzip, first-load CSS ≤ 40 KiB gzip. Run after `vite build`.
 */
import { BUDGET_KIB, bundleFigures } from './bundle.ts';

const figures = bundleFigures();
const lines = [
  ['first-load JS', figures.firstLoadJsKiB, BUDGET_KIB.firstLoadJs],
  ['first-load CSS', figures.firstLoadCssKiB, BUDGET_KIB.firstLoadCss],
] as const;
let over = false;
for (const [name, value, budget] of lines) {
  const ok = value <= budget;
  over ||= !ok;
  console.log(`${ok ? '✓' : '✗'} ${name}: ${value.toFixed(1)} KiB gzip (budget ${budget} KiB)`);
}
if (over) {
  console.error('The first load is over budget: move code behind a lazy import (see tests/bench/bundle.ts for what counts).');
  process.exit(1);
}
