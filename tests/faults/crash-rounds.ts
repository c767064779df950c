/**
 * Rounds of `kill -9` during acknowledged writes against the real server (one process, restarted after each
 * kill on the same database): returns what was acknowledged and which of those the restarted server lacks.
 * Used by server/db/crash-recovery.test.ts (embedded, Node only) and tests/faults/crash.test.ts (the rest).
 */
import { freePort } from '../../server/lib/free-port.ts';
import { bearerFor, signUp } from '../cluster/api.ts';
import { type ServerProcess, startServer, waitHealthy } from '../cluster/node.ts';
import { missing, writeUntilKilled } from './writes.ts';

export interface CrashRun {
  acknowledged: string[];
  missing: string[];
  /** ms from spawning the replacement process to /healthz 200, per round */
  restartMs: number[];
  outputs: string[];
  server: ServerProcess;
}

export async function crashRounds(opts: {
  env: Record<string, string>;
  rounds: number;
  /** kill the whole process group (Node and the embedded PostgreSQL it started) instead of Node alone */
  group: boolean;
  /** acknowledged writes to wait for before each kill */
  writesBeforeKill?: number;
  track: (s: ServerProcess) => void;
}): Promise<CrashRun> {
  const port = await freePort();
  let server = startServer(port, { JOBS_ENABLED: 'false', LOG_LEVEL: 'info', ...opts.env });
  opts.track(server);
  await waitHealthy(server);
  const token = await bearerFor(server.url, await signUp(server.url));
  const acknowledged: string[] = [];
  const restartMs: number[] = [];
  const outputs: string[] = [];
  for (let round = 1; round <= opts.rounds; round++) {
    const writes = writeUntilKilled(server.url, token, `${opts.group ? 'g' : 'n'}${round}-${Date.now()}`);
    while (writes.acknowledged.length < (opts.writesBeforeKill ?? 5)) await new Promise((r) => setTimeout(r, 10));
    await server.kill9(opts.group); // what an OOM kill (Node) or a container stop without grace (group) does
    await writes.finish();
    acknowledged.push(...writes.acknowledged);
    outputs.push(server.output());
    const t0 = performance.now();
    server = startServer(port, { JOBS_ENABLED: 'false', LOG_LEVEL: 'info', ...opts.env });
    opts.track(server);
    await waitHealthy(server);
    restartMs.push(Math.round(performance.now() - t0));
  }
  outputs.push(server.output());
  return { acknowledged, missing: await missing(server.url, token, acknowledged), restartMs, outputs, server };
}
