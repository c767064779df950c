/** The phone header (issue 12 item 5): the active project's name is visible at 390 px. */
import { expect, test } from '@playwright/test';
import { signInThroughForm } from './fixtures/auth.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('the project name is visible in the phone header', async ({ page }) => {
  await signInThroughForm(page);
  await page.waitForURL(/project=/);
  const name = page.getByTestId('active-project-name');
  await expect(name).toBeVisible();
  await expect(name).not.toBeEmpty();
  const box = await name.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
});
