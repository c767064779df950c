/** Small things people notice in the header (issue 12 item 5): the avatar follows an upload at once. */
import { expect, test } from '@playwright/test';
import { signInThroughForm } from './fixtures/auth.ts';

// A 2×2 red PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==', 'base64');

test('the header avatar shows a new picture right after it is saved, without a reload', async ({ page }) => {
  await signInThroughForm(page, { email: 'admin@shopfloor.local', password: 'demo-password-2026' });
  await page.goto('/settings');
  const headerAvatar = page.getByRole('button', { name: 'Account menu' }).locator('img');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload picture' }).click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Your avatar' })).toHaveAttribute('src', /^data:image\//);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();
  await expect(headerAvatar).toHaveAttribute('src', /^data:image\//);
  const saved = await page.getByRole('img', { name: 'Your avatar' }).getAttribute('src');
  expect(await headerAvatar.getAttribute('src')).toBe(saved);
});
