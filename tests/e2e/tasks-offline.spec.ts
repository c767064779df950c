/**
 * A bookmarked view pinned for offline (issue 24): its data stays in the persisted cache, so with the server
 * stopped a new window opens the view with its rows and says when they were last synced.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, expect, test } from '@playwright/test';
import { chromiumArgs } from '../../playwright.config.ts';
import { DEMO, signInThroughForm } from './fixtures/auth.ts';
import { removeDataDir, startPrivateServer } from './fixtures/server.ts';

const launch = (dir: string) =>
  chromium.launchPersistentContext(dir, { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
const firstPage = async (ctx: BrowserContext) => ctx.pages()[0] ?? (await ctx.newPage());

test('a pinned view reads offline with its last-synced time', async () => {
  test.setTimeout(150_000);
  const server = await startPrivateServer();
  const profile = mkdtempSync(join(tmpdir(), 'sf-profile-'));
  try {
    let ctx = await launch(profile);
    let page = await firstPage(ctx);
    await signInThroughForm(page, DEMO, server.url);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 40_000 });
    const project = new URL(page.url()).searchParams.get('project') as string;
    const view = `${server.url}/users?project=${project}&q=admin`;
    await page.goto(view);
    await expect(page.getByRole('cell', { name: 'admin@shopfloor.local' })).toBeVisible();
    await page.getByRole('button', { name: 'Save this view' }).click();
    await page.getByLabel('Bookmark title').fill('Admins offline');
    await page.getByLabel('Keep available offline').check();
    await page.getByRole('button', { name: 'Save bookmark' }).click();
    await expect(page.getByTestId('view-pinned')).toContainText(/last synced/);
    // A search result is never persisted unless pinned: this one is.
    await expect
      .poll(() => page.evaluate(() => (localStorage.getItem('shopfloor-query-cache') ?? '').includes('"search":"admin"')), {
        timeout: 10_000,
      })
      .toBe(true);
    await page.goto(`${server.url}/bookmarks?project=${project}`);
    await expect(page.getByTestId('bookmark-Admins offline').getByTestId('pinned-synced')).toContainText('last synced');
    await expect(page.getByTestId('storage-meter')).toContainText(/1 pinned view uses \d+ KB/);
    await page.screenshot({ path: '.tmp/bookmarks-pinned-desktop.png', fullPage: true });
    await ctx.close();

    await server.stop();
    ctx = await launch(profile);
    page = await firstPage(ctx);
    await page.goto(view);
    // A cold start with the server gone: the shell's guards each wait their 2 s network budget before the cache
    // answers, and a loaded CI machine starts the worker slowly.
    await expect(page.getByRole('cell', { name: 'admin@shopfloor.local' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('view-pinned')).toContainText(/last synced \d/);
    await expect(page.getByTestId('offline-banner')).toBeVisible({ timeout: 20_000 });
    await page.screenshot({ path: '.tmp/bookmarks-pinned-offline.png', fullPage: true });
    await ctx.close();
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
    rmSync(profile, { recursive: true, force: true });
  }
});
