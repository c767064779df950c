/**
 * A short catalogue bench (issue 21): the demo catalogue (300 products, ~2,300 variants, stock at two factories,
 * a year of statements), then req/s and p99 at 20 connections for a few seconds each: the products page, a
 * ranked search, a deep page (token), the stock list and the transactions list.
 * Alone: `npx tsx tests/bench/catalogue.ts` (BENCH_CATALOGUE_SECONDS, default 5).
 */
import { rmSync } from 'node:fs';
import autocannon from 'autocannon';
import { freePort } from '../../server/lib/free-port.ts';
import { signInBearer, startRealServer } from './processes.ts';

const seconds = Number(process.env.BENCH_CATALOGUE_SECONDS ?? 5);

async function measure(url: string, token: string) {
  const r = await autocannon({ url, connections: 20, duration: seconds, headers: { authorization: `Bearer ${token}` } });
  return { reqPerSec: Math.round(r.requests.average), p99ms: r.latency.p99, errors: r.errors + r.non2xx };
}

process.env.DEMO_ORDERS ??= '0'; // the catalogue only: no order history to seed
const dataDir = `.tmp/bench-catalogue-${process.pid}`;
const server = await startRealServer(dataDir, await freePort(), await freePort());
try {
  const base = server.url;
  const { token } = await signInBearer(base);
  const projects = (await (await fetch(`${base}/v1/projects`, { headers: { authorization: `Bearer ${token}` } })).json()).projects as {
    id: string;
  }[];
  let project = '';
  for (const p of projects) {
    const res = await fetch(`${base}/v1/gfn/catalog/products?project=${p.id}&pageSize=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.ok && (await res.json()).products.length) project = p.id;
    if (project) break;
  }
  const q = (path: string) => `${base}${path}${path.includes('?') ? '&' : '?'}project=${project}`;
  let pageToken = '';
  for (let i = 0; i < 10; i++) {
    const res = await (
      await fetch(q(`/v1/gfn/catalog/products?pageSize=20${pageToken ? `&pageToken=${pageToken}` : ''}`), {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    pageToken = res.nextPageToken;
  }
  const cases: [string, string][] = [
    ['baseline: GET /v1/projects/{project} (same run)', `${base}/v1/projects/${project}`],
    ['products, first page of 20', q('/v1/gfn/catalog/products?pageSize=20')],
    ['products, 11th page (token)', q(`/v1/gfn/catalog/products?pageSize=20&pageToken=${pageToken}`)],
    ['products, ranked search "mailer box"', q('/v1/gfn/catalog/products?pageSize=20&search=mailer%20box')],
    ['product with variants', ''],
    ['stock, page of 20', q('/v1/gfn/catalog/stock?pageSize=20')],
    ['transactions, page of 20', q('/v1/gfn/transactions?pageSize=20')],
  ];
  const first = (await (await fetch(q('/v1/gfn/catalog/products?pageSize=1'), { headers: { authorization: `Bearer ${token}` } })).json())
    .products[0];
  cases[4]![1] = q(`/v1/gfn/catalog/products/${first.id}`);
  const rows = [];
  for (const [name, url] of cases) rows.push({ name, ...(await measure(url, token)) });
  console.table(rows);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
