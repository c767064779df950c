/**
 * An honest marketplace (issue 13 item 6): every listing says what installing it does today; a coming-soon
 * listing can't be installed. Screenshots at desktop width and 390 px.
 */
import { expect, test } from '@playwright/test';
import { signInThroughForm } from './fixtures/auth.ts';

test('listings say what installing does today; coming-soon ones cannot be installed', async ({ page }) => {
  await signInThroughForm(page);
  await page.waitForURL(/project=/);
  const project = new URL(page.url()).searchParams.get('project') as string;
  await page.goto(`/modules?project=${project}`);
  await expect(page.getByRole('heading', { name: 'Modules' })).toBeVisible();
  await expect(page.getByTestId('listing-shopify').getByTestId('availability')).toHaveText('Connector — settings only');
  await expect(page.getByTestId('listing-fulfillments').getByTestId('availability')).toHaveCount(0);
  await page.screenshot({ path: '.tmp/marketplace.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '.tmp/marketplace-390.png' });
  await page.setViewportSize({ width: 1366, height: 850 });

  await page.getByRole('textbox', { name: 'Search modules' }).fill('amazon');
  await expect(page.getByTestId('listing-amazon').getByTestId('availability')).toHaveText('Coming soon');
  // Open it by its address: the search box's debounced URL update could otherwise land after the click.
  await page.goto(`/modules/amazon?project=${project}`);
  await expect(page.getByRole('heading', { name: 'Amazon', level: 2 })).toBeVisible();
  await expect(page.getByTestId('availability-note')).toContainText('cannot be installed');
  await expect(page.getByRole('button', { name: 'Coming soon' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Install', exact: true })).toHaveCount(0);
  await page.screenshot({ path: '.tmp/marketplace-coming-soon.png' });
});

test.describe('the error page', () => {
  // Requests routed through a service worker escape page.route.
  test.use({ serviceWorkers: 'block' });

  test('the error page has the app’s look, plain words, Retry and Sign in again', async ({ page }) => {
    await signInThroughForm(page);
    await page.waitForURL(/project=/);
    const project = new URL(page.url()).searchParams.get('project') as string;
    // The project list answers 500 on a fresh start with nothing cached: the root guard fails.
    await page.addInitScript(() => localStorage.removeItem('shopfloor-query-cache'));
    let fail = true;
    await page.route(/\/v1\/projects(\?|$)/, (route) =>
      fail ? route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'boom' } }) : route.fallback(),
    );
    await page.goto(`/users?project=${project}`);
    const errorPage = page.getByTestId('error-page');
    await expect(errorPage).toBeVisible({ timeout: 20_000 });
    await expect(errorPage.getByRole('heading', { name: 'This page could not be shown' })).toBeVisible();
    await expect(errorPage).not.toContainText('boom');
    await expect(errorPage.getByRole('button', { name: 'Sign in again' })).toBeVisible();
    await page.screenshot({ path: '.tmp/error-page.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '.tmp/error-page-390.png' });
    await page.setViewportSize({ width: 1366, height: 850 });
    fail = false;
    await errorPage.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(errorPage).toHaveCount(0);
  });
});
