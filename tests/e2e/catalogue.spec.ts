/**
 * The catalogue journey (issue 21): browse and search the catalogue, open a product (variants, stock per
 * factory), add pack items to the cart (the step rounding shows), the cart survives a reload and belongs to its
 * project, check out and see the resupply order; statements and transactions; inserts; and the catalogue
 * browses with the server stopped.
 */
import { expect, type Page, test } from '@playwright/test';
import { DEMO, signInThroughForm } from './fixtures/auth.ts';
import { catalogueProject, packProduct } from './fixtures/catalogue.ts';
import { removeDataDir, startPrivateServer } from './fixtures/server.ts';

const cartButton = (page: Page) => page.getByRole('link', { name: /^Cart, \d+ items$/ });

test.describe.configure({ mode: 'serial' });

test('browse and search the catalogue, add pack items to the cart, check out, see the resupply order', async ({ page }) => {
  test.setTimeout(120_000);
  await signInThroughForm(page);
  const projectId = await catalogueProject(page);
  const pack = await packProduct(page, projectId);
  const step = pack.quantityStep;

  // The catalogue browser: a page of products; a search narrows it (ranked full-text).
  await page.goto(`/m/products?project=${projectId}`);
  const table = page.getByRole('table', { name: 'Products' });
  await expect(table.getByRole('row').nth(5)).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: '.tmp/catalogue-1366.png', fullPage: true });
  const word = pack.title.split(' ')[0]!;
  await page.getByRole('searchbox', { name: 'Search products' }).fill(word);
  await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
  await expect(page.getByTestId(`product-row-${pack.id}`)).toBeVisible({ timeout: 15_000 });
  // The list kit's CSV export of the search's products.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^products.*\.csv$/);
  await page.getByTestId(`product-row-${pack.id}`).getByRole('link', { name: pack.title }).click();

  // The product: variants with stock per factory; "Add" shows what the pack rounding adds.
  await expect(page.getByRole('heading', { name: pack.title })).toBeVisible();
  const variants = page.getByRole('table', { name: 'Variants' });
  await expect(variants.getByTestId(`variant-row-${pack.variants[0]!.sku}`)).toBeVisible();
  await expect(page.getByText('Available per factory')).toBeVisible();
  await page.screenshot({ path: '.tmp/product-1366.png', fullPage: true });

  // The resupply shop: the cart button shows on resupply routes, even empty.
  await page.goto(`/resupply/shop?project=${projectId}`);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
  await page.getByRole('textbox', { name: 'Search the catalogue' }).fill(word);
  const card = page.getByTestId(`shop-product-${pack.id}`);
  await expect(card).toBeVisible({ timeout: 15_000 });
  const sku = pack.variants[0]!.sku;
  const qty = card.getByRole('textbox', { name: `Quantity of ${sku}` });
  const typed = step + Math.floor(step / 2) + 1; // not a whole number of packs
  await qty.fill(String(typed));
  await expect(card.getByTestId('step-note')).toHaveText(`adds ${step} (packs of ${step})`);
  await card.getByRole('button', { name: `Add ${sku} to cart` }).click();
  await expect(page.getByText(`${sku}: ${step} in the cart (packs of ${step}).`)).toBeVisible();
  // Adding again raises the quantity: step + typed, rounded down to a multiple of the step.
  await card.getByRole('button', { name: `Add ${sku} to cart` }).click();
  const expected = Math.floor((step + typed) / step) * step;
  await expect(cartButton(page)).toHaveAccessibleName(`Cart, ${expected} items`);

  // The cart survives a reload (IndexedDB) and belongs to its project.
  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName(`Cart, ${expected} items`);
  const others = ((await (await page.request.get('/v1/projects')).json()).projects as { id: string }[]).filter((p) => p.id !== projectId);
  await page.goto(`/resupply/shop?project=${others[0]!.id}`);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
  await page.goto(`/dashboard?project=${projectId}`);
  await expect(cartButton(page)).toHaveAccessibleName(`Cart, ${expected} items`); // shown off the shop: the cart has items
  await cartButton(page).click();
  await expect(page).toHaveURL(/\/resupply\/shop\?project=/);

  // The drawer: quantities step by packs; check out.
  await page.getByRole('button', { name: /^Open cart/ }).click();
  const drawer = page.getByRole('dialog', { name: /^Cart/ });
  await expect(drawer.getByTestId(`cart-item-${sku}`)).toBeVisible();
  await expect(drawer.getByRole('textbox', { name: `Quantity of ${sku} in the cart` })).toHaveValue(String(expected));
  await page.screenshot({ path: '.tmp/cart-drawer-1366.png' });
  const created = page.waitForResponse((r) => r.request().method() === 'POST' && /\/v1\/platform\/[^/]+\/orders\?/.test(r.url()));
  await drawer.getByRole('button', { name: 'Place resupply order' }).click();
  const res = await created;
  expect(res.status()).toBe(201);
  expect(res.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  const order = await res.json();
  expect(order.lines).toEqual([expect.objectContaining({ sku, quantity: expected })]);
  await expect(drawer.getByText('Resupply order placed')).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
  await drawer.getByRole('link', { name: `View order ${order.name}` }).click();
  await expect(page.getByTestId('order-name')).toHaveText(`Order ${order.name}`, { timeout: 20_000 });
  await expect(page.getByTestId('order-line')).toHaveCount(1);
});

