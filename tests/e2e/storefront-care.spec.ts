/**
 * Storefront care (issue 16): an enquiry a storefront submits with a project API key reaches the inbox and
 * notifies the member; reviews are moderated in bulk; a custom domain goes pending → verified against a test DNS
 * server; a new terms version makes the popup appear for another member until accepted; the card-payment
 * connect flow round-trips through the built-in test provider's consent page.
 */
import { type APIRequestContext, expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { startDnsServer } from '../setup/dns-server.ts';
import { baseURL } from '../../playwright.config.ts';
import { DEMO, signInThroughForm } from './fixtures/auth.ts';
import { firstProject, memberNotification } from './fixtures/commerce.ts';
import { removeDataDir, startPrivateServer } from './fixtures/server.ts';
import { acceptTermsIfShown } from './fixtures/terms.ts';

test.describe.configure({ mode: 'serial' });

async function sessionCall(page: Page, method: 'GET' | 'POST' | 'DELETE', url: string, data?: unknown) {
  const origin = new URL(url, baseURL).origin;
  const csrf = (await page.context().cookies(origin)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return page.request.fetch(url, { method, data, headers: { 'X-CSRF-TOKEN': csrf } });
}

async function storefrontKey(page: Page, projectId: string, permissions: string[], base = '') {
  const created = await sessionCall(page, 'POST', `${base}/v1/projects/${projectId}/auth`, {
    name: `storefront ${Date.now()}`,
    permissions,
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { key: string }).key;
}

async function platformId(page: Page, projectId: string, base = '') {
  const res = await page.request.get(`${base}/v1/platform?project=${projectId}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

const stamp = () => `${Date.now() % 1_000_000}`;

test('a storefront enquiry (API key) reaches the inbox and notifies; assigning and resolving it lands in its log', async ({ page }) => {
  test.setTimeout(90_000);
  await signInThroughForm(page);
  const projectId = await firstProject(page);
  const platform = await platformId(page, projectId);
  const key = await storefrontKey(page, projectId, ['platform.enquiries.create']);
  const api: APIRequestContext = await playwrightRequest.newContext({ baseURL });
  const subject = `Frame arrived cracked ${stamp()}`;
  const res = await api.post(`/v1/platform/${platform}/customers/enquiries?project=${projectId}`, {
    data: { name: 'Rosa Buyer', email: 'rosa@e2e.example', subject, message: 'The corner of the frame is broken.' },
    headers: { Authorization: key },
  });
  expect(res.status(), await res.text()).toBe(201);
  const enquiry = (await res.json()) as { id: string };
  await api.dispose();

  const n = await memberNotification(page, 'New enquiry from Rosa Buyer');
  expect(n.body).toBe(subject);
  expect(n.action).toBe(`/m/enquiries/${enquiry.id}?project=${projectId}`);

  await page.goto(`/m/enquiries?project=${projectId}`);
  const row = page.getByTestId(`enquiry-row-${enquiry.id}`);
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText(subject);
  await expect(row).toContainText('Open');
  await page.screenshot({ path: '.tmp/enquiries-1366.png', fullPage: true });

  await row.getByRole('link', { name: subject }).click();
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  await expect(page.getByTestId('enquiry-message')).toHaveText('The corner of the frame is broken.');
  await page.getByRole('combobox', { name: 'Assignee' }).click();
  await page.getByRole('option', { name: 'Dana Demo' }).click();
  await expect(page.getByTestId('enquiry-log')).toContainText('Assigned to Dana Demo');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Resolved' }).click();
  await expect(page.getByTestId('enquiry-log')).toContainText('Status open → resolved');
  await expect(page.getByTestId('enquiry-log')).toContainText('Received from Rosa Buyer');
  await page.screenshot({ path: '.tmp/enquiry-1366.png', fullPage: true });
});

test('reviews are moderated in bulk from the queue', async ({ page }) => {
  await signInThroughForm(page);
  const projectId = await firstProject(page);
  const platform = await platformId(page, projectId);
  const key = await storefrontKey(page, projectId, ['platform.reviews.create']);
  const api = await playwrightRequest.newContext({ baseURL });
  const product = `Moderated mug ${stamp()}`;
  for (const rating of [5, 4, 2]) {
    const r = await api.post(`/v1/platform/${platform}/reviews?project=${projectId}`, {
      data: { productName: product, authorName: `Reviewer ${rating}`, rating, title: `${rating} stars`, body: 'e2e' },
      headers: { Authorization: key },
    });
    expect(r.status(), await r.text()).toBe(201);
  }
  await api.dispose();

  await page.goto(`/m/reviews?project=${projectId}&q=${encodeURIComponent(product)}`);
  const table = page.getByRole('table');
  await expect(table.getByRole('row').filter({ hasText: product })).toHaveCount(3, { timeout: 20_000 });
  await page.screenshot({ path: '.tmp/reviews-1366.png', fullPage: true });
  await page.getByRole('checkbox', { name: /select all/i }).check();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('3 reviews approved.')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: product })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Approved' }).click();
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: product })).toHaveCount(3);
});

test('a new terms version makes the popup appear for another member until they accept', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signInThroughForm(page);
  const projectId = await firstProject(page);
  const members = (await (await page.request.get(`/v1/projects/${projectId}/users?pageSize=100`)).json()) as {
    users: { email: string; role: string }[];
  };
  const other = members.users.find((u) => u.email !== DEMO.email && u.email.endsWith('@example.com'));
  expect(other, 'the demo project has colleagues').toBeTruthy();

  const title = `Shop terms ${stamp()}`;
  await page.goto(`/m/storefront/terms?project=${projectId}`);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Content (HTML)').fill('<h2>Returns</h2><p>Thirty days, no questions asked.</p><script>alert(1)</script>');
  await page.getByRole('button', { name: /^Publish version/ }).click();
  await expect(page.getByText(/published\. Members will be asked to accept it/)).toBeVisible();
  await expect(page.getByText(title).first()).toBeVisible();
  await page.screenshot({ path: '.tmp/terms-1366.png', fullPage: true });

  const context = await browser.newContext({ baseURL });
  const second = await context.newPage();
  await signInThroughForm(second, { email: other!.email, password: DEMO.password });
  await second.goto(`/dashboard?project=${projectId}`);
  const dialog = second.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText('Thirty days, no questions asked.');
  const accept = dialog.getByRole('button', { name: 'Accept' });
  await expect(accept).toBeDisabled();
  await second.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'I have read and agree to the terms and conditions' }).check();
  await accept.click();
  await expect(dialog).toBeHidden();
  await second.reload();
  await expect(second.getByRole('heading', { level: 1 }).or(second.getByRole('main'))).toBeVisible();
  await expect(second.getByRole('dialog', { name: title })).toHaveCount(0);
  await context.close();

  // The browser tests share one server: the platform admin, whom later specs sign in as, accepts too, so the
  // popup does not sit in front of their clicks.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signInThroughForm(admin, { email: 'admin@shopfloor.local', password: DEMO.password });
  await admin.goto(`/dashboard?project=${projectId}`);
  await acceptTermsIfShown(admin);
  await adminContext.close();
});

test('the card-payment connect flow round-trips through the test provider', async ({ page }) => {
  await signInThroughForm(page);
  const projectId = await firstProject(page);
  await page.goto(`/m/storefront/payments?project=${projectId}`);
  await expect(page.getByTestId('payment-status')).toHaveText('Not connected');
  await page.getByRole('button', { name: 'Connect account' }).click();
  await expect(page.getByRole('heading', { name: 'Connect to Test payments' })).toBeVisible();
  await page.getByRole('button', { name: 'Connect account' }).click();
  await page.waitForURL(/\/m\/storefront\/payments\?.*connect=connected/);
  await expect(page.getByTestId('connect-outcome')).toContainText('connected');
  await expect(page.getByTestId('payment-status')).toHaveText('Connected');
  await expect(page.getByTestId('payment-account')).toHaveText(/^acct_test_/);
  await page.screenshot({ path: '.tmp/payments-1366.png', fullPage: true });
  await page.getByRole('button', { name: 'Disconnect' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByTestId('payment-status')).toHaveText('Not connected');
});

test('a custom domain goes pending → verified against the test DNS server', async ({ page }) => {
  test.setTimeout(120_000);
  const dns = await startDnsServer();
  const server = await startPrivateServer({
    env: { DNS_SERVERS: dns.address, DEMO_ORDERS: '200', DEMO_ENQUIRIES: '50', DEMO_REVIEWS: '50' },
  });
  try {
    await signInThroughForm(page, DEMO, server.url);
    const projectId = await firstProject(page, server.url);
    await page.goto(`${server.url}/m/storefront/domains?project=${projectId}`);
    await page.getByRole('textbox', { name: 'Custom domain' }).fill('Bücher-Laden.test');
    await page.getByRole('button', { name: 'Add domain' }).first().click();
    const card = page.getByTestId('domain-xn--bcher-laden-thb.test');
    await expect(card).toBeVisible();
    await expect(card.getByTestId('domain-status')).toHaveText('Pending');
    await expect(card).toContainText('_shopfloor-verify.xn--bcher-laden-thb.test');
    await page.screenshot({ path: '.tmp/domains-1366.png', fullPage: true });
    const token = (await card.getByTestId('domain-token').textContent())!.trim();
    dns.setTxt('_shopfloor-verify.xn--bcher-laden-thb.test', [token]);
    await card.getByRole('button', { name: 'Check now' }).click();
    await expect(card.getByTestId('domain-status')).toHaveText('Verified');
    // the header's website link now prefers the custom domain
    await expect(page.getByRole('link', { name: 'Open website in a new tab' })).toHaveAttribute('href', 'https://xn--bcher-laden-thb.test');
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
    await dns.close();
  }
});
