/**
 * Drive (issue 19): upload several files with progress, preview an image at two sizes through the image
 * service, make one public and fetch it signed out; browse the file list with the server unreachable (the
 * offline copy from the sync feed); a pinned file opens with the server stopped. Files are removed again at the end
 * (one shared server).
 */
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { signInThroughForm } from './fixtures/auth.ts';
import { sessionApi } from './fixtures/list-kit.ts';

interface DriveFile {
  id: string;
  name: string;
  public: boolean;
  publicUrl: string | null;
}

async function driveProject(page: Page) {
  const { projects } = await sessionApi(page).get<{ projects: { id: string; integrations: string[] }[] }>('/v1/projects');
  return projects.find((p) => p.integrations.includes('drive'))!.id;
}

/** Cleanup (one shared server): never hides the test's own failure. */
async function removeFiles(page: Page, project: string, names: string[]) {
  // A second try: the first request after a pause may meet a keep-alive socket the server just closed.
  await removeFilesNow(page, project, names)
    .catch(() => removeFilesNow(page, project, names))
    .catch((e) => console.warn(`drive cleanup: ${e}`));
}

async function removeFilesNow(page: Page, project: string, names: string[]) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const { files } = await sessionApi(page).get<{ files: DriveFile[] }>(`/v1/drive/metadata?project=${project}&pageSize=100`);
  for (const f of files.filter((x) => names.includes(x.name)))
    await page.request.delete(`/v1/drive/files/${f.id}?project=${project}`, { headers: { 'X-CSRF-TOKEN': csrf } });
}

const naturalWidth = (page: Page) =>
  page
    .getByRole('dialog')
    .getByTestId('image-preview')
    .evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));

test('upload several files with progress and preview an image at two sizes through the image service', async ({ page }) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const photo = `photo-${run}.png`;
  const notes = `notes-${run}.txt`;
  const sheet = `sheet-${run}.csv`;
  const png = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  await signInThroughForm(page);
  const project = await driveProject(page);
  try {
    await page.goto(`/m/drive?project=${project}`);
    await expect(page.getByRole('heading', { name: 'Drive', exact: true })).toBeVisible();
    await page.locator('input[type=file]').setInputFiles([
      { name: photo, mimeType: 'image/png', buffer: png },
      { name: notes, mimeType: 'text/plain', buffer: Buffer.from('Shopfloor drive notes\n'.repeat(500)) },
      { name: sheet, mimeType: 'text/csv', buffer: Buffer.from('sku,qty\nA-1,3\n') },
    ]);
    const uploads = page.getByRole('list', { name: 'Uploads' });
    for (const name of [photo, notes, sheet]) {
      await expect(uploads.getByRole('progressbar', { name: `Upload progress of ${name}` })).toBeVisible();
      await expect(uploads.getByTestId(`upload-${name}`).getByTestId('upload-state')).toHaveText('Uploaded');
    }
    const table = page.getByRole('table', { name: 'Drive files' });
    await expect(table.getByTestId(`drive-file-${photo}`)).toBeVisible();
    await expect(table.getByTestId(`drive-file-${notes}`)).toContainText('text/plain');
    // The demo's own files are there too (seeded with the drive module).
    await expect(table.getByTestId('drive-file-poster-mountains.png')).toContainText('Public');
    await page.screenshot({ path: '.tmp/drive-desktop.png', fullPage: true });

    // Preview through the image service: 200 px, then 800 px wide.
    await table.getByRole('button', { name: `Preview ${photo}`, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('image-url')).toContainText('w=200');
    await expect.poll(() => naturalWidth(page)).toBe(200);
    await dialog.getByText('Large (800 px)').click();
    await expect(dialog.getByTestId('image-url')).toContainText('w=800');
    await expect.poll(() => naturalWidth(page)).toBe(800);
    await page.screenshot({ path: '.tmp/drive-preview-desktop.png' });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  } finally {
    await removeFiles(page, project, [photo, notes, sheet]);
  }
});

test('the file list browses with the server unreachable, from the offline copy', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `offline-${Date.now().toString(36)}.txt`;
  await signInThroughForm(page);
  const project = await driveProject(page);
  const api = sessionApi(page);
  try {
    const created = await api.post<DriveFile>(`/v1/drive/files?project=${project}`, { name, size: 5 });
    const csrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    await page.request.post(`/v1/drive/files/${created.id}?project=${project}`, {
      data: Buffer.from('hello'),
      headers: { 'X-CSRF-TOKEN': csrf },
    });
    await page.goto(`/m/drive?project=${project}`);
    const table = page.getByRole('table', { name: 'Drive files' });
    await expect(table.getByTestId(`drive-file-${name}`)).toBeVisible();
    // The list's load also synced the copy: wait until IndexedDB holds the file.
    await expect
      .poll(() =>
        page.evaluate(
          ([p, id]) =>
            new Promise<boolean>((resolve) => {
              const req = indexedDB.open('shopfloor-drive');
              req.onsuccess = () => {
                const get = req.result.transaction('copies').objectStore('copies').get(`files:${p}`);
                get.onsuccess = () => resolve(!!get.result?.files?.[id as string]);
                get.onerror = () => resolve(false);
              };
              req.onerror = () => resolve(false);
            }),
          [project, created.id],
        ),
      )
      .toBe(true);

    // The drive API goes away (the page and its scripts still load): a reload still lists the file, and a search
    // the server cannot answer (a query never asked before) is answered by the offline copy.
    await page.route('**/v1/drive/**', (route) => route.abort('connectionrefused'));
    await page.reload();
    await expect(table.getByTestId(`drive-file-${name}`)).toBeVisible();
    // A search the server cannot answer is answered by the copy too.
    await page.getByRole('searchbox', { name: 'Search files' }).fill(name.slice(0, 12));
    await page.getByRole('searchbox', { name: 'Search files' }).press('Enter');
    await expect(table.getByTestId(`drive-file-${name}`)).toBeVisible();
    await page.screenshot({ path: '.tmp/drive-offline-desktop.png', fullPage: true });
  } finally {
    await page.unrouteAll();
    await removeFiles(page, project, [name]);
  }
});

