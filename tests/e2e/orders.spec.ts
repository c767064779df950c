/**
 * The orders journey (issue 15): an order a storefront creates with a project API key shows in the list, its
 * notification reaches the member (a push delivered through CDP shows it; a click opens the order in its project),
 * the order moves through its statuses in the UI, its receipt is sent (the outbox), the CSV export downloads the
 * filtered rows, and the list and an order render with the server stopped.
 */
import { readFileSync } from 'node:fs';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import { DEMO, signInThroughForm } from './fixtures/auth.ts';
import { commerceProject, firstProject, memberNotification, orderBody, outboxMails, storefrontClient } from './fixtures/commerce.ts';
import { removeDataDir, startPrivateServer } from './fixtures/server.ts';

const DATA_DIR = `.tmp/e2e-${new URL(baseURL).port}`;

interface SwScope {
  registration: { getNotifications(): Promise<{ title: string; body: string; data: { action?: string } }[]> };
  dispatchEvent(e: Event): boolean;
}
interface NotificationEventCtor {
  NotificationEvent: new (type: string, init: { notification: unknown }) => Event;
}

async function waitForWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 40_000 });
}

async function pushChannel(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const id = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
      const reg = e.registrations.find((r) => r.scopeURL.startsWith(new URL(page.url()).origin) && !r.isDeleted);
      if (reg) resolve(reg.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await id };
}

const unique = (what: string) => `${what}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example`;

test.describe.configure({ mode: 'serial' });

test('an order from the storefront: in the list, pushed to the member (a click opens it), through its statuses, receipt sent', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await signInThroughForm(page);
  await waitForWorker(page);
  const projectId = await firstProject(page);
  const storefront = await commerceProject(page, projectId);
  const shop = await storefrontClient(page, projectId, storefront.id, baseURL);
  const email = unique('ada');
  const order = await shop.createOrder(orderBody(email));
  await shop.dispose();
  expect(order.status).toBe('new');

  // In the list (newest first), with its total formatted.
  await page.goto(`/m/orders?project=${projectId}`);
  const row = page.getByTestId(`order-row-${order.number}`);
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText(order.name);
  await expect(row).toContainText('€42.00');
  await expect(row).toContainText('New');
  await page.setViewportSize({ width: 1280, height: 850 });
  await page.screenshot({ path: '.tmp/orders-list-1280.png', fullPage: true });

  // The member's notification, pushed to the worker as the server would, shows; a click opens the order.
  const n = await memberNotification(page, `New order ${order.name}`);
  expect(n.title).toBe(`New order ${order.name} — €42.00`);
  expect(n.action).toBe(`/m/orders/${order.id}?project=${projectId}`);
  const { cdp, registrationId } = await pushChannel(context, page);
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL, registrationId, data: JSON.stringify(n) });
  const [worker] = context.serviceWorkers();
  await expect
    .poll(() => worker!.evaluate(async () => (await (self as unknown as SwScope).registration.getNotifications()).map((x) => x.title)))
    .toContain(n.title);
  // Clicked while working in another project: the app switches to the order's project and opens the order.
  const other = ((await (await page.request.get('/v1/projects')).json()).projects as { id: string }[]).find((p) => p.id !== projectId);
  await page.goto(`/dashboard?project=${other?.id ?? projectId}`);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await worker!.evaluate(async (title) => {
    const sw = self as unknown as SwScope;
    const shown = (await sw.registration.getNotifications()).find((x) => x.title === title);
    sw.dispatchEvent(new (globalThis as unknown as NotificationEventCtor).NotificationEvent('notificationclick', { notification: shown }));
  }, n.title);
  await page.waitForURL((u) => u.pathname === `/m/orders/${order.id}` && u.searchParams.get('project') === projectId);
  await expect(page.getByTestId('order-name')).toHaveText(`Order ${order.name}`);

  // Through its statuses: new → paid → processing (a fulfilment appears) → complete → refunded (asks first).
  const status = page.getByTestId('order-status').first();
  await expect(status).toHaveText('New');
  await page.getByRole('button', { name: 'Mark paid' }).click();
  await expect(status).toHaveText('Paid');
  await page.getByRole('button', { name: 'Mark processing' }).click();
  await expect(status).toHaveText('Processing');
  await expect(page.getByTestId('fulfillment')).toHaveCount(1);
  await page.getByRole('button', { name: 'Mark complete' }).click();
  await expect(status).toHaveText('Complete');
  await page.screenshot({ path: '.tmp/order-detail-1280.png', fullPage: true });
  await page.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: `Refund order ${order.name}` });
  await expect(dialog).toContainText('€42.00');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(status).toHaveText('Refunded');
  await expect(page.getByRole('button', { name: /^Mark / })).toHaveCount(0);
  await expect(page.getByTestId('order-timeline')).toContainText(/paid/i);
  await expect(page.getByTestId('order-timeline')).toContainText(/refund/i);

  // The receipt: preview in a sandboxed frame, then sent to the prefilled email (lands in the outbox).
  await page.getByRole('button', { name: 'Preview receipt' }).click();
  const frame = page.frameLocator('iframe[title="Receipt preview"]');
  await expect(frame.locator('body')).toContainText(order.name.replace('#', ''));
  await expect(page.locator('iframe[title="Receipt preview"]')).toHaveAttribute('sandbox', '');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Send receipt' }).click();
  const send = page.getByRole('dialog', { name: 'Send receipt' });
  await expect(send.getByLabel('Email')).toHaveValue(email);
  await send.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(`Receipt queued for ${email}.`)).toBeVisible();
  await expect.poll(() => outboxMails(DATA_DIR, email).length, { timeout: 30_000 }).toBeGreaterThan(0);
  await expect(page.getByTestId('order-timeline')).toContainText(/receipt/i);
});

