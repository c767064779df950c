/** Throughput and p99 on loopback with autocannon, bounded in time. */
import autocannon from 'autocannon';

export interface HttpOpts {
  headers?: Record<string, string>;
  seconds?: number;
  connections?: number;
  method?: 'GET' | 'POST';
  body?: string;
}

export async function httpFigures(url: string, opts: HttpOpts = {}) {
  const result = await autocannon({
    url,
    connections: opts.connections ?? 50,
    duration: opts.seconds ?? 8,
    headers: opts.headers,
    method: opts.method ?? 'GET',
    body: opts.body,
  });
  return {
    rps: Math.round(result.requests.average),
    total: result.requests.total,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
