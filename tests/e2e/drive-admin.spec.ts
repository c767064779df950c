/**
 * Storage administration (issue 19): a platform admin reaches the storage screen from the menu, sets a quota for
 * the drive project in the edit form, and a member's upload beyond it is refused with the quota error (413) in the
 * drive screen; a non-admin has no menu entry. The project's setup is put back at the end (one shared server).
 */
import { type BrowserContext, expect, type Page, request, test } from '@playwright/test';
import { DEMO, signInThroughForm } from './fixtures/auth.ts';
import { sessionApi } from './fixtures/list-kit.ts';

const ADMIN = { email: 'admin@shopfloor.local', password: DEMO.password };

interface Setup {
  project: string;
  name: string;
  custom: boolean;
  quotaBytes: number;
  maxFileBytes: number;
  allowedTypes: string[];
  usage: { bytes: number };
}

async function driveProject(page: Page) {
  const { projects } = await sessionApi(page).get<{ projects: { id: string; integrations: string[] }[] }>('/v1/projects');
  return projects.find((p) => p.integrations.includes('drive'))!.id;
}

/**
 * Puts the project's setup back as it was, through a request context of its own (it works even after the page
 * closed on a timeout), so the drive specs after this one see the default quota. Never hides the test's failure.
 */
async function restore(state: Awaited<ReturnType<BrowserContext['storageState']>>, before: Setup) {
  const csrf = state.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const api = await request.newContext({ baseURL: test.info().project.use.baseURL, storageState: state });
  try {
    const url = `/v1/drive/admin/projects/${before.project}`;
    const res = before.custom
      ? await api.patch(url, {
          headers: { 'X-CSRF-TOKEN': csrf },
          data: { quotaBytes: before.quotaBytes, maxFileBytes: before.maxFileBytes, allowedTypes: before.allowedTypes },
        })
      : await api.delete(url, { headers: { 'X-CSRF-TOKEN': csrf } });
    if (!res.ok() && res.status() !== 404) console.warn(`drive-admin cleanup: ${res.status()}`);
  } catch (e) {
    console.warn(`drive-admin cleanup: ${e}`);
  } finally {
    await api.dispose();
  }
}

test('a platform admin sets a quota; a member upload beyond it gets the quota error; a non-admin has no entry', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await signInThroughForm(page, ADMIN);
  const project = await driveProject(page);
  const before = await sessionApi(page).get<Setup>(`/v1/drive/admin/projects/${project}`);
  const adminState = await page.context().storageState();
  const member = await browser.newContext();
  try {
    // Reached from the menu (the page itself is opened with every project on one page).
    const entry = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Storage admin', exact: true });
    await expect(entry).toHaveAttribute('href', /^\/admin\/storage(\?|$)/);
    await page.goto('/admin/storage?size=100');
    const table = page.getByRole('table', { name: 'Project storage' });
    const row = table.getByTestId(`storage-${project}`);
    await expect(row).toBeVisible();

    // A quota just above what is stored now (whole MB), so a 2.5 MB file no longer fits.
    const quotaMb = Math.ceil(before.usage.bytes / 1e6) + 1;
    await row.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Storage of ${before.name}` });
    await dialog.getByRole('textbox', { name: 'Quota', exact: true }).fill(String(quotaMb));
    await dialog.getByRole('combobox', { name: 'Quota unit' }).click();
    await page.getByRole('option', { name: 'MB', exact: true }).click();
    // A bad type shows the server's field error (422) on its field.
    await dialog.getByRole('combobox', { name: 'Allowed types' }).fill('not a type');
    await dialog.getByRole('combobox', { name: 'Allowed types' }).press('Enter');
    await dialog.getByRole('heading', { name: `Storage of ${before.name}` }).click(); // closes the suggestions
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.locator('.mantine-TagsInput-error')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Allowed types' }).press('Backspace');
    await dialog.getByRole('heading', { name: `Storage of ${before.name}` }).click();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row.getByText(`${quotaMb}.0 MB`, { exact: true })).toBeVisible();
    await expect(row.getByText('Custom', { exact: true })).toBeVisible();
    await page.screenshot({ path: '.tmp/drive-admin-desktop.png', fullPage: true });

    // The project's owner (a member, not a platform admin) uploads beyond the quota.
    const memberPage = await member.newPage();
    await signInThroughForm(memberPage);
    const memberMenu = memberPage.getByRole('navigation', { name: 'Main menu' });
    await expect(memberMenu.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible(); // the menu is drawn
    await expect(memberMenu.getByRole('link', { name: 'Storage admin', exact: true })).toHaveCount(0);
    await memberPage.goto(`/m/drive?project=${project}`);
    await expect(memberPage.getByRole('heading', { name: 'Drive', exact: true })).toBeVisible();
    const name = `too-big-${Date.now().toString(36)}.bin`;
    const created = memberPage.waitForResponse((r) => r.url().includes('/v1/drive/files?') && r.request().method() === 'POST');
    await memberPage
      .locator('input[type=file]')
      .setInputFiles([{ name, mimeType: 'application/octet-stream', buffer: Buffer.alloc(2_500_000, 1) }]);
    const upload = memberPage.getByRole('list', { name: 'Uploads' }).getByTestId(`upload-${name}`);
    await expect(upload.getByTestId('upload-state')).toContainText('Not enough storage');
    expect((await created).status()).toBe(413);
  } finally {
    await member.close();
    await restore(adminState, before);
  }
});
