/**
 * The app shell at desktop width (spec 000 §2, §4, §9): routing rules, header, account menu, search,
 * command palette, terms popup, announcements, accessibility and keyboard use. Against the real server.
 */
import AxeBuilder from '@axe-core/playwright';
import { chromium, expect, test } from '@playwright/test';
import { chromiumArgs } from '../../playwright.config.ts';
import { DEMO, signInThroughForm } from './fixtures/auth.ts';
import { param, projectsOf, recordHistory, shellReady } from './fixtures/shell.ts';

/** Matches an API path whatever its query (lists are fetched page by page: `?pageSize=100&pageToken=…`). */
const apiPath = (path: string) => (url: URL) => url.pathname === path;

const ADMIN = { email: 'admin@shopfloor.local', password: DEMO.password };

test.describe('routing rules', () => {
  test('the project comes from the first known project and is added to the query', async ({ page }) => {
    await signInThroughForm(page);
    const projects = await projectsOf(page);
    await page.waitForURL(/project=/);
    expect(param(page, 'project')).toBe(projects[0]!.id);
    await shellReady(page);
    await expect(page.getByTestId('active-project-name')).toHaveText(projects[0]!.name);
  });

  test("a route without the query keeps the previous route's project", async ({ page }) => {
    await signInThroughForm(page);
    const projects = await projectsOf(page);
    const third = projects[2]!;
    await page.goto(`/dashboard?project=${third.id}`);
    await shellReady(page);
    // The 404 page's link goes to /dashboard with no project: the previous route's project is kept.
    await page.goto(`/no-such-page?project=${third.id}`);
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await page.waitForURL(/\/dashboard/);
    await expect.poll(() => param(page, 'project')).toBe(third.id);
  });

  test('an unknown project is fetched; on failure the user goes to the dashboard without it', async ({ page }) => {
    await signInThroughForm(page);
    const projects = await projectsOf(page);
    const fetched = page.waitForRequest((r) => r.url().includes('/v1/projects/prj_nope'));
    await page.goto('/dashboard?project=prj_nope');
    await fetched;
    await shellReady(page);
    await expect.poll(() => param(page, 'project')).toBe(projects[0]!.id);
  });

  test('a project missing from the list but readable is fetched and used', async ({ page }) => {
    await signInThroughForm(page);
    const projects = await projectsOf(page);
    const last = projects.at(-1)!;
    await page.route(apiPath('/v1/projects'), async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      await route.fulfill({ response: res, json: { projects: body.projects.filter((p: { id: string }) => p.id !== last.id) } });
    });
    await page.goto(`/dashboard?project=${last.id}`);
    await shellReady(page);
    expect(param(page, 'project')).toBe(last.id);
    await expect(page.getByTestId('active-project-name')).toHaveText(last.name);
  });

  test('changing the project goes through projects.switch with project and redirect_uri', async ({ page }) => {
    const history = await recordHistory(page);
    await signInThroughForm(page);
    const [p1, p2] = await projectsOf(page);
    await page.goto(`/dashboard?project=${p1!.id}`);
    await shellReady(page);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('link', { name: new RegExp(p2!.name) }).click();
    await expect.poll(() => param(page, 'project')).toBe(p2!.id);
    await expect(page.getByTestId('active-project-name')).toHaveText(p2!.name);
    const urls = await history();
    const sw = urls.find((u) => u.startsWith('/projects/switch'));
    expect(sw).toBeTruthy();
    const q = new URLSearchParams(sw!.split('?')[1]);
    expect(q.get('project')).toBe(p2!.id);
    expect(q.get('redirect_uri')).toBe(`/dashboard?project=${p2!.id}`);
  });

  test('projects.switch follows redirect_uri; notification=true opens the panel and is dropped', async ({ page }) => {
    await signInThroughForm(page);
    const [, p2] = await projectsOf(page);
    await page.goto(`/projects/switch?project=${p2!.id}&redirect_uri=${encodeURIComponent(`/dashboard?project=${p2!.id}&tab=2`)}`);
    await page.waitForURL(/\/dashboard\?/);
    expect(param(page, 'tab')).toBe('2');
    await page.goto(`/projects/switch?project=${p2!.id}&notification=true`);
    await shellReady(page);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(param(page, 'notification')).toBeNull();
    expect(param(page, 'project')).toBe(p2!.id);
    await expect(page.locator('[data-notifications-open="true"]')).toBeVisible();
    // A foreign redirect_uri is not followed.
    await page.goto(`/projects/switch?project=${p2!.id}&redirect_uri=${encodeURIComponent('//evil.test/x')}`);
    await shellReady(page);
    expect(new URL(page.url()).host).toBe(new URL(page.url()).host);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });

  test('hash targets scroll smoothly with a 72 px offset', async ({ page }) => {
    await signInThroughForm(page);
    await shellReady(page);
    // The dashboard's cards load after the shell (today's orders, tasks): let them land first, or a card that
    // arrives after the scroll moves the target down.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      const main = document.getElementById('main')!;
      const spacer = document.createElement('div');
      spacer.style.height = '2000px';
      const target = document.createElement('h2');
      target.id = 'target';
      target.textContent = 'Target';
      // At the top of the page's content: a card that lands late goes below the target and cannot move it.
      main.prepend(spacer, target, Object.assign(document.createElement('div'), { style: 'height:2000px' }));
      location.hash = 'target';
    });
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('target')!.getBoundingClientRect().top)), { timeout: 10_000 })
      .toBe(72);
  });

  test('/factory/tutorials/:blogSlug redirects to the tutorial view', async ({ page }) => {
    await signInThroughForm(page);
    await page.goto('/factory/tutorials/print-your-first-mug');
    await page.waitForURL(/\/support\/tutorials\/print-your-first-mug/);
  });

  test('the 404 page is titled Not Found, except for install-module paths', async ({ page }) => {
    await signInThroughForm(page);
    await page.goto('/nothing/here');
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
    await expect(page).toHaveTitle(/^(\(\d+\) )?Not Found \| Shopfloor$/); // prefixed by the unread count when there is one
    await page.goto('/modules/install-module/acme');
    await expect(page.getByText('Installing module…')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Not Found' })).toHaveCount(0);
  });

  test('platform.loading skips the user check', async ({ page }) => {
    await page.goto('/loading');
    await expect(page.getByRole('status')).toContainText('Loading');
    // Once every request of the page has settled, a user check would have redirected already.
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/loading');
  });

  test('403 on the project list clears it and goes to two-factor setup; 401 signs out', async ({ page }) => {
    // The 403 is in place before the sign-in, so the first load of the list meets it (a list loaded earlier would
    // be answered from the fresh cache, depending on when its persisted copy was written).
    const projectsList = apiPath('/v1/projects');
    await page.route(projectsList, (r) =>
      r.fulfill({ status: 403, json: { code: 'TWO_FACTOR_REQUIRED', message: 'Two-factor required.' } }),
    );
    await page.goto('/account/login');
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/settings\/two-factor-authentication/);
    await page.unroute(projectsList);
    await page.route(apiPath('/v1/organisations'), (r) => r.fulfill({ status: 401, json: { message: 'Authentication required.' } }));
    await page.goto('/dashboard');
    await page.waitForURL(/\/account\/login/);
  });

  test('the loading screen stays until platform, user, projects and organisations are ready', async ({ page }) => {
    await signInThroughForm(page);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route(apiPath('/v1/organisations'), async (route) => {
      await gate;
      await route.fallback();
    });
    await page.goto('/dashboard');
    await expect(page.getByText('Loading Shopfloor…')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
    release();
    await shellReady(page);
  });
});

