/** The help centre at phone width: no sideways scrolling, the contents above the tutorial, readable FAQs. */
import { expect, type Page, test } from '@playwright/test';
import { signInThroughForm } from './fixtures/auth.ts';

const projectOf = (page: Page) => new URL(page.url()).searchParams.get('project') as string;
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('support hub, tutorials, a tutorial and the FAQs fit a phone', async ({ page }) => {
  await signInThroughForm(page);
  const project = projectOf(page);
  await page.goto(`/support?project=${project}`);
  await expect(page.getByRole('heading', { name: 'Support', level: 2 })).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: '.tmp/help-hub-phone.png', fullPage: true });
  await page.goto(`/support/tutorials?project=${project}`);
  await expect(page.getByRole('link', { name: 'Getting started with Shopfloor' })).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: '.tmp/help-tutorials-phone.png', fullPage: true });
  await page.getByRole('link', { name: 'Getting started with Shopfloor' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Getting started with Shopfloor' })).toBeVisible();
  const toc = page.getByRole('navigation', { name: 'Table of contents' });
  const tocBox = await toc.boundingBox();
  const bodyBox = await page.locator('#tutorial-body').boundingBox();
  expect(tocBox!.y).toBeLessThan(bodyBox!.y);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: '.tmp/help-tutorial-phone.png', fullPage: true });
  await page.goto(`/support/faqs?project=${project}`);
  await page.getByRole('button', { name: 'What is a project?' }).click();
  await expect(page.getByRole('button', { name: 'Helpful', exact: true }).first()).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: '.tmp/help-faqs-phone.png', fullPage: true });
});
