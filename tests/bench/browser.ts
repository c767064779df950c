/** Cold load (empty profile, no service worker) and warm load (service worker + HTTP cache) in Chromium. */
import { rmSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../../playwright.config.ts';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

async function timeToLoginForm(page: import('@playwright/test').Page, url: string) {
  const t0 = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Sign in' }).waitFor({ state: 'visible', timeout: 30_000 });
  return Date.now() - t0;
}

export async function loadFigures(baseUrl: string, runs = 5) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  const cold: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    cold.push(await timeToLoginForm(page, `${baseUrl}/account/login`));
    await context.close();
  }
  await browser.close();
  // Warm: one persistent profile; first visit installs the worker, later visits are served by it.
  const profile = `.tmp/bench-profile-${Date.now()}`;
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await timeToLoginForm(page, `${baseUrl}/account/login`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
  const warm: number[] = [];
  for (let i = 0; i < runs; i++) {
    const p = await context.newPage();
    warm.push(await timeToLoginForm(p, `${baseUrl}/account/login`));
    await p.close();
  }
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  return { coldLoadMs: median(cold), warmLoadMs: median(warm), coldRuns: cold, warmRuns: warm };
}