test.describe('header', () => {
  test('page title, website link (custom domain first, new tab), cart button with items', async ({ page }) => {
    await signInThroughForm(page);
    const projects = await projectsOf(page);
    await shellReady(page);
    await expect(page).toHaveTitle(/^(\(\d+\) )?Dashboard \| Shopfloor$/); // prefixed by the unread count when there is one
    const plain = projects.find((p) => !p.customDomain)!;
    const custom = projects.find((p) => p.customDomain)!;
    await page.goto(`/dashboard?project=${plain.id}`);
    const site = page.getByRole('link', { name: 'Open website in a new tab' });
    await expect(site).toHaveAttribute('href', `https://${plain.domains[0]}`);
    await expect(site).toHaveAttribute('target', '_blank');
    await page.goto(`/dashboard?project=${custom.id}`);
    await expect(page.getByRole('link', { name: 'Open website in a new tab' })).toHaveAttribute('href', `https://${custom.customDomain}`);
    await expect(page.getByRole('link', { name: /^Cart/ })).toHaveCount(0);
    // The cart lives in IndexedDB, one per project (idb-keyval's store; src/lib/cart.ts).
    const putCart = (items: unknown) =>
      page.evaluate(
        ([key, value]) =>
          new Promise<void>((resolve, reject) => {
            const open = indexedDB.open('keyval-store');
            open.onupgradeneeded = () => open.result.createObjectStore('keyval');
            open.onsuccess = () => {
              const tx = open.result.transaction('keyval', 'readwrite');
              tx.objectStore('keyval').put(value, key as string);
              tx.oncomplete = () => resolve();
              tx.onerror = () => reject(tx.error);
            };
          }),
        [`cart:${custom.id}`, items] as const,
      );
    await putCart([{ id: 'mug', quantity: 3 }]);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    await page.goto(`/dashboard?project=${plain.id}`); // another project: its own (empty) cart
    await expect(page.getByRole('link', { name: /^Cart/ })).toHaveCount(0);
    await putCart([]);
  });

  test('search lists matching routes after the debounce, No Results otherwise, and logs 2+ character searches', async ({ page }) => {
    await signInThroughForm(page);
    await shellReady(page);
    const logs: unknown[] = [];
    page.on('request', (r) => r.url().includes('/omnis/v3/platform/search-log') && logs.push(r.postDataJSON()));
    const box = page.getByRole('textbox', { name: 'Search' });
    await box.fill('d');
    // The debounced search for "d" has run once its results show; a log of it would be sent before "dash"'s.
    await expect(page.getByRole('option', { name: /Dashboard/ }).first()).toBeVisible();
    await box.fill('dash');
    // One log, for "dash" only, counting what the list shows (the Dashboard, and the Chat dashboard since chat exists).
    await expect.poll(() => logs.length).toBe(1);
    const [log] = logs as { searchTerm: string; searchResultNumber: number; searchLogContext: string }[];
    expect(log).toMatchObject({ searchTerm: 'dash', searchLogContext: 'platform_search' });
    expect(log!.searchResultNumber).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole('option')).toHaveCount(log!.searchResultNumber);
    await expect(page.getByRole('option', { name: /Dashboard/ }).first()).toBeVisible();
    await box.fill('zzzz');
    await expect(page.getByText('No Results.')).toBeVisible();
    // Hidden routes (login) are not offered.
    await box.fill('login');
    await expect(page.getByText('No Results.')).toBeVisible();
    await box.fill('dash');
    await expect(page.getByRole('option', { name: /Dashboard/ })).toBeVisible();
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(box).toHaveValue('');
  });

  test('billing announcements: demo mode, else the project flags', async ({ page }) => {
    await signInThroughForm(page);
    const projects = await projectsOf(page);
    await page.goto(`/dashboard?project=${projects[0]!.id}`);
    await expect(page.getByRole('region', { name: 'Announcement' })).toHaveText(/Project is in demo mode\./);
    const flagged = projects[2]!;
    await page.goto(`/dashboard?project=${flagged.id}`);
    await expect(page.getByRole('region', { name: 'Announcement' })).toHaveText(/Payment method expiring soon\./);
    await page.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
  });
});

