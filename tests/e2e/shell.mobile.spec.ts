/** The app shell at phone width (Pixel 7): search in the sidebar, bottom nav, account menu as a modal. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInThroughForm } from './fixtures/auth.ts';
import { param, projectsOf, shellReady } from './fixtures/shell.ts';

test('the search box moves from the header into the sidebar below sm', async ({ page }) => {
  await signInThroughForm(page);
  await shellReady(page);
  await expect(page.locator('#header-search')).toBeHidden();
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  const search = page.locator('#sidebar-search');
  await expect(search).toBeVisible();
  await search.fill('dash');
  await expect(page.getByRole('option', { name: /Dashboard/ })).toBeVisible();
  await page.screenshot({ path: '.tmp/shell-mobile-sidebar.png' });
});

test('the bottom nav shows at most 5 items with icons and navigates', async ({ page }) => {
  await signInThroughForm(page);
  await shellReady(page);
  const nav = page.getByRole('navigation', { name: 'Quick navigation' });
  await expect(nav).toBeVisible();
  const links = nav.getByRole('link');
  expect(await links.count()).toBeGreaterThan(0);
  expect(await links.count()).toBeLessThanOrEqual(5);
  for (const l of await links.all()) await expect(l.locator('svg')).toHaveCount(1);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await page.screenshot({ path: '.tmp/shell-mobile.png' });
  await nav.screenshot({ path: '.tmp/shell-mobile-nav.png' });
});

test('the account menu opens as a modal below sm and switches project', async ({ page }) => {
  await signInThroughForm(page);
  const [, p2] = await projectsOf(page);
  await shellReady(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Account' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Search projects' })).toBeVisible();
  await page.screenshot({ path: '.tmp/shell-mobile-account.png' });
  await dialog.getByRole('link', { name: new RegExp(p2!.name) }).click();
  await expect.poll(() => param(page, 'project')).toBe(p2!.id);
  await expect(dialog).toBeHidden();
});

test('routing rules hold at phone width: project added, unknown project dropped, 404 title', async ({ page }) => {
  await signInThroughForm(page);
  const projects = await projectsOf(page);
  await page.goto('/dashboard?project=prj_missing');
  await shellReady(page);
  await expect.poll(() => param(page, 'project')).toBe(projects[0]!.id);
  await page.goto('/missing-page');
  await expect(page).toHaveTitle(/^(\(\d+\) )?Not Found \| Shopfloor$/); // prefixed by the unread count when there is one
  await page.goto('/factory/tutorials/abc');
  await page.waitForURL(/\/support\/tutorials\/abc/);
});

test('axe finds no serious or critical violation at phone width', async ({ page }) => {
  await signInThroughForm(page);
  await shellReady(page);
  const bad = (r: Awaited<ReturnType<AxeBuilder['analyze']>>) =>
    r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`);
  expect(bad(await new AxeBuilder({ page }).analyze())).toEqual([]);
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await expect(page.locator('#sidebar-search')).toBeVisible();
  expect(bad(await new AxeBuilder({ page }).analyze())).toEqual([]);
});
