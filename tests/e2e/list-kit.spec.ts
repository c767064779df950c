/**
 * The list kit on the users and invites lists: search, sort, page size and page live in the URL (a reload
 * restores them), CSV export writes every row of the current filter, destructive actions ask first.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInThroughForm } from './fixtures/auth.ts';
import { rowEmails, sessionApi, userEmails } from './fixtures/list-kit.ts';

// The demo seed puts ~24 colleagues (…@example.com) into each demo project: more than two pages of 10.
const SEARCH = 'example.com';

async function firstProject(page: import('@playwright/test').Page) {
  const { projects } = await sessionApi(page).get<{ projects: { id: string }[] }>('/v1/projects');
  return projects[0]!.id;
}

test('users list: search, sort, page size and page are restored from the URL; CSV export has every filtered row', async ({ page }) => {
  test.setTimeout(90_000);
  await signInThroughForm(page);
  const project = await firstProject(page);
  const expected = await userEmails(page, project, SEARCH, '-email');
  expect(expected.length).toBeGreaterThan(10);

  await page.goto(`/users?project=${project}`);
  await page.getByLabel('Search users').fill(SEARCH);
  await expect(page).toHaveURL(/q=example\.com/);
  // Sort headers are buttons: the keyboard works them.
  await page.getByRole('button', { name: 'Sort by Email ascending' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Sort by Email descending' }).focus();
  await page.keyboard.press('Enter');
  const emailHeader = page.getByRole('columnheader', { name: /Email/ });
  await expect(emailHeader).toHaveAttribute('aria-sort', 'descending');
  await page.getByLabel('Rows per page').selectOption('10');
  await expect.poll(() => rowEmails(page)).toEqual(expected.slice(0, 10));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('page-number')).toHaveText('Page 2');
  await expect.poll(() => rowEmails(page)).toEqual(expected.slice(10, 20));
  await page.screenshot({ path: '.tmp/list-kit-users-desktop.png', fullPage: true });

  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(page.getByLabel('Search users')).toHaveValue(SEARCH);
  await expect(emailHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByLabel('Rows per page')).toHaveValue('10');
  await expect(page.getByTestId('page-number')).toHaveText('Page 2');
  await expect.poll(() => rowEmails(page)).toEqual(expected.slice(10, 20));
  // Previous pops the token stack back to page 1.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByTestId('page-number')).toHaveText('Page 1');
  await expect.poll(() => rowEmails(page)).toEqual(expected.slice(0, 10));

  // CSV: every page of the current filter and sort, not just the page on screen.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync((await download.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(lines[0]).toBe('Name,Email,Role,Two-factor');
  expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(expected);
});

test('a destructive action asks first: cancel keeps the member, confirm revokes invites one by one and in bulk', async ({ page }) => {
  test.setTimeout(90_000);
  await signInThroughForm(page);
  const project = await firstProject(page);
  const [someone] = await userEmails(page, project, SEARCH, 'email');

  await page.goto(`/users?project=${project}&q=${encodeURIComponent(someone!)}`);
  await page.getByTestId(`user-row-${someone}`).getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove from project' });
  await expect(dialog).toContainText(`(${someone}) loses access to this project at once.`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId(`user-row-${someone}`)).toBeVisible();
  expect(await userEmails(page, project, someone!, 'email')).toEqual([someone]);

  const api = sessionApi(page);
  const tag = Date.now().toString(36);
  const emails = ['one', 'two', 'three'].map((n) => `listkit-${n}-${tag}@example.org`);
  for (const email of emails) await api.post(`/v1/projects/${project}/invites`, { email, role: 'member' });
  await page.goto(`/users/invites?project=${project}&q=listkit-`);
  await expect(page.locator('[data-testid^="invite-row-listkit-"]')).toHaveCount(3);

  await page.getByTestId(`invite-row-${emails[0]}`).getByRole('button', { name: 'Revoke' }).click();
  const one = page.getByRole('dialog', { name: 'Revoke invite' });
  await expect(one).toContainText(`The invite link sent to ${emails[0]} stops working at once.`);
  await one.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByTestId(`invite-row-${emails[0]}`)).toHaveCount(0);

  await page.getByTestId(`invite-row-${emails[1]}`).getByRole('checkbox').check();
  await page.getByTestId(`invite-row-${emails[2]}`).getByRole('checkbox').focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('region', { name: 'Selected rows' })).toContainText('2 selected');
  await page.getByRole('button', { name: 'Revoke selected' }).click();
  const bulk = page.getByRole('dialog', { name: 'Revoke invites' });
  await expect(bulk).toContainText(emails[1]!);
  await bulk.getByRole('button', { name: 'Revoke 2' }).click();
  await expect(page.locator('[data-testid^="invite-row-listkit-"]')).toHaveCount(0);
  await expect(page.getByTestId('list-empty')).toContainText('Nothing matches this search or filter.');
});

test('states: an error offers Retry, a long page is virtualised, offline says how old the rows are', async ({ page }) => {
  test.setTimeout(90_000);
  await signInThroughForm(page);
  const project = await firstProject(page);
  const members = Array.from({ length: 100 }, (_, i) => ({
    id: `usr_fake${i}`,
    email: `fake${i}@example.org`,
    username: null,
    firstName: 'Fake',
    lastName: `Person ${i}`,
    avatar: null,
    role: 'member',
    roleName: 'Member',
    twoFactorEnabled: false,
    joinedAt: '2026-01-01T00:00:00.000Z',
  }));
  let calls = 0;
  await page.route(
    (url) => url.pathname === `/v1/projects/${project}/users`,
    (route) => {
      calls++;
      if (calls === 1) return route.fulfill({ status: 422, json: { code: 'TEST_FAILURE', message: 'Boom from the test' } });
      return route.fulfill({ json: { users: members, nextPageToken: null } });
    },
  );
  await page.goto(`/users?project=${project}&size=100`);
  const failure = page.getByRole('alert').filter({ hasText: 'The list could not be loaded' });
  await expect(failure).toContainText('Boom from the test');
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('user-row-fake0@example.org')).toBeVisible();

  // 100 rows on the page, but only those in view (plus a few) are in the DOM; scrolling brings the last one.
  const rendered = await page.locator('[data-testid^="user-row-fake"]').count();
  expect(rendered).toBeGreaterThan(5);
  expect(rendered).toBeLessThan(60);
  await page.getByRole('table', { name: 'Users' }).evaluate((t) => t.parentElement?.scrollTo({ top: 1e6 }));
  await expect(page.getByTestId('user-row-fake99@example.org')).toBeVisible();
  await expect(page.getByTestId('user-row-fake0@example.org')).toHaveCount(0);

  await page.context().setOffline(true);
  await expect(page.getByTestId('list-stale')).toContainText(/Showing data from \d{1,2}:\d{2}.*, you're offline\./);
  await page.screenshot({ path: '.tmp/list-kit-users-offline.png' });
  await page.context().setOffline(false);
});

test('roles list: a filter and a search live in the URL and survive a reload', async ({ page }) => {
  await signInThroughForm(page);
  const project = await firstProject(page);
  await page.goto(`/users/roles?project=${project}`);
  await expect(page.getByTestId('role-Owner')).toBeVisible();
  await page.getByLabel('Role type').selectOption('built-in');
  await page.getByLabel('Search roles').fill('admin');
  await expect(page).toHaveURL(/type=built-in/);
  await expect(page).toHaveURL(/q=admin/);
  await expect(page.getByTestId('role-Admin')).toBeVisible();
  await expect(page.getByTestId('role-Owner')).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Role type')).toHaveValue('built-in');
  await expect(page.getByLabel('Search roles')).toHaveValue('admin');
  await expect(page.getByTestId('role-Admin')).toBeVisible();
  await expect(page.getByTestId('role-Owner')).toHaveCount(0);
  await page.getByLabel('Role type').selectOption('custom');
  await expect(page).toHaveURL(/type=custom/);
  await expect(page.getByTestId('role-Admin')).toHaveCount(0);
});