test.describe('account menu', () => {
  test('7 projects: search (case-insensitive), current on top, kinds, Create project, My Account', async ({ page }) => {
    await signInThroughForm(page);
    const projects = await projectsOf(page);
    expect(projects.length).toBeGreaterThan(5);
    await shellReady(page);
    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByTestId('account-menu');
    await expect(menu).toBeVisible();
    const items = menu.getByRole('list', { name: 'Projects' }).getByRole('listitem');
    await expect(items).toHaveCount(projects.length);
    await expect(items.first()).toContainText(projects[0]!.name);
    await expect(items.first()).toContainText('Current project');
    // Kind: Factory when the project's integrations include fulfillments (the demo seed installs it in one).
    for (const [i, p] of projects.entries()) {
      if (i === 0) continue;
      const factory = (p as { integrations?: string[] }).integrations?.includes('fulfillments');
      await expect(items.nth(i)).toContainText(factory ? 'Factory' : 'Project');
    }
    expect(projects.some((p) => (p as { integrations?: string[] }).integrations?.includes('fulfillments'))).toBe(true);
    await page.screenshot({ path: '.tmp/shell-account-menu.png' });
    const search = menu.getByRole('textbox', { name: 'Search projects' });
    await search.fill(projects[3]!.name.toUpperCase().slice(0, 5));
    await expect(menu.getByRole('link', { name: new RegExp(projects[3]!.name) })).toBeVisible();
    await search.fill('no such project at all');
    await expect(menu.getByText('No projects match.')).toBeVisible();
    // The demo platform is public, so Create project is offered.
    await expect(menu.getByText('Create project')).toBeVisible();
    await menu.getByRole('link', { name: 'My Account' }).click();
    await expect(menu).toBeHidden();
  });

  test('admins see the platform name beside each project; Log out goes to /login/', async ({ page }) => {
    await signInThroughForm(page, ADMIN);
    await shellReady(page);
    await page.getByRole('button', { name: 'Account menu' }).click();
    const items = page.getByTestId('account-menu').getByRole('list', { name: 'Projects' }).getByRole('listitem');
    await expect(items.nth(1)).toContainText('· Shopfloor');
    await page.getByTestId('account-menu').getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/account\/login/);
    await page.goto('/dashboard');
    await page.waitForURL(/\/account\/login/);
  });
});

