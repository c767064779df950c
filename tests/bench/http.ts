/** Throughput and p99 on loopback with autocannon, bounded in time. */
import autocannon from 'autocannon';

export async function httpFigures(url: string, opts: { headers?: Record<string, string>; seconds?: number; connections?: number } = {}) {
  const result = await autocannon({
    url,
    connections: opts.connections ?? 50,
    duration: opts.seconds ?? 8,
    headers: opts.headers,
  });
  return {
    rps: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
