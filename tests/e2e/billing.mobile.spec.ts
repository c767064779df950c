/** Billing on a phone (390 px): the overview and the invoices list fit, and the test card form works. */
import { expect, test } from '@playwright/test';
import { signInThroughForm } from './fixtures/auth.ts';
import { projectsOf } from './fixtures/shell.ts';

test('billing on a phone: overview, invoices and the card form', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughForm(page);
  const project = (await projectsOf(page))[3]!.id; // overdue invoices, a card whose charges decline
  await page.goto(`/billing?project=${project}`);
  await expect(page.locator('[data-alert="has_overdue_invoices"]')).toBeVisible();
  await expect(page.getByTestId('billing-balance')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '.tmp/billing-overview-mobile.png', fullPage: true });
  await page.goto(`/billing/invoices?project=${project}`);
  await expect(page.locator('[data-testid^="invoice-INV-"]').first()).toBeVisible();
  await page.screenshot({ path: '.tmp/billing-invoices-mobile.png', fullPage: true });
  await page.goto(`/billing/payment-methods?project=${project}`);
  await page.getByRole('button', { name: 'Add card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  await expect(dialog.getByLabel('Card number')).toBeVisible();
  await page.screenshot({ path: '.tmp/billing-card-form-mobile.png', fullPage: true });
});
