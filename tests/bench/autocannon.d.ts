// The parts of autocannon 9 the benches use (it ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    overallRate?: number;
    duration?: number;
    headers?: Record<string, string>;
    method?: string;
  }
  interface Result {
    requests: { total: number; average: number };
    latency: { p50: number; p99: number; average: number };
    non2xx: number;
    statusCodeStats?: Record<string, { count: number }>;
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
