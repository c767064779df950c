/** Storefront care on a phone (390 px): the inbox, an enquiry, the moderation queue and the storefront settings fit. */
import { expect, type Page, test } from '@playwright/test';
import { signInThroughForm } from './fixtures/auth.ts';
import { firstProject } from './fixtures/commerce.ts';

async function noSideways(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

test('storefront care screens fit a phone', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughForm(page);
  const projectId = await firstProject(page);

  await page.goto(`/m/enquiries?project=${projectId}`);
  await expect(page.getByRole('heading', { name: 'Enquiries' })).toBeVisible();
  const first = page.locator('a[href*="/m/enquiries/"]').first();
  await expect(first).toBeVisible({ timeout: 20_000 });
  await noSideways(page);
  await page.screenshot({ path: '.tmp/enquiries-390.png', fullPage: true });
  await page.goto((await first.getAttribute('href'))!);
  await expect(page.getByTestId('enquiry-message')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible();
  await noSideways(page);
  await page.screenshot({ path: '.tmp/enquiry-390.png', fullPage: true });

  await page.goto(`/m/reviews?project=${projectId}`);
  await expect(page.getByRole('tab', { name: 'Pending' })).toBeVisible();
  await expect(page.getByRole('img', { name: /out of 5 stars/ }).first()).toBeVisible({ timeout: 20_000 });
  await noSideways(page);
  await page.screenshot({ path: '.tmp/reviews-390.png', fullPage: true });

  await page.goto(`/m/storefront/domains?project=${projectId}`);
  await expect(page.getByRole('textbox', { name: 'Custom domain' })).toBeVisible();
  await noSideways(page);
  await page.screenshot({ path: '.tmp/domains-390.png', fullPage: true });
  await page.getByRole('tab', { name: 'Payments' }).click();
  await expect(page.getByTestId('payment-status')).toBeVisible();
  await page.screenshot({ path: '.tmp/payments-390.png', fullPage: true });
});
