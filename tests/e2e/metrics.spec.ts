/**
 * Metrics journeys (issue 23): the dashboard shows today's figures after an order is created through the API; the
 * metrics explorer plots a series (and its table exports); a firing monitor's notification opens its page.
 */
import { expect, type Page, test } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import { signInThroughForm } from './fixtures/auth.ts';
import { commerceProject, firstProject, orderBody, storefrontClient } from './fixtures/commerce.ts';

async function sessionCall(page: Page, method: 'GET' | 'POST', url: string, data?: unknown) {
  const csrf = (await page.context().cookies(baseURL)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return page.request.fetch(url, { method, data, headers: { 'X-CSRF-TOKEN': decodeURIComponent(csrf) } });
}

test.describe.configure({ mode: 'serial' });

test("the dashboard shows today's figures after an order is created through the API", async ({ page }) => {
  test.setTimeout(120_000);
  await signInThroughForm(page);
  const projectId = await firstProject(page);
  const storefront = await commerceProject(page, projectId);
  const before = await (await page.request.get(`/v2/metrics/dashboard?project=${projectId}&range=7d`)).json();
  const ordersBefore = before.cards.find((c: { id: string }) => c.id === 'orders.today')?.value ?? 0;
  const shop = await storefrontClient(page, projectId, storefront.id, baseURL);
  const order = await shop.createOrder(orderBody(`dash-${Date.now()}@e2e.example`, { unitPrice: 4200, quantity: 1 }));
  await shop.dispose();

  await page.goto(`/dashboard?project=${projectId}`);
  const count = page.getByTestId('kpi-orders.today-value');
  await expect(count).toHaveText(String(ordersBefore + 1), { timeout: 15_000 });
  await expect(page.getByTestId('kpi-revenue.today-value')).toBeVisible();
  await expect(page.getByTestId('recent-orders')).toContainText(order.name);
  await expect(page.getByTestId('orders-chart').locator('svg').first()).toBeVisible({ timeout: 15_000 });
  // Range presets redraw the chart from the same round trip's endpoint.
  const seven = page.waitForResponse((r) => r.url().includes('/v2/metrics/dashboard') && r.url().includes('range=7d'));
  await page.locator('label', { hasText: /^7 days$/ }).click();
  expect((await seven).status()).toBe(200);
  await expect(page.getByTestId('orders-chart').locator('svg').first()).toBeVisible();
  // The other areas' cards from the same round trip, each linking to its list.
  await expect(page.getByTestId('kpi-billing.alerts').getByRole('link', { name: 'Billing alerts', exact: true })).toHaveAttribute(
    'href',
    `/billing?project=${projectId}`,
  );
  await expect(page.getByTestId('kpi-chat.unread').getByRole('link', { name: 'Unread chat', exact: true })).toHaveAttribute(
    'href',
    `/chat?project=${projectId}`,
  );
  await page.getByTestId('kpi-orders.today').getByRole('link', { name: 'Orders today' }).click();
  await expect(page).toHaveURL(/\/m\/orders\?project=/);
});

test('the metrics explorer plots a series and lists its points', async ({ page }) => {
  await signInThroughForm(page);
  const projectId = await firstProject(page);
  // From the menu: Metrics → Explorer.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByText('Metrics', { exact: true }).click();
  await menu.getByRole('link', { name: 'Explorer' }).click();
  await expect(page).toHaveURL(/\/metrics\?project=/);
  await page.goto(`/metrics?project=${projectId}&metric=orders.count`);
  await expect(page.getByRole('heading', { name: 'Metrics' })).toBeVisible();
  await expect(page.getByTestId('metric-query')).toHaveText('sum:orders.count');
  await expect(page.getByTestId('metric-chart').locator('.recharts-line').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('table', { name: 'Metric points' })).toBeVisible();
  // Group by a label: one line per series.
  await page.getByRole('combobox', { name: 'Group by' }).click();
  await page.getByRole('option', { name: 'source' }).click();
  await expect(page.getByTestId('metric-query')).toHaveText('sum:orders.count by {source}');
  await expect(page.getByTestId('metric-chart').locator('.recharts-line').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/metrics-explorer-1366.png', fullPage: true });
});

test("a firing monitor's notification opens its page", async ({ page }) => {
  test.setTimeout(120_000);
  await signInThroughForm(page);
  const projectId = await firstProject(page);
  const list = await (await page.request.get(`/v2/metrics/monitors?project=${projectId}&tags=api`)).json();
  const monitor = list.monitors[0] as { id: string; name: string; state: string };
  expect(monitor.name).toBe('API errors above 10 an hour');
  // A threshold below any value: saving re-evaluates it at once, so it fires.
  const saved = await sessionCall(page, 'POST', `/v2/metrics/monitors/${monitor.id}/settings?project=${projectId}`, { threshold: -1 });
  expect(saved.status(), await saved.text()).toBe(200);
  expect((await saved.json()).state).toBe('alert');

  await page.goto(`/dashboard?project=${projectId}`);
  await page.getByTestId('notifications-bell').click();
  const item = page
    .getByTestId('notifications-panel')
    .getByTestId('notification')
    .filter({ hasText: `Monitor alert: ${monitor.name}` })
    .first();
  await expect(item).toBeVisible({ timeout: 20_000 });
  await item.locator('p').first().click();
  await expect(page).toHaveURL(new RegExp(`/metrics/monitors/${monitor.id}\\?project=${projectId}`));
  await expect(page.getByRole('heading', { name: monitor.name })).toBeVisible();
  await expect(page.getByTestId('monitor-state').first()).toHaveText('Alert');
  await expect(page.getByTestId('monitor-history')).toContainText('Yes');
  await page.screenshot({ path: 'test-results/monitor-1366.png', fullPage: true });

  // The settings form: a bad window is refused on the field; a good threshold recovers it.
  await page.getByLabel('Window').fill('soon');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Use a duration such as 15m, 6h or 1d, or today.')).toBeVisible();
  await page.getByLabel('Window').fill('1h');
  await page.getByLabel('Threshold').fill('1000000');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByTestId('monitor-state').first()).toHaveText('OK', { timeout: 10_000 });

  await page.goto(`/metrics/monitors?project=${projectId}`);
  await expect(page.getByTestId(`monitor-row-${monitor.id}`)).toBeVisible();
  await page.screenshot({ path: 'test-results/monitors-1366.png', fullPage: true });
});

test('the dashboard renders offline from the persisted cache, with its fetch time', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signInThroughForm(page);
  const projectId = await firstProject(page);
  await page.goto(`/dashboard?project=${projectId}`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 40_000 });
  const value = await page.getByTestId('kpi-orders.today-value').textContent({ timeout: 15_000 });
  await expect(page.getByTestId('dashboard-fetched')).toContainText('Updated');
  await expect
    .poll(() => page.evaluate(() => (localStorage.getItem('shopfloor-query-cache') ?? '').includes('"dashboard"')), { timeout: 10_000 })
    .toBe(true);
  // No network: the page comes from the worker's precache, the figures from the persisted cache.
  await context.route('**/v2/**', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('kpi-orders.today-value')).toHaveText(value ?? '', { timeout: 15_000 });
  await expect(page.getByTestId('dashboard-fetched')).toContainText('Offline: figures from', { timeout: 20_000 });
  await page.screenshot({ path: 'test-results/dashboard-offline-1366.png', fullPage: true });
  await context.setOffline(false);
});
