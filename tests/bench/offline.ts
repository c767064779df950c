/**
 * The installed app's offline cold start (what tests/e2e/installed-app.spec.ts proves, timed here): a person who
 * has used the app opens a new browser window at a deep list URL while the server is unreachable. The worker
 * serves the shell, the persisted query cache renders the list. Figure: from navigation to the list's first row
 * on screen, a fresh browser process each run. Floor: the bare app (tests/bench/floor-app), same routine, to its
 * login form. Each side gets a server process of its own on the bench's database, stopped before the cold starts
 * (connection refused, as when the server is down — Chromium's offline emulation also cut the worker's cache
 * reads of the app's chunks, so it is not used).
 * Alone: `npx tsx tests/bench/offline.ts [--no-build]` (its own servers, a small demo seed); in `npm run bench` it
 * is called by run.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { chromiumArgs } from '../../playwright.config.ts';
import { startAppServerOn, startFloorAppServer } from './processes.ts';

const DEMO = { email: 'demo@shopfloor.local', password: 'demo-password-2026' };

const launch = (profile: string) =>
  chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
    headless: true,
  });

const firstPage = async (ctx: BrowserContext) => ctx.pages()[0] ?? (await ctx.newPage());

async function until(what: string, check: () => Promise<boolean>, ms = 20_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`offline bench: ${what} did not happen within ${ms / 1000} s`);
}

/** Navigation start → `ready` visible, in a new browser process on `profile` (its server stopped), `runs` times. */
async function coldStarts(profile: string, url: string, ready: (page: Page) => Promise<unknown>, runs: number) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const ctx = await launch(profile);
    try {
      const page = await firstPage(ctx);
      const t0 = performance.now();
      await page.goto(url, { waitUntil: 'commit' });
      await ready(page).catch(async (e) => {
        await page.screenshot({ path: `.tmp/offline-bench-failure-${i}.png` });
        console.error('offline bench: page at failure', page.url(), (await page.locator('body').innerText()).slice(0, 500));
        throw e;
      });
      times.push(Math.round(performance.now() - t0));
      const viaWorker = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
        return (nav?.workerStart ?? 0) > 0;
      });
      if (!viaWorker) throw new Error(`offline bench: ${url} was not served by the service worker`);
    } finally {
      await ctx.close();
    }
  }
  return times;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function benchOfflineColdStart(o: { databaseUrl: string; floorDist: string; runs: number }) {
  const appServer = await startAppServerOn(o.databaseUrl);
  const floorServer = await startFloorAppServer(o.databaseUrl, o.floorDist);
  const url = appServer.url;
  const floorUrl = floorServer.url;
  const appProfile = mkdtempSync(join(tmpdir(), 'sf-bench-offline-'));
  const floorProfile = mkdtempSync(join(tmpdir(), 'sf-bench-offline-floor-'));
  try {
    // The app, used once online: sign in, open the members list, let the worker and the cache persister finish.
    let listUrl: string;
    {
      const ctx = await launch(appProfile);
      const page = await firstPage(ctx);
      await page.goto(`${url}/account/login`);
      await page.getByLabel('Email').fill(DEMO.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/dashboard/);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 40_000 });
      const project = new URL(page.url()).searchParams.get('project');
      listUrl = `${url}/users?project=${project}`;
      await page.goto(listUrl);
      await page.getByRole('cell', { name: DEMO.email }).waitFor({ timeout: 30_000 });
      await until('the persisted cache holding the list', () =>
        page.evaluate((email) => (localStorage.getItem('shopfloor-query-cache') ?? '').includes(email), DEMO.email),
      );
      await ctx.close();
    }
    // The floor, used once online: its worker installed and controlling.
    {
      const ctx = await launch(floorProfile);
      const page = await firstPage(ctx);
      await page.goto(`${floorUrl}/account/login`);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 40_000 });
      await ctx.close();
    }
    await Promise.all([appServer.stop(), floorServer.stop()]);
    const app = await coldStarts(
      appProfile,
      listUrl,
      (p) => p.getByRole('cell', { name: DEMO.email }).waitFor({ timeout: 30_000 }),
      o.runs,
    );
    const floor = await coldStarts(
      floorProfile,
      `${floorUrl}/account/login`,
      (p) => p.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 30_000 }),
      o.runs,
    );
    return { appMs: median(app), floorMs: median(floor), appRuns: app, floorRuns: floor };
  } finally {
    await Promise.all([appServer.stop(), floorServer.stop()]);
    rmSync(appProfile, { recursive: true, force: true });
    rmSync(floorProfile, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Alone: its own real server (a small demo seed) and the bare app's server on the same database.
  process.env.DEMO_ORDERS ??= '3000';
  const { execSync } = await import('node:child_process');
  const { freePort } = await import('../../server/lib/free-port.ts');
  const { buildFloorApp } = await import('./floor-app/build.ts');
  const { startRealServer } = await import('./processes.ts');
  if (!process.argv.includes('--no-build')) execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
  const floorDist = await buildFloorApp();
  const port = await freePort();
  const dataDir = `.tmp/bench-offline-${port}`;
  const real = await startRealServer(dataDir, port, await freePort());
  try {
    const r = await benchOfflineColdStart({ databaseUrl: real.databaseUrl, floorDist, runs: Number(process.env.BENCH_ROUNDS ?? 3) });
    console.log({ ...r, ratio: Math.round((r.appMs / r.floorMs) * 100) / 100 });
  } finally {
    await real.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(floorDist, { recursive: true, force: true });
  }
}
