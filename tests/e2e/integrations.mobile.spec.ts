import { expect, test } from '@playwright/test';
import { signInThroughForm } from './fixtures/auth.ts';
import { demoProjects } from './fixtures/integrations.ts';

test.use({ serviceWorkers: 'block' });

test('the marketplace works at mobile width: browse by category, open a listing, no sideways scrolling', async ({ page }) => {
  await signInThroughForm(page);
  const project = (await demoProjects(page))[3]!;
  await page.goto(`/modules?project=${project.id}`);
  await expect(page.getByRole('heading', { name: 'Modules' })).toBeVisible();
  await page
    .getByRole('group', { name: 'Categories' })
    .getByText(/^Fulfilment/)
    .click();
  await expect(page).toHaveURL(/category=fulfilment/);
  await expect(page.getByTestId('listing-fulfillments')).toBeVisible();
  await expect(page.getByTestId('listing-orders')).toHaveCount(0);
  await page.screenshot({ path: '.tmp/integrations-mobile-list.png' });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.getByTestId('listing-fulfillments').click();
  await expect(page.getByRole('heading', { name: 'Fulfillments' })).toBeVisible();
  await expect(page.getByText('Plans')).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Install|Uninstall)$/ })).toBeVisible();
  await page.screenshot({ path: '.tmp/integrations-mobile-listing.png', fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
