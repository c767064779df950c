/**
 * The load mix of `npm run bench` (issue 25): the heaviest authenticated reads and writes of every area that
 * exists, at 50 connections for BENCH_MIX_SECONDS (60 s), beside the same mix on the bare API
 * (tests/bench/floor-api) measured right after on the same data. Reported: req/s, p50, p99, errors (the bar is 0).
 *
 * ADDING A ROUTE is one line in MIX: method, the real path, its weight (requests per cycle), the floor's path
 * (null when the bare API has no equivalent: the route is then left out of the floor's mix, and the ratio
 * compares slightly different mixes — add the endpoint to floor-api/server.ts to keep it honest), and a body
 * for writes. `{project}` and `{user}` are filled in.
 */
import autocannon from 'autocannon';

export interface MixRoute {
  method: 'GET' | 'POST';
  path: string;
  weight: number;
  floor: string | null;
  body?: (ctx: MixContext) => unknown;
}

export interface MixContext {
  project: string;
  user: string;
}

const route = (method: MixRoute['method'], path: string, weight: number, floor: string | null, body?: MixRoute['body']): MixRoute => ({
  method,
  path,
  weight,
  floor,
  body,
});

export const MIX: MixRoute[] = [
  route('GET', '/v1/projects?pageSize=20', 4, '/projects?user={user}'),
  route('GET', '/v1/projects/{project}/users?pageSize=20', 4, '/projects/{project}/users'),
  route('GET', '/v1/projects/{project}', 3, '/projects/{project}'),
  route('POST', '/v1/projects', 1, '/projects', (ctx) => ({ name: 'Mix project', user: ctx.user })),
  // Areas landing later (orders, customers, …) add their list, detail and create here, one line each.
  route('GET', '/v1/gfn/catalog/products?project={project}&pageSize=20', 2, null),
  route('GET', '/v1/gfn/catalog/products?project={project}&pageSize=20&search=mailer', 1, null),
  route('GET', '/v1/gfn/catalog/stock?project={project}&pageSize=20', 1, null),
];

const fill = (path: string, ctx: MixContext) => path.replaceAll('{project}', ctx.project).replaceAll('{user}', ctx.user);

/** autocannon's request list: each route `weight` times, spread (round-robin by weight) rather than in blocks. */
export function mixRequests(ctx: MixContext, side: 'app' | 'floor', headers: Record<string, string>) {
  const routes = MIX.filter((r) => side === 'app' || r.floor !== null);
  const out: autocannon.Request[] = [];
  const max = Math.max(...routes.map((r) => r.weight));
  for (let i = 0; i < max; i++)
    for (const r of routes) {
      if (i >= r.weight) continue;
      const path = fill(side === 'app' ? r.path : r.floor!, ctx);
      const body = r.body?.(ctx) as Record<string, unknown> | undefined;
      // The real API takes the user from the bearer token; the floor is told who the user is.
      const payload = body && side === 'app' ? Object.fromEntries(Object.entries(body).filter(([k]) => k !== 'user')) : body;
      out.push({
        method: r.method,
        path,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
        ...(payload ? { body: JSON.stringify(payload) } : {}),
      });
    }
  return out;
}

export interface MixFigures {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  /** connection errors + timeouts + non-2xx answers */
  errors: number;
}

export async function runMix(base: string, requests: autocannon.Request[], seconds: number): Promise<MixFigures> {
  const result = await autocannon({ url: base, connections: 50, duration: seconds, requests });
  return {
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
