/** The users list at 390 px: rows become cards, nothing runs off the screen, the pager and search still work. */
import { expect, test } from '@playwright/test';
import { signInThroughForm } from './fixtures/auth.ts';
import { rowEmails, sessionApi, userEmails } from './fixtures/list-kit.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('users list on a phone: cards, no horizontal overflow, URL-held paging', async ({ page }) => {
  test.setTimeout(90_000);
  await signInThroughForm(page);
  const { projects } = await sessionApi(page).get<{ projects: { id: string }[] }>('/v1/projects');
  const project = projects[0]!.id;
  const expected = await userEmails(page, project, 'example.com', 'email');

  await page.goto(`/users?project=${project}&q=example.com&size=10`);
  await expect.poll(() => rowEmails(page)).toEqual(expected.slice(0, 10));
  await expect(page.getByRole('list', { name: 'Users' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  for (const box of await page.locator('[data-testid^="user-row-"]').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right)))
    expect(box).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '.tmp/list-kit-users-390.png', fullPage: true });
  await page.screenshot({ path: '.tmp/list-kit-users-390-top.png' });

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('page-number')).toHaveText('Page 2');
  await page.reload();
  await expect.poll(() => rowEmails(page)).toEqual(expected.slice(10, 20));
  const after = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(after).toBeLessThanOrEqual(0);

  // No headers to press on a phone: the server's sorts are one select, and it starts again on page 1.
  await page.getByLabel('Sort by').selectOption('-email');
  await expect(page).toHaveURL(/sort=-email/);
  await expect(page.getByTestId('page-number')).toHaveText('Page 1');
  await expect.poll(() => rowEmails(page)).toEqual([...expected].reverse().slice(0, 10));
});
