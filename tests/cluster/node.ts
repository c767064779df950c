/**
 * The real server as a child process (what `npm run serve` starts), for the cluster and fault tests: spawned in
 * its own process group (so a test can kill the whole group), output captured, `waitHealthy` polls `/healthz`.
 */
import { type ChildProcess, spawn } from 'node:child_process';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
  alive: () => boolean;
  /** SIGKILL the Node process only, or its whole process group (Node and anything it started). */
  kill9: (group?: boolean) => Promise<void>;
  stop: () => Promise<void>;
}

export function startServer(port: number, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    output: () => out,
    exited,
    alive,
    async kill9(group = false) {
      if (!alive()) return;
      if (group) process.kill(-child.pid!, 'SIGKILL');
      else child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!alive()) return;
      child.kill('SIGTERM');
      const t = setTimeout(() => alive() && child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(t);
    },
  };
}

export async function waitHealthy(server: ServerProcess, ms = 90_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!server.alive()) throw new Error(`server exited ${server.child.exitCode}:\n${server.output()}`);
    try {
      if ((await fetch(`${server.url}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not healthy within ${ms} ms:\n${server.output()}`);
}