test('statements and their transactions; the export downloads the CSV', async ({ page }) => {
  test.setTimeout(90_000);
  await signInThroughForm(page);
  const projectId = await catalogueProject(page);
  await page.goto(`/m/products/statements?project=${projectId}`);
  const table = page.getByRole('table', { name: 'Statements' });
  await expect(table.getByRole('row').nth(3)).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: '.tmp/statements-1366.png', fullPage: true });
  const first = table.getByRole('row').nth(1).getByRole('link').first();
  const number = await first.innerText();
  await first.click();
  await expect(page.getByText(number, { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Transactions' }).getByRole('row').nth(2)).toBeVisible({ timeout: 20_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^transactions-\d{4}-\d\d-\d\d\.csv$/);
  await page.screenshot({ path: '.tmp/transactions-1366.png', fullPage: true });
  // The statement's fulfilments; one opens its own charges.
  await page.getByRole('tab', { name: 'Fulfilments' }).click();
  const fulfilments = page.getByRole('table', { name: 'Fulfilments' });
  await expect(fulfilments.getByRole('row').nth(2)).toBeVisible({ timeout: 20_000 });
  await fulfilments.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/fulfillmentId=/);
  const charges = page.getByRole('table', { name: 'Transactions' });
  await expect(charges.getByRole('row').nth(2)).toBeVisible({ timeout: 20_000 });
  await expect(charges).toContainText('SHIPPING', { ignoreCase: true });
});

test('inserts: create one, see it in the list and in the shop, switch it off; the types', async ({ page }) => {
  test.setTimeout(90_000);
  await signInThroughForm(page);
  const projectId = await catalogueProject(page);
  await page.goto(`/m/inserts?project=${projectId}`);
  await page.getByRole('button', { name: 'New insert' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New insert' });
  await dialog.getByRole('button', { name: 'Create insert' }).click();
  await expect(dialog.getByText('The name is required.')).toBeVisible();
  const name = `Thanks ${Date.now()}`;
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('combobox', { name: 'Insert type' }).click();
  await page.getByRole('option', { name: /Thank-you card · A6/ }).click();
  await dialog.getByLabel('Artwork').fill('https://cdn.example.com/thanks.png');
  await dialog.getByLabel('Countries').fill('de, at');
  await dialog.getByRole('button', { name: 'Create insert' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId(`insert-row-${name}`);
  await expect(row).toContainText('to DE, AT');
  const insertId = (
    (await (await page.request.get(`/v1/inserts?project=${projectId}&search=${encodeURIComponent(name)}`)).json()).inserts[0] as {
      id: string;
    }
  ).id;

  // An active insert is on sale in the resupply shop, printed in packs of 50.
  await page.goto(`/resupply/shop?project=${projectId}`);
  const card = page.getByTestId(`shop-insert-${insertId}`);
  await expect(card).toBeVisible({ timeout: 15_000 });
  await card.getByRole('textbox', { name: 'Quantity of thank-you-card-a6' }).fill('120');
  await expect(card.getByTestId('step-note')).toHaveText('adds 100 (packs of 50)');
  await card.getByRole('button', { name: 'Add thank-you-card-a6 to cart' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 100 items');
  await page.getByRole('button', { name: /^Open cart/ }).click();
  await page.getByRole('dialog', { name: /^Cart/ }).getByRole('button', { name: 'Clear cart' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
  await page.goto(`/m/inserts?project=${projectId}`);
  await row.getByRole('switch', { name: `${name} active` }).click({ force: true });
  await expect(row.getByRole('switch', { name: `${name} active` })).not.toBeChecked();
  await page.screenshot({ path: '.tmp/inserts-1366.png', fullPage: true });
  // Edit: the form opens with the insert's values; the new name shows in the list.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit insert' });
  await expect(edit.getByLabel('Countries')).toHaveValue('DE, AT');
  await edit.getByLabel('Name').fill(`${name} (v2)`);
  await edit.getByRole('button', { name: 'Save insert' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByTestId(`insert-row-${name} (v2)`)).toContainText('to DE, AT');
  await page.getByRole('tab', { name: 'Insert types' }).click();
  await expect(page.getByRole('table', { name: 'Insert types' })).toContainText('350 gsm silk');
});

test('with the server stopped, the catalogue and a product already seen still browse', async ({ page }) => {
  test.setTimeout(150_000);
  const server = await startPrivateServer({ env: { NODE_ENV: 'test' } });
  try {
    await signInThroughForm(page, DEMO, server.url);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 40_000 });
    const projectId = await catalogueProject(page, server.url);
    await page.goto(`${server.url}/m/products?project=${projectId}`);
    const table = page.getByRole('table', { name: 'Products' });
    await expect(table.getByRole('row').nth(3)).toBeVisible({ timeout: 20_000 });
    const link = table.getByRole('row').nth(1).getByRole('link').first();
    const title = await link.innerText();
    await link.click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Variants' }).getByRole('row').nth(1)).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (localStorage.getItem('shopfloor-query-cache') ?? '').includes('"gfn","product"')))
      .toBe(true);

    await server.stop();
    await page.reload();
    await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('table', { name: 'Variants' }).getByRole('row').nth(1)).toBeVisible();
    await page.getByRole('link', { name: '← Catalogue' }).click();
    await expect(table.getByRole('link', { name: title })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('list-stale')).toBeVisible({ timeout: 20_000 });
    await page.screenshot({ path: '.tmp/catalogue-offline.png', fullPage: true });
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
  }
});
