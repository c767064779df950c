/**
 * Billing against the real server and the demo seed: the billing announcement with its action link, adding a card
 * through the test provider's form (a declined card first), the alert going away, an invoice PDF download, and
 * the transactions export.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInThroughForm } from './fixtures/auth.ts';
import { projectsOf } from './fixtures/shell.ts';

test('billing: announcement → add a card with the test provider → the alert clears; invoice PDF; transactions CSV', async ({ page }) => {
  test.setTimeout(120_000);
  await signInThroughForm(page);
  const projects = await projectsOf(page);
  // The demo seed's fifth project has no card on file and unpaid invoices.
  const project = projects[4]!.id;
  await page.goto(`/dashboard?project=${project}`);
  const announcement = page.getByRole('region', { name: 'Announcement' });
  await expect(announcement).toContainText('Missing payment method.');
  // The Billing menu shows once the project's billing data has loaded.
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByText('Billing', { exact: true }).first()).toBeVisible();
  await announcement.getByRole('link', { name: 'Add' }).click();
  await expect(page).toHaveURL(/\/billing\/payment-methods\?project=/);
  await expect(page.getByRole('heading', { name: 'Payment methods' })).toBeVisible();
  const pageAlert = page.locator('[data-alert="payment_method_required"]');
  await expect(pageAlert).toBeVisible();
  await page.screenshot({ path: '.tmp/billing-payment-methods-desktop.png', fullPage: true });

  // A declined test card: the spec's message, nothing stored.
  await page.getByRole('button', { name: 'Add card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  await dialog.getByLabel('Card number').fill('4000 0000 0000 0002');
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/30');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Failed to create a payment method.');
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('card-4242')).toContainText('Default');
  await expect(pageAlert).toHaveCount(0);
  await expect(announcement).not.toContainText('Missing payment method.');
  await expect(announcement).toHaveText(/Credit limit exceeded\.|Account has overdue invoices\./);

  // Invoices: the overdue ones, in the theme's colour; the PDF downloads.
  await page.goto(`/billing/invoices?project=${project}&status=overdue`);
  const first = page.locator('[data-testid^="invoice-INV-"]').first();
  await expect(first.locator('[data-status="overdue"]')).toBeVisible();
  await page.screenshot({ path: '.tmp/billing-invoices-desktop.png', fullPage: true });
  await first.getByRole('button', { name: /^Open INV-/ }).click();
  const detail = page.getByTestId('invoice-detail');
  await expect(detail.getByRole('button', { name: 'Pay now' })).toBeVisible();
  await page.screenshot({ path: '.tmp/billing-invoice-detail-desktop.png' });
  const [pdf] = await Promise.all([page.waitForEvent('download'), detail.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/^INV-\d{6}\.pdf$/);
  expect(
    readFileSync((await pdf.path())!)
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
  // Pay now with the new card.
  await detail.getByRole('button', { name: 'Pay now' }).click();
  await expect(detail.locator('[data-status="paid"]')).toBeVisible();
  await page.keyboard.press('Escape');

  // Charges: the server's CSV export.
  await page.goto(`/billing/charges?project=${project}`);
  await expect(page.locator('[data-testid^="transaction-"]').first()).toBeVisible();
  await page.screenshot({ path: '.tmp/billing-charges-desktop.png', fullPage: true });
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export transactions' }).click()]);
  expect(csv.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await csv.path())!, 'utf8');
  expect(text.split('\n')[0]).toContain('Created,Confirmed,Type,Category,Status,Description');
  expect(text.trim().split('\n').length).toBeGreaterThan(20);

  await page.goto(`/billing?project=${project}`);
  await expect(page.getByTestId('billing-balance')).toBeVisible();
  await page.screenshot({ path: '.tmp/billing-overview-desktop.png', fullPage: true });
  await page.goto(`/billing/summaries?project=${project}`);
  await page.getByRole('button', { name: 'Create summary' }).click();
  await expect(page.locator('[data-testid^="summary-"]').first()).toBeVisible();
});

test('billing company: set up in the project settings, where COMPANY_NOT_FOUND leads', async ({ page }) => {
  await signInThroughForm(page);
  const projects = await projectsOf(page);
  const project = projects[5]!.id; // beyond the five the billing seed sets up
  await page.goto(`/billing?project=${project}`);
  const alert = page.locator('[data-alert="company"]');
  await expect(alert).toContainText('Company setup required.');
  await alert.getByRole('link', { name: 'Fix' }).click();
  await expect(page).toHaveURL(/\/projects\/settings\?project=/);
  const section = page.locator('#billing-company');
  await section.getByLabel('Company name').fill('Sixth Shop GmbH');
  await section.getByLabel('Billing email').fill('billing@sixth.example');
  await section.getByLabel('Country (ISO code)').fill('de');
  await section.getByLabel('VAT / tax id').fill('DE123456789');
  await section.getByRole('button', { name: 'Save billing company' }).click();
  await expect(page.getByText('Billing company saved.')).toBeVisible();
  await page.goto(`/billing?project=${project}`);
  await expect(page.getByTestId('billing-balance')).toBeVisible();
  await expect(page.locator('[data-alert="company"]')).toHaveCount(0);
});
