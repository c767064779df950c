/**
 * A small closed-loop load for failover tests: writers create projects (POST, each name acknowledged only on
 * 201), readers list projects (GET), every request timed and its outcome kept.
 */
import { bearer, createProject } from './api.ts';

export interface Outcome {
  method: 'GET' | 'POST';
  start: number;
  end: number;
  status: number;
  ok: boolean;
}

export function runLoad(base: string, token: string, opts: { writers: number; readers: number; prefix?: string }) {
  const requests: Outcome[] = [];
  const acknowledged: string[] = [];
  let stopped = false;
  const prefix = opts.prefix ?? `load-${Date.now()}`;
  const timed = async (method: Outcome['method'], call: () => Promise<Response>, okStatus: number) => {
    const start = performance.now();
    let status = 0;
    try {
      const res = await call();
      status = res.status;
      await res.arrayBuffer();
    } catch {
      status = 0; // connection error
    }
    requests.push({ method, start, end: performance.now(), status, ok: status === okStatus });
    return status === okStatus;
  };
  const writer = async (w: number) => {
    for (let i = 0; !stopped; i++) {
      const name = `${prefix}-w${w}-${i}`;
      if (await timed('POST', () => createProject(base, token, name), 201)) acknowledged.push(name);
    }
  };
  const reader = async () => {
    while (!stopped) await timed('GET', () => fetch(`${base}/v1/projects?pageSize=20`, { headers: bearer(token) }), 200);
  };
  const done = Promise.all([
    ...Array.from({ length: opts.writers }, (_, w) => writer(w)),
    ...Array.from({ length: opts.readers }, () => reader()),
  ]);
  return {
    requests,
    acknowledged,
    async stop() {
      stopped = true;
      await done;
      return { requests, acknowledged };
    },
  };
}