test.describe('terms', () => {
  async function unsignedUser(page: import('@playwright/test').Page) {
    // Start from an empty persisted cache so the user is fetched (and intercepted) on the next load.
    await page.addInitScript(() => localStorage.removeItem('shopfloor-query-cache'));
    await page.route('**/omnis/v3/dashboard/user', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const res = await route.fetch();
      await route.fulfill({ response: res, json: { ...(await res.json()), signedPlatformTermsLogs: [] } });
    });
  }

  test('the popup cannot be closed, Accept needs the tick, and accepting records it', async ({ page }) => {
    await signInThroughForm(page);
    await unsignedUser(page);
    await page.goto('/dashboard');
    const dialog = page.getByRole('dialog', { name: 'Shopfloor terms and conditions' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Last updated 15/01/2026');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    const accept = dialog.getByRole('button', { name: 'Accept' });
    await expect(accept).toBeDisabled();
    await dialog.getByRole('checkbox', { name: 'I have read and agree to the terms and conditions' }).check();
    await expect(accept).toBeEnabled();
    await page.screenshot({ path: '.tmp/shell-terms.png' });
    const signed = page.waitForResponse((r) => r.url().includes('/omnis/v3/platform/active-terms') && r.request().method() === 'POST');
    await accept.click();
    expect((await signed).status()).toBe(200);
    await expect(page.getByText('Terms and conditions accepted')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('a failed acceptance nudges Failed to accept terms and keeps the popup', async ({ page }) => {
    await signInThroughForm(page);
    await unsignedUser(page);
    await page.route('**/omnis/v3/platform/active-terms*', (r) =>
      r.request().method() === 'POST' ? r.fulfill({ status: 500, json: { message: 'Down' } }) : r.fallback(),
    );
    await page.goto('/dashboard');
    const dialog = page.getByRole('dialog', { name: 'Shopfloor terms and conditions' });
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to accept terms' })).toBeVisible();
    await expect(dialog).toBeVisible();
  });
});

test.describe('keyboard and accessibility', () => {
  test('Ctrl+K opens the command palette; arrows and Enter navigate; Escape closes', async ({ page }) => {
    await signInThroughForm(page);
    await shellReady(page);
    await page.goto('/nothing');
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Go to…' });
    await expect(dialog).toBeVisible();
    await page.keyboard.type('dash');
    await expect(dialog.getByRole('option', { name: /Dashboard/ })).toBeVisible();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/dashboard/);
    await expect(dialog).toBeHidden();
    await page.keyboard.press('Control+k');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('header and sidebar work from the keyboard', async ({ page }) => {
    await signInThroughForm(page);
    await shellReady(page);
    const focused = () =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
    const seen: string[] = [];
    await page.locator('body').focus();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      seen.push(await focused());
    }
    expect(seen).toContain('Search');
    expect(seen.some((s) => s.includes('Account menu'))).toBe(true);
    expect(seen.some((s) => s.includes('Dashboard'))).toBe(true);
    await page.getByRole('button', { name: 'Account menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('account-menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('account-menu')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeFocused();
  });

  test('axe finds no serious or critical violation on the shell; screenshots', async ({ page }) => {
    await signInThroughForm(page);
    await shellReady(page);
    // Screenshots and contrast checks after every transition has finished.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await page.locator('header').screenshot({ path: '.tmp/shell-header.png' });
    await page.locator('nav[aria-label="Main menu"]').screenshot({ path: '.tmp/shell-sidebar.png' });
    await page.screenshot({ path: '.tmp/shell-desktop.png' });
    // The light theme map's status colours are live CSS variables.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--sf-invoice-paid').trim())).toBe(
      '#2f9e44',
    );
    const bad = (r: Awaited<ReturnType<AxeBuilder['analyze']>>) =>
      r.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target} ${n.html.slice(0, 160)}`).join(' | ')}`);
    expect(bad(await new AxeBuilder({ page }).analyze())).toEqual([]);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByTestId('account-menu')).toBeVisible();
    expect(bad(await new AxeBuilder({ page }).analyze())).toEqual([]);
  });
});

test.describe('allowed hostnames', () => {
  test('a foreign host goes to the default host; local and tunnel hosts stay', async ({ baseURL }) => {
    const port = new URL(baseURL!).port;
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...chromiumArgs, '--host-resolver-rules=MAP elsewhere.test 127.0.0.1, MAP demo.trycloudflare.com 127.0.0.1'],
    });
    try {
      const page = await browser.newPage();
      // The default host is not reachable from the test machine: answer it locally to observe the redirect.
      await page.route('https://app.shopfloor.app/**', (r) =>
        r.fulfill({ status: 200, contentType: 'text/html', body: '<title>default host</title>' }),
      );
      await page.goto(`http://elsewhere.test:${port}/account/login?x=1`);
      await page.waitForURL('https://app.shopfloor.app/account/login?x=1');
      await page.goto(`http://demo.trycloudflare.com:${port}/account/login`);
      await expect(page.getByRole('heading', { name: 'Sign in to Shopfloor' })).toBeVisible();
      expect(new URL(page.url()).host).toBe(`demo.trycloudflare.com:${port}`);
    } finally {
      await browser.close();
    }
  });
});
