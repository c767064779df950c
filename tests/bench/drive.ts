/**
 * The drive bench (issue 19):
 * - a 1000×1000 JPEG resized to 200×200 WebP by the image service: the first render's time (a fresh file each
 *   round), then cached hits — req/s and p99 at 50 connections — beside the same bytes served as a static file
 *   (tests/bench/floor-api/static-file.ts), same round; goal: cached hit ≥ 0.8 of the static file's req/s;
 * - a 200 MB upload (8 MiB Content-Range chunks, as the app sends them): growth of the server's RSS; goal < 50 MB.
 * In `npm run bench` (tests/bench/run.ts calls `benchDrive`), or alone: `npx tsx tests/bench/drive.ts`.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { freePort } from '../../server/lib/free-port.ts';
import { httpFigures } from './http.ts';
import { type Proc, serverRssKiB, signInBearer, startProcess, startRealServer } from './processes.ts';
import { makeRow, printTable, type Row } from './report.ts';

export interface DriveBenchOptions {
  url: string;
  server: Proc;
  rounds: number;
  seconds: number;
}

async function upload(url: string, auth: Record<string, string>, project: string, name: string, bytes: Buffer | number, pub = false) {
  const size = typeof bytes === 'number' ? bytes : bytes.length;
  const res = await fetch(`${url}/v1/drive/files?project=${project}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ name, size, public: pub }),
  });
  const file = (await res.json()) as { id: string };
  const chunk = 8 * 1024 * 1024;
  for (let at = 0; at < size; at += chunk) {
    const end = Math.min(size, at + chunk);
    const body = typeof bytes === 'number' ? Buffer.alloc(end - at, at % 251) : bytes.subarray(at, end);
    const r = await fetch(`${url}/v1/drive/files/${file.id}?project=${project}`, {
      method: 'POST',
      headers: { ...auth, 'content-range': `bytes ${at}-${end - 1}/${size}` },
      body: new Uint8Array(body),
    });
    if (!r.ok) throw new Error(`upload chunk: ${r.status} ${await r.text()}`);
  }
  return file.id;
}

export async function benchDrive(o: DriveBenchOptions): Promise<Row[]> {
  if (process.env.BENCH_DRIVE === '0') return [];
  const { token } = await signInBearer(o.url);
  const auth = { authorization: `Bearer ${token}` };
  const { projects } = (await (await fetch(`${o.url}/v1/projects`, { headers: auth })).json()) as { projects: { id: string }[] };
  const project = projects[0]!.id;
  const raw = Buffer.alloc(1000 * 1000 * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7 + ((i / 3000) | 0) * 13) & 255; // a busy, photo-sized image
  const jpeg = await sharp(raw, { raw: { width: 1000, height: 1000, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
  const tmp = join('.tmp', `bench-drive-${process.pid}`);
  mkdirSync(tmp, { recursive: true });
  const series: Record<string, { value: number; floor: number | null }[]> = {};
  const add = (k: string, value: number, fl: number | null) => (series[k] ??= []).push({ value, floor: fl });
  try {
    for (let round = 0; round < o.rounds; round++) {
      const id = await upload(o.url, auth, project, `bench-${round}.jpg`, jpeg, true);
      const imageUrl = `${o.url}/v1/drive/images/${project}/${id}.webp?v=2&w=200&h=200`;
      const t0 = performance.now();
      const first = await fetch(imageUrl);
      const bytes = Buffer.from(await first.arrayBuffer());
      add('driveImageFirstMs', performance.now() - t0, null);
      const file = join(tmp, 'variant.webp');
      writeFileSync(file, bytes);
      const floor = await startProcess(
        ['tsx', 'tests/bench/floor-api/static-file.ts'],
        { FILE: file, TYPE: 'image/webp' },
        await freePort(),
      );
      try {
        const a = await httpFigures(imageUrl, { seconds: o.seconds });
        const f = await httpFigures(`${floor.url}/file`, { seconds: o.seconds });
        if (a.non2xx || f.non2xx) console.warn(`image hits: ${a.non2xx} / ${f.non2xx} non-2xx (app / floor)`);
        add('driveImageHitRps', a.rps, f.rps);
        add('driveImageHitP99', a.p99Ms, f.p99Ms);
      } finally {
        await floor.stop();
      }
    }
    const pgid = o.server.child.pid as number;
    const before = serverRssKiB(pgid);
    let peak = before;
    const timer = setInterval(() => {
      peak = Math.max(peak, serverRssKiB(pgid));
    }, 100);
    const t0 = performance.now();
    await upload(o.url, auth, project, 'bench-200mb.bin', 200 * 1000 * 1000);
    clearInterval(timer);
    peak = Math.max(peak, serverRssKiB(pgid));
    add('driveUpload200MbGrowth', (peak - before) / 1024, null);
    add('driveUpload200MbS', (performance.now() - t0) / 1000, null);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return [
    makeRow({
      key: 'driveImageFirstMs',
      metric: 'image service: first render 1000×1000 JPEG → 200×200 WebP',
      unit: 'ms',
      better: 'lower',
      target: null,
      rounds: series.driveImageFirstMs!,
    }),
    makeRow({
      key: 'driveImageHitRps',
      metric: 'image service: cached hit (floor: the same bytes as a static file)',
      unit: 'req/s',
      better: 'higher',
      target: 0.8,
      rounds: series.driveImageHitRps!,
    }),
    makeRow({
      key: 'driveImageHitP99',
      metric: 'image service: cached hit p99 (floor: static file)',
      unit: 'ms',
      better: 'lower',
      target: null,
      rounds: series.driveImageHitP99!,
    }),
    makeRow({
      key: 'driveUpload200MbGrowth',
      metric: 'drive: 200 MB upload in 8 MiB chunks, server RSS growth',
      unit: 'MB',
      better: 'lower',
      target: 50,
      rounds: series.driveUpload200MbGrowth!,
    }),
    makeRow({
      key: 'driveUpload200MbS',
      metric: 'drive: 200 MB upload time (loopback)',
      unit: 's',
      better: 'lower',
      target: null,
      rounds: series.driveUpload200MbS!,
    }),
  ];
}

// Alone: its own real server (and database), the same figures.
if (import.meta.url === `file://${process.argv[1]}`) {
  const port = await freePort();
  const dataDir = `.tmp/bench-drive-${port}`;
  const real = await startRealServer(dataDir, port, await freePort());
  try {
    printTable(
      await benchDrive({
        url: real.url,
        server: real,
        rounds: Number(process.env.BENCH_ROUNDS ?? 2),
        seconds: Number(process.env.BENCH_API_SECONDS ?? 4),
      }),
    );
  } finally {
    await real.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