test('the CSV export downloads the filtered rows; a selection exports too', async ({ page }) => {
  await signInThroughForm(page);
  const projectId = await firstProject(page);
  const storefront = await commerceProject(page, projectId);
  const shop = await storefrontClient(page, projectId, storefront.id, baseURL);
  const tag = `csv${Date.now()}`;
  const paid = await shop.createOrder(orderBody(`${tag}-paid@e2e.example`, { paid: true, unitPrice: 1550, quantity: 1 }));
  const unpaid = await shop.createOrder(orderBody(`${tag}-new@e2e.example`, { unitPrice: 990, quantity: 1 }));
  await shop.dispose();

  await page.goto(`/m/orders?project=${projectId}`);
  await page.getByRole('tab', { name: 'Paid' }).click();
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(`${tag}-`);
  await page.getByRole('searchbox', { name: 'Search orders' }).press('Enter');
  await expect(page).toHaveURL(/status=paid/);
  await expect(page.getByTestId(`order-row-${paid.number}`)).toBeVisible();
  await expect(page.getByTestId(`order-row-${unpaid.number}`)).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path())!, 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines.length).toBe(2); // header + the one paid order
  expect(csv).toContain(`${tag}-paid@e2e.example`);
  expect(csv).not.toContain(`${tag}-new@e2e.example`);

  // The selection, as a file of its own.
  await page.getByTestId(`order-row-${paid.number}`).getByRole('checkbox').check();
  const selection = page.waitForEvent('download');
  await page.getByRole('region', { name: 'Selected rows' }).getByRole('button', { name: 'Export selection' }).click();
  const selected = readFileSync((await (await selection).path())!, 'utf8');
  expect(selected).toContain(paid.name);
  expect(selected).toContain('15.5');
});

test('bulk: selected paid orders are marked processing at once', async ({ page }) => {
  await signInThroughForm(page);
  const projectId = await firstProject(page);
  const storefront = await commerceProject(page, projectId);
  const shop = await storefrontClient(page, projectId, storefront.id, baseURL);
  const tag = `bulk${Date.now()}`;
  const a = await shop.createOrder(orderBody(`${tag}-a@e2e.example`, { paid: true }));
  const b = await shop.createOrder(orderBody(`${tag}-b@e2e.example`, { paid: true }));
  await shop.dispose();
  await page.goto(`/m/orders?project=${projectId}&q=${tag}-`);
  for (const o of [a, b]) await page.getByTestId(`order-row-${o.number}`).getByRole('checkbox').check();
  await page.getByRole('region', { name: 'Selected rows' }).getByRole('button', { name: 'Mark processing' }).click();
  await expect(page.getByText('2 orders marked processing.')).toBeVisible();
  for (const o of [a, b]) await expect(page.getByTestId(`order-row-${o.number}`)).toContainText('Processing');
});

test('with the server stopped, the orders page and an order already seen render, marked stale with their time', async ({ page }) => {
  test.setTimeout(150_000);
  // A small demo seed (NODE_ENV=test: 300 orders, not 100,000): the private server must be up within its 60 s.
  const server = await startPrivateServer({ env: { NODE_ENV: 'test' } });
  try {
    await signInThroughForm(page, DEMO, server.url);
    await waitForWorker(page);
    const projectId = await firstProject(page, server.url);
    const storefront = await commerceProject(page, projectId, server.url);
    const shop = await storefrontClient(page, projectId, storefront.id, server.url);
    const order = await shop.createOrder(orderBody(unique('offline'), { paid: true }));
    await shop.dispose();

    await page.goto(`${server.url}/m/orders?project=${projectId}`);
    await expect(page.getByTestId(`order-row-${order.number}`)).toBeVisible({ timeout: 20_000 });
    await page.getByTestId(`order-row-${order.number}`).getByRole('link', { name: order.name }).click();
    await expect(page.getByTestId('order-name')).toHaveText(`Order ${order.name}`);
    await expect(page.getByTestId('order-line')).toHaveCount(1);
    // The persister writes at most once a second: wait until the order is in localStorage.
    await expect
      .poll(() => page.evaluate((id) => (localStorage.getItem('shopfloor-query-cache') ?? '').includes(`"detail","${id}"`), order.id))
      .toBe(true);

    await server.stop();
    await page.reload();
    await expect(page.getByTestId('order-name')).toHaveText(`Order ${order.name}`, { timeout: 20_000 });
    await expect(page.getByTestId('order-line')).toHaveCount(1);
    await expect(page.getByTestId('list-stale')).toContainText(/Showing data from \d{1,2}:\d{2}/, { timeout: 20_000 });
    await page.screenshot({ path: '.tmp/order-detail-offline.png', fullPage: true });

    // Back to the list in the app (the page already booted offline above): the page seen before, stale.
    await page.getByRole('link', { name: '← Orders' }).click();
    await expect(page.getByTestId(`order-row-${order.number}`)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('list-stale')).toBeVisible({ timeout: 20_000 });
    await page.screenshot({ path: '.tmp/orders-list-offline.png', fullPage: true });
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
  }
});
