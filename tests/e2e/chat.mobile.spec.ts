/** Chat at phone width (390 px): the channel list and the conversation are two screens, with a way back. */
import { expect, test } from '@playwright/test';
import { signInThroughForm } from './fixtures/auth.ts';

test('phone: channel list, then the conversation with a back button; sending works', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughForm(page);
  await page.goto('/chat');
  const nav = page.getByRole('navigation', { name: 'Channels' });
  await expect(nav.getByRole('button', { name: /^random/ })).toBeVisible();
  await expect(page.getByRole('log', { name: 'Messages' })).toHaveCount(0);
  await page.screenshot({ path: '.tmp/chat-list-phone.png' });
  await nav.getByRole('button', { name: /^random/ }).click();
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log.getByRole('article').first()).toBeVisible();
  await expect(nav).toHaveCount(0);
  const text = `From my phone ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill(text);
  await page.getByRole('textbox', { name: 'Message', exact: true }).press('Enter');
  await expect(log.getByRole('article').filter({ hasText: text })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '.tmp/chat-conversation-phone.png' });
  await page.getByRole('button', { name: 'Back to channels' }).click();
  await expect(page.getByRole('navigation', { name: 'Channels' }).getByRole('button', { name: /^random/ })).toBeVisible();
});
