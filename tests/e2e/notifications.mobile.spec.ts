import { expect, test } from '@playwright/test';
import { signInThroughForm } from './fixtures/auth.ts';

test('on a phone the notifications open as a full-screen modal', async ({ page }) => {
  await signInThroughForm(page);
  await page.getByTestId('notifications-bell').click();
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('notification').first().or(dialog.getByText("You're all caught up"))).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual((page.viewportSize()?.width ?? 0) - 1);
  await page.screenshot({ path: '.tmp/notifications-mobile.png' });
  await dialog.getByRole('button', { name: 'Close' }).or(dialog.locator('.mantine-Modal-close')).first().click();
  await expect(dialog).toHaveCount(0);
});
