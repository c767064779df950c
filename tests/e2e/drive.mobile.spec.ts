/** Drive on a phone (390 px): the list as cards, upload and a file's actions within reach. */
import { expect, test } from '@playwright/test';
import { signInThroughForm } from './fixtures/auth.ts';
import { sessionApi } from './fixtures/list-kit.ts';

test('the drive screen on a phone: upload a file and find it in the list, nothing wider than the screen', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `phone-${Date.now().toString(36)}.txt`;
  await signInThroughForm(page);
  const { projects } = await sessionApi(page).get<{ projects: { id: string; integrations: string[] }[] }>('/v1/projects');
  const project = projects.find((p) => p.integrations.includes('drive'))!.id;
  try {
    await page.goto(`/m/drive?project=${project}`);
    await expect(page.getByRole('heading', { name: 'Drive', exact: true })).toBeVisible();
    await page.locator('input[type=file]').setInputFiles([{ name, mimeType: 'text/plain', buffer: Buffer.from('from a phone') }]);
    await expect(page.getByTestId(`upload-${name}`).getByTestId('upload-state')).toHaveText('Uploaded');
    await expect(page.getByTestId(`drive-file-${name}`)).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await page.screenshot({ path: '.tmp/drive-mobile.png', fullPage: true });
  } finally {
    // Cleanup never hides the test's result; a second try covers a keep-alive socket closed during the pause.
    const remove = async () => {
      const csrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
      const { files } = await sessionApi(page).get<{ files: { id: string; name: string }[] }>(
        `/v1/drive/metadata?project=${project}&pageSize=100`,
      );
      for (const f of files.filter((x) => x.name === name))
        await page.request.delete(`/v1/drive/files/${f.id}?project=${project}`, { headers: { 'X-CSRF-TOKEN': csrf } });
    };
    await remove()
      .catch(remove)
      .catch((e) => console.warn(`drive cleanup: ${e}`));
  }
});
