/** The dashboard, the explorer and the monitors at 390 px: nothing runs off the screen; the lists become cards. */
import { expect, type Page, test } from '@playwright/test';
import { signInThroughForm } from './fixtures/auth.ts';
import { commerceProject, firstProject } from './fixtures/commerce.ts';

test.use({ viewport: { width: 390, height: 844 } });

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('dashboard, explorer and monitors on a phone', async ({ page }) => {
  test.setTimeout(90_000);
  await signInThroughForm(page);
  const projectId = await firstProject(page);
  await commerceProject(page, projectId);

  await page.goto(`/dashboard?project=${projectId}`);
  await expect(page.getByTestId('kpi-orders.today')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('orders-chart').locator('svg').first()).toBeVisible({ timeout: 15_000 });
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/dashboard-390.png', fullPage: true });

  await page.goto(`/metrics?project=${projectId}&metric=orders.revenue`);
  await expect(page.getByTestId('metric-chart').locator('.recharts-line').first()).toBeVisible({ timeout: 15_000 });
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/metrics-explorer-390.png', fullPage: true });

  await page.goto(`/metrics/monitors?project=${projectId}`);
  const row = page.locator('[data-testid^="monitor-row-"]').first();
  await expect(row).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/monitors-390.png', fullPage: true });
  await row.getByRole('link').first().click();
  await expect(page.getByRole('button', { name: 'Save settings' })).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/monitor-390.png', fullPage: true });
});
