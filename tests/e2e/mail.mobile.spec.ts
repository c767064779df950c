/** The email screens on a phone (390 px): campaigns and subscribers lists, a sent campaign's report. */
import { expect, test } from '@playwright/test';
import { signInThroughForm } from './fixtures/auth.ts';
import { mailProject } from './fixtures/mail.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('campaigns, a report and subscribers fit a phone', async ({ page }) => {
  await signInThroughForm(page);
  const projectId = await mailProject(page);
  await page.goto(`/m/email?project=${projectId}`);
  await expect(page.getByRole('link', { name: 'Spring collection' })).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: '.tmp/mail-campaigns-390.png', fullPage: true });
  await page.getByRole('link', { name: 'Spring collection' }).click();
  await expect(page.getByRole('region', { name: 'Report' })).toBeVisible();
  await expect(page.getByTestId('report-chart')).toBeVisible();
  await page.screenshot({ path: '.tmp/mail-report-390.png', fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await page.goto(`/m/email/subscribers?project=${projectId}`);
  await expect(page.getByRole('button', { name: 'Import CSV' })).toBeVisible();
  await page.screenshot({ path: '.tmp/mail-subscribers-390.png', fullPage: true });
});
