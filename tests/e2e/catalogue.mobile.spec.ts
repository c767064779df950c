/** The catalogue at 390 px: the list as cards, the product page, the shop and its cart drawer without horizontal overflow. */
import { expect, type Page, test } from '@playwright/test';
import { signInThroughForm } from './fixtures/auth.ts';
import { catalogueProject, packProduct } from './fixtures/catalogue.ts';

test.use({ viewport: { width: 390, height: 844 } });

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('catalogue, product and resupply shop on a phone', async ({ page }) => {
  test.setTimeout(90_000);
  await signInThroughForm(page);
  const projectId = await catalogueProject(page);
  const pack = await packProduct(page, projectId);

  await page.goto(`/m/products?project=${projectId}`);
  await expect(page.getByRole('list', { name: 'Products' })).toBeVisible({ timeout: 20_000 });
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: '.tmp/catalogue-390.png', fullPage: true });

  await page.goto(`/m/products/${pack.id}?project=${projectId}`);
  await expect(page.getByRole('heading', { name: pack.title })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('list', { name: 'Variants' }).getByTestId(`variant-row-${pack.variants[0]!.sku}`)).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: '.tmp/product-390.png', fullPage: true });

  await page.goto(`/resupply/shop?project=${projectId}`);
  await page.getByRole('textbox', { name: 'Search the catalogue' }).fill(pack.title);
  const card = page.getByTestId(`shop-product-${pack.id}`);
  await expect(card).toBeVisible({ timeout: 15_000 });
  await card.getByRole('button', { name: `Add ${pack.variants[0]!.sku} to cart` }).click();
  await expect(page.getByRole('link', { name: `Cart, ${pack.quantityStep} items` })).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: /^Open cart/ }).click();
  const drawer = page.getByRole('dialog', { name: /^Cart/ });
  await expect(drawer.getByRole('button', { name: 'Place resupply order' })).toBeVisible();
  await page.screenshot({ path: '.tmp/cart-drawer-390.png' });
  await drawer.getByRole('button', { name: 'Clear cart' }).click();
  await expect(drawer.getByText('The cart is empty.', { exact: false })).toBeVisible();
});
