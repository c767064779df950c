/** The orders screens at 390 px: the list as cards, status tabs that scroll, the order page in one column. */
import { expect, test } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import { signInThroughForm } from './fixtures/auth.ts';
import { commerceProject, firstProject, orderBody, storefrontClient } from './fixtures/commerce.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('orders on a phone: cards, no horizontal overflow, the order page readable', async ({ page }) => {
  test.setTimeout(90_000);
  await signInThroughForm(page);
  const projectId = await firstProject(page);
  const storefront = await commerceProject(page, projectId);
  const shop = await storefrontClient(page, projectId, storefront.id, baseURL);
  const order = await shop.createOrder(orderBody(`phone-${Date.now()}@e2e.example`, { paid: true }));
  await shop.dispose();

  await page.goto(`/m/orders?project=${projectId}`);
  const card = page.getByTestId(`order-row-${order.number}`);
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('list', { name: 'Orders' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect((await card.boundingBox())!.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '.tmp/orders-list-390.png', fullPage: true });

  await card.getByRole('link', { name: order.name }).click();
  await expect(page.getByTestId('order-name')).toHaveText(`Order ${order.name}`);
  await expect(page.getByTestId('order-totals')).toContainText('€42.00');
  const detailOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(detailOverflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: '.tmp/order-detail-390.png', fullPage: true });
});