test('a pinned file opens with the server stopped', async ({ page }) => {
  test.setTimeout(30_000); // ~5 s alone; the same headroom as the other drive tests on a loaded machine
  const run = Date.now().toString(36);
  const kept = `pinned-${run}.txt`;
  await signInThroughForm(page);
  const project = await driveProject(page);
  const csrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  for (const [name, body] of [[kept, 'Kept for offline use']] as const) {
    const created = await sessionApi(page).post<DriveFile>(`/v1/drive/files?project=${project}`, { name, size: Buffer.byteLength(body) });
    await page.request.post(`/v1/drive/files/${created.id}?project=${project}`, {
      data: Buffer.from(body),
      headers: { 'X-CSRF-TOKEN': csrf },
    });
  }
  try {
    await page.goto(`/m/drive?project=${project}`);
    const table = page.getByRole('table', { name: 'Drive files' });
    await table.getByRole('button', { name: `Keep offline ${kept}`, exact: true }).click();
    // The button turns into "Unpin" once the bytes are in IndexedDB.
    await expect(table.getByRole('button', { name: `Unpin ${kept}`, exact: true })).toBeVisible();

    // The server stops answering: from the browser, every request to it is refused (as with the process down).
    // The shared server keeps running for the other specs; a private one would take tens of seconds to start.
    // (http(s) only: the pinned copy is handed to the page as a blob: URL, which never reaches a server.)
    await page.route(
      (url) => url.protocol === 'http:' || url.protocol === 'https:',
      (route) => route.abort('connectionrefused'),
    );
    await table.getByRole('button', { name: `Preview ${kept}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: kept });
    const link = dialog.getByRole('link', { name: `Download ${kept}`, exact: true });
    // Opened from the pinned copy in IndexedDB (a blob: URL; the server answered nothing).
    await expect(link).toHaveAttribute('href', /^blob:/);
    await expect(link).toHaveAttribute('download', kept);
  } finally {
    await page.unrouteAll();
    await removeFiles(page, project, [kept]);
  }
});

test('publish a file, fetch it from a signed-out browser; private ones stay unreachable; delete with confirmation', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const notes = `notes-${run}.txt`;
  const photo = `private-${run}.txt`;
  const sheet = `sheet-${run}.csv`;
  await signInThroughForm(page);
  const project = await driveProject(page);
  const csrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  for (const [name, body] of [
    [notes, 'Shopfloor drive notes\n'],
    [photo, 'not for everyone'],
    [sheet, 'sku,qty\nA-1,3\n'],
  ] as const) {
    const created = await sessionApi(page).post<DriveFile>(`/v1/drive/files?project=${project}`, { name, size: Buffer.byteLength(body) });
    await page.request.post(`/v1/drive/files/${created.id}?project=${project}`, {
      data: Buffer.from(body),
      headers: { 'X-CSRF-TOKEN': csrf },
    });
  }
  try {
    await page.goto(`/m/drive?project=${project}`);
    const table = page.getByRole('table', { name: 'Drive files' });
    // Publish the notes, then fetch both files from a signed-out browser context.
    await table.getByRole('button', { name: `Edit ${notes}`, exact: true }).click();
    const editor = page.getByRole('dialog', { name: `Edit ${notes}` });
    await editor.getByLabel('Title').fill('Packing notes');
    await editor.getByRole('switch', { name: /Public/ }).check();
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(editor).toBeHidden();
    await expect(table.getByTestId(`drive-file-${notes}`)).toContainText('Public');
    await expect(table.getByRole('button', { name: `Copy public link of ${notes}`, exact: true })).toBeVisible();

    // Read through the page (its session): the browser's connection handling, not a pooled socket idle for seconds.
    const { files } = await page.evaluate(
      async (url) => (await fetch(url)).json() as Promise<{ files: DriveFile[] }>,
      `/v1/drive/metadata?project=${project}&pageSize=100`,
    );
    const pub = files.find((f) => f.name === notes)!;
    const priv = files.find((f) => f.name === photo)!;
    const anon = await browser.newContext();
    try {
      const res = await anon.request.get(pub.publicUrl!);
      expect(res.status()).toBe(200);
      expect(await res.text()).toContain('Shopfloor drive notes');
      expect((await anon.request.get(`/v1/drive/public/${project}/files/${priv.id}`)).status()).toBe(404);
      expect((await anon.request.get(`/v1/drive/files/${priv.id}?project=${project}`)).status()).toBe(401);
    } finally {
      await anon.close();
    }

    // Delete with confirmation.
    await table.getByTestId(`drive-file-${sheet}`).getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete file' });
    await expect(confirm).toContainText(sheet);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(table.getByTestId(`drive-file-${sheet}`)).toHaveCount(0);
  } finally {
    await removeFiles(page, project, [photo, notes, sheet]);
  }
});
