// `npm run dev`: the API server under `tsx watch` (restarts on change) and the Vite dev server with HMR,
// which proxies /v1, /v2, /omnis, /openapi.json, /healthz and /docs to it.
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '8080';
const procs = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/index.ts'], { stdio: 'inherit', env: { ...process.env, PORT: apiPort } }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_URL: `http://127.0.0.1:${apiPort}` } }),
];
const stop = () => {
  for (const p of procs) p.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs)
  p.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
