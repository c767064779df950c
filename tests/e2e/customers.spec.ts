/**
 * The customers screens (issue 15): every filter reaches the server through the URL, the customer's page shows
 * the lifetime figures the orders made and their orders. Customers are made by storefront orders (a project key).
 */
import { expect, test } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import { signInThroughForm } from './fixtures/auth.ts';
import { commerceProject, firstProject, orderBody, storefrontClient } from './fixtures/commerce.ts';

test('customers: filters in the URL (countries, order count range, lifetime value), the customer page with figures and orders', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInThroughForm(page);
  const projectId = await firstProject(page);
  const storefront = await commerceProject(page, projectId);
  const shop = await storefrontClient(page, projectId, storefront.id, baseURL);
  const tag = `cust${Date.now()}`;
  const loyal = `${tag}-loyal@e2e.example`;
  const once = `${tag}-once@e2e.example`;
  const first = await shop.createOrder(orderBody(loyal, { paid: true, unitPrice: 5000, quantity: 1 }));
  const second = await shop.createOrder(orderBody(loyal, { paid: true, unitPrice: 2500, quantity: 1 }));
  await shop.createOrder(orderBody(once, { paid: true, unitPrice: 1000, quantity: 1 }));
  await shop.dispose();

  await page.goto(`/m/customers?project=${projectId}&q=${tag}`);
  await expect(page.getByTestId(`customer-row-${loyal}`)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId(`customer-row-${once}`)).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 850 });
  await page.screenshot({ path: '.tmp/customers-list-1280.png', fullPage: true });

  // At least 2 orders: only the loyal customer (the range reaches the server as totalOrderCount=gte:2).
  await page.getByRole('button', { name: 'Filters' }).click();
  const orders = page.getByRole('group', { name: 'Orders', exact: true });
  await orders.getByLabel('Orders from').fill('2');
  await orders.getByLabel('Orders from').press('Enter');
  await expect(page).toHaveURL(/ordersMin=(%22)?2\b/); // the router JSON-quotes a numeric-looking string
  await expect(page.getByTestId(`customer-row-${once}`)).toHaveCount(0);
  await expect(page.getByTestId(`customer-row-${loyal}`)).toBeVisible();
  // Lifetime value up to €60: nobody of the two (the loyal one spent €75).
  const value = page.getByRole('group', { name: /Lifetime value/ });
  await value.getByLabel('to').fill('60');
  await value.getByLabel('to').press('Enter');
  await expect(page.getByTestId('list-empty')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByTestId(`customer-row-${once}`)).toBeVisible();
  // Countries (the multi-select), held in the URL as alpha-2 codes.
  await page.goto(`/m/customers?project=${projectId}&q=${tag}&countries=FR`);
  await expect(page.getByTestId('list-empty')).toBeVisible({ timeout: 20_000 });

  // The customer's page: lifetime figures and their orders.
  await page.goto(`/m/customers?project=${projectId}&q=${tag}`);
  await page.getByTestId(`customer-row-${loyal}`).getByRole('link').click();
  await expect(page.getByTestId('customer-figures')).toContainText('€75.00');
  await expect(page.getByTestId('customer-figures')).toContainText('2');
  for (const o of [first, second]) await expect(page.getByTestId(`customer-order-${o.number}`)).toBeVisible();
  await page.screenshot({ path: '.tmp/customer-detail-1280.png', fullPage: true });
  await page.getByTestId(`customer-order-${first.number}`).getByRole('link', { name: first.name }).click();
  await expect(page.getByTestId('order-name')).toHaveText(`Order ${first.name}`);
});
