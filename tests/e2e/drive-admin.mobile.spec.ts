/** Storage administration on a phone (390 px): the metrics and the projects as cards, nothing wider than the screen. */
import { expect, test } from '@playwright/test';
import { DEMO, signInThroughForm } from './fixtures/auth.ts';

test('the storage screen on a phone: metrics, chart and project cards fit the screen', async ({ page }) => {
  test.setTimeout(45_000);
  await signInThroughForm(page, { email: 'admin@shopfloor.local', password: DEMO.password });
  await page.goto('/admin/storage');
  await expect(page.getByRole('heading', { name: 'Storage', exact: true })).toBeVisible();
  const metrics = page.getByRole('region', { name: 'Storage metrics' });
  await expect(metrics.getByTestId('storage-totals')).toBeVisible();
  await metrics.getByText('90 days', { exact: true }).click();
  await expect(metrics.getByTestId('storage-chart')).toBeVisible();
  await expect(page).toHaveURL(/[?&]range=90(&|$)/); // kept in the URL
  await expect(page.getByText('Any', { exact: true }).first()).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.screenshot({ path: '.tmp/drive-admin-mobile.png', fullPage: true });
  // One project's metrics from its card.
  await page.getByRole('button', { name: 'Metrics', exact: true }).first().click();
  await expect(page).toHaveURL(/[?&]of=prj_/);
  await expect(metrics.getByTestId('storage-totals')).toBeVisible();
});
