import { expect, test } from '@playwright/test';
import { signInThroughForm } from './fixtures/auth.ts';
import { clientNavigate, demoProjects, ensureInstalled, installation, markPage, stillSamePage } from './fixtures/integrations.ts';
import { MODULES_WITH_SCREENS } from '../../common/integration-availability.ts';

// The service worker would answer chunk requests from its precache; the broken-module test intercepts one.
test.use({ serviceWorkers: 'block' });

const menu = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Menu' });

test('install a module: its menu entry and route appear without a reload; uninstall: both gone, the URL is a 404', async ({ page }) => {
  await signInThroughForm(page);
  const projects = await demoProjects(page);
  // A project with no module screens installed (the demo project has orders, reviews …, whose chunks load).
  const project = projects.find(
    (p) => !p.integrations.some((c) => (MODULES_WITH_SCREENS as readonly string[]).includes(c) && c !== 'sitewide-banner'),
  )!;
  expect(project, 'a demo project without modules').toBeDefined();
  await ensureInstalled(page, project.id, 'sitewide-banner', false);

  // Sign-in lands on the first project's dashboard, which may load that project's modules: start counting
  // module chunks from a fresh page of this project.
  const moduleChunks: string[] = [];
  await page.goto('about:blank');
  page.on('request', (r) => {
    if (/\/assets\/[a-z0-9-]+\.module-[^/]*\.js$/.test(r.url())) moduleChunks.push(new URL(r.url()).pathname);
  });
  await page.goto(`/modules?project=${project.id}`);
  await expect(page.getByRole('heading', { name: 'Modules' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Modules' })).toBeVisible();
  // Module code is not part of the first load: no module chunk until one is installed.
  expect(moduleChunks).toEqual([]);
  await expect(menu(page).getByRole('link', { name: 'Banner' })).toHaveCount(0);
  await markPage(page);

  await page.getByRole('textbox', { name: 'Search modules' }).fill('banner');
  await page.waitForURL(/[?&]q=banner/); // the debounced search, before a click it would undo
  await expect(page.getByTestId('listing-sitewide-banner')).toBeVisible();
  await expect(page.getByTestId('listing-orders')).toHaveCount(0);
  await page.getByTestId('listing-sitewide-banner').click();
  await expect(page.getByRole('heading', { name: 'Sitewide banner' })).toBeVisible();
  await expect(page.getByText('Plans')).toBeVisible();
  await page.screenshot({ path: '.tmp/integrations-listing.png' });

  await page.getByRole('button', { name: 'Install', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Install Sitewide banner?' });
  await dialog.getByLabel('Message').fill('Summer sale: 20% off everything');
  await dialog.getByRole('button', { name: 'Install', exact: true }).click();
  await expect(dialog).toBeHidden();

  const bannerEntry = menu(page).getByRole('link', { name: 'Banner' });
  await expect(bannerEntry).toBeVisible();
  expect(moduleChunks).toEqual([expect.stringMatching(/\/assets\/sitewide-banner\.module-/)]);
  await expect(page.getByRole('button', { name: 'Uninstall' })).toBeVisible();
  const saved = await installation(page, project.id, 'sitewide-banner');
  expect(saved.body).toMatchObject({ installed: true, config: { message: 'Summer sale: 20% off everything' } });
  expect(saved.body.setupAt).toEqual(expect.any(String));

  await bannerEntry.click();
  await page.waitForURL(/\/m\/sitewide-banner/);
  await expect(page.getByTestId('banner-preview')).toHaveText(/Summer sale/);
  await page.getByLabel('Message').fill('Free returns this week');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await expect(page.getByTestId('banner-preview')).toHaveText(/Free returns/);
  await page.screenshot({ path: '.tmp/integrations-module.png' });
  expect(await stillSamePage(page)).toBe(true);

  await page.goBack();
  await page.getByRole('button', { name: 'Uninstall' }).click();
  await page.getByRole('dialog', { name: 'Uninstall Sitewide banner?' }).getByRole('button', { name: 'Uninstall' }).click();
  await expect(menu(page).getByRole('link', { name: 'Banner' })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Install', exact: true })).toBeVisible();

  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
  expect(await stillSamePage(page)).toBe(true);

  await page.goto(`/m/sitewide-banner?project=${project.id}`);
  await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
  // Reinstalling keeps the saved settings.
  expect((await installation(page, project.id, 'sitewide-banner')).body).toMatchObject({
    installed: false,
    config: { message: 'Free returns this week' },
  });
});

test('a module whose setup throws leaves no trace (menu, route, server installation)', async ({ page }) => {
  await page.route('**/assets/sitewide-banner.module-*.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `export default {
        code: 'sitewide-banner',
        setup(ctx) { ctx.addMenuItem({ name: 'broken-early', label: 'Broken early', order: 1 }); throw new Error('Setup exploded'); },
        menu: [{ name: 'broken', label: 'Broken', order: 2 }],
      };`,
    }),
  );
  await signInThroughForm(page);
  const project = (await demoProjects(page))[2]!;
  await ensureInstalled(page, project.id, 'sitewide-banner', false);
  await page.goto(`/modules/sitewide-banner?project=${project.id}`);
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Install Sitewide banner?' });
  await dialog.getByRole('button', { name: 'Install', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('Setup exploded');
  await expect(dialog.getByRole('alert')).toContainText('Nothing was installed');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await expect(menu(page).getByRole('link', { name: /Broken|Banner/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Install', exact: true })).toBeVisible();
  expect((await installation(page, project.id, 'sitewide-banner')).body).toMatchObject({ installed: false });
  await clientNavigate(page, `/m/sitewide-banner?project=${project.id}`);
  await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
});

test('switching project uninstalls every module and installs the new project’s set', async ({ page }) => {
  await signInThroughForm(page);
  const projects = await demoProjects(page);
  const [first, second] = [projects[0]!, projects[1]!];
  await ensureInstalled(page, first.id, 'sitewide-banner', true);
  await ensureInstalled(page, first.id, 'fulfillments', false);
  await ensureInstalled(page, second.id, 'fulfillments', true);
  await ensureInstalled(page, second.id, 'sitewide-banner', false);

  await page.goto(`/modules?project=${first.id}`);
  await expect(menu(page).getByRole('link', { name: 'Banner' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Factory' })).toHaveCount(0);
  await markPage(page);

  await clientNavigate(page, `/m/fulfillments?project=${second.id}`);
  await expect(menu(page).getByRole('link', { name: 'Factory' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Banner' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Factory' })).toBeVisible();
  await expect(page.getByTestId('dispatch-days')).toBeVisible();

  await clientNavigate(page, `/m/fulfillments?project=${first.id}`);
  await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Banner' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Factory' })).toHaveCount(0);
  expect(await stillSamePage(page)).toBe(true);
});

test('the Modules entry needs an active project', async ({ page }) => {
  await signInThroughForm(page);
  // Project routes always get a project (routing rules); a page without one is e.g. account settings.
  await page.goto('/settings');
  await expect(menu(page)).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Modules' })).toHaveCount(0);
  const project = (await demoProjects(page))[0]!;
  await page.goto(`/dashboard?project=${project.id}`);
  await expect(menu(page).getByRole('link', { name: 'Modules' })).toBeVisible();
});

test('a listing opened right after typing a search stays open (the debounced search does not pull back)', async ({ page }) => {
  await signInThroughForm(page);
  const projects = await demoProjects(page);
  await page.goto(`/modules?project=${projects[0]!.id}`);
  await expect(page.getByRole('heading', { name: 'Modules' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search modules' }).fill('banner');
  await page.getByTestId('listing-sitewide-banner').click(); // before the 300 ms debounce has run
  await expect(page.getByRole('heading', { name: 'Sitewide banner' })).toBeVisible();
  await page.waitForTimeout(800); // past the debounce
  await expect(page).toHaveURL(/\/modules\/sitewide-banner/);
  await expect(page.getByRole('heading', { name: 'Sitewide banner' })).toBeVisible();
});
