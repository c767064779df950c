import { appendFileSync, cpSync, rmSync } from 'node:fs';
import { chromium, expect, test } from '@playwright/test';
import { chromiumArgs } from '../../playwright.config.ts';
import { DEMO, signInThroughForm } from './fixtures/auth.ts';
import { removeDataDir, startPrivateServer } from './fixtures/server.ts';

test('the app loads with no console errors and the login form shows', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/account/login');
  await expect(page.getByRole('heading', { name: 'Sign in to Shopfloor' })).toBeVisible();
  await expect(page).toHaveTitle(/Login/);
  expect(errors).toEqual([]);
});

test('an unauthenticated visitor is sent to login with the redirect, and returns there', async ({ page }) => {
  await page.goto('/dashboard/?tab=1');
  await page.waitForURL(/\/account\/login/);
  const url = new URL(page.url());
  expect(url.searchParams.get('redirect')).toMatch(/^\/dashboard\/?\?tab=1$/);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard\/?\?tab=1/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('a wrong password shows the server message on the form', async ({ page }) => {
  await page.goto('/account/login?email=demo%40shopfloor.local');
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password-here');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
});

test('the service worker controls the page and Chromium reports the app installable', async ({ baseURL }) => {
  // Installability is not reported in incognito-like contexts: use a persistent profile.
  const profile = `.tmp/profile-${Date.now()}`;
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${baseURL}/account/login`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 40_000 });
  const scriptURL = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(scriptURL).toMatch(/\/push\.js$/);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  await context.close();
  removeDataDir(profile);
});

test('a reload with the server stopped still shows the shell', async ({ page }) => {
  const server = await startPrivateServer();
  try {
    await page.goto(`${server.url}/account/login`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 40_000 });
    await server.stop();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in to Shopfloor' })).toBeVisible();
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
  }
});

test('a new build shows "Update available" and reloads into it on request', async ({ page }) => {
  const distDir = `.tmp/dist-update-${Date.now()}`;
  cpSync('dist', distDir, { recursive: true });
  const server = await startPrivateServer({ distDir });
  try {
    await page.goto(`${server.url}/account/login`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 40_000 });
    // Deploy a "new build": the worker script changes byte-for-byte.
    appendFileSync(`${distDir}/push.js`, `\n// build ${Date.now()}\n`);
    // (A real build rewrites the precompressed copies too; here they are dropped so the new bytes are served.)
    for (const ext of ['br', 'gz']) rmSync(`${distDir}/push.js.${ext}`, { force: true });
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await expect(prompt.getByText('Update available')).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload to update' }).click();
    await reloaded;
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
    removeDataDir(distDir);
  }
});

test('sign in and out through the app', async ({ page }) => {
  await signInThroughForm(page);
  await expect(page.getByText('Welcome back, Dana.')).toBeVisible();
  // (the dashboard no longer carries a Log out button: the account menu does)
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByTestId('account-menu').getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL(/\/account\/login/);
  const persisted = await page.evaluate(() => localStorage.getItem('shopfloor-query-cache'));
  expect(persisted ?? '').not.toContain('demo@shopfloor.local');
});
