import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { DEMO, signInThroughForm } from './fixtures/auth.ts';
import { removeDataDir, startPrivateServer } from './fixtures/server.ts';

const BASE = '/omnis/v3/dashboard/user';

/** The bits of the worker scope these tests touch (the e2e tsconfig has DOM types, not WebWorker). */
interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  data: { action?: string };
}
interface SwScope {
  registration: { getNotifications(): Promise<ShownNotification[]> };
  dispatchEvent(e: Event): boolean;
}
interface NotificationEventCtor {
  NotificationEvent: new (type: string, init: { notification: ShownNotification }) => Event;
}

async function waitForWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 40_000 });
}

/** Call the API from the page (session cookie + CSRF header from its cookie). */
async function apiFromPage<T>(page: Page, method: string, path: string): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ([m, p]) => {
      const csrf = decodeURIComponent(document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/)?.[1] ?? '');
      const res = await fetch(p, { method: m, credentials: 'include', headers: { 'X-CSRF-TOKEN': csrf } });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
    [method, path] as const,
  );
}

async function unreadCount(page: Page): Promise<number> {
  return (await apiFromPage<{ count: number }>(page, 'GET', `${BASE}/notifications/unread-count`)).body.count;
}

async function firstProjectId(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const csrf = decodeURIComponent(document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/)?.[1] ?? '');
    const code = await (
      await fetch('/omnis/v3/dashboard/user/token', { method: 'POST', credentials: 'include', headers: { 'X-CSRF-TOKEN': csrf } })
    ).json();
    const tok = await (
      await fetch('/v1/auth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-CSRF-TOKEN': csrf },
        body: JSON.stringify({ type: 'authorization_code', code: code.token }),
      })
    ).json();
    const list = await (await fetch('/v1/projects', { headers: { authorization: `Bearer ${tok.token}` } })).json();
    return list.projects[0].id as string;
  });
}

async function pushChannel(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const id = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
      const reg = e.registrations.find((r) => r.scopeURL.startsWith(new URL(page.url()).origin) && !r.isDeleted);
      if (reg) resolve(reg.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await id };
}

test.describe.configure({ mode: 'serial' });

test('the unread count from the worker reaches the title and the bell in two tabs, and rises on a new notification', async ({
  page,
  context,
}) => {
  await signInThroughForm(page);
  await waitForWorker(page);
  const second = await context.newPage();
  await second.goto('/dashboard');
  await waitForWorker(second);
  const before = await unreadCount(page);
  for (const p of [page, second]) {
    await expect(p).toHaveTitle(before ? `(${before}) Dashboard | Shopfloor` : 'Dashboard | Shopfloor', { timeout: 15_000 });
  }
  await apiFromPage(page, 'POST', `${BASE}/notifications/test`);
  for (const p of [page, second]) {
    await expect(p).toHaveTitle(`(${before + 1}) Dashboard | Shopfloor`, { timeout: 15_000 });
    await expect(p.getByTestId('notifications-bell')).toHaveAttribute('aria-label', `Notifications, ${before + 1} unread`);
  }
  // The bell shakes when the count rises.
  await expect(page.getByTestId('notifications-bell')).toHaveAttribute('data-shaking', 'true');
  // The app badge follows too (where supported) — and the worker polls once for both tabs.
  await second.close();
});

test('the dropdown: unread highlighted, mark read, delete remembered across reloads, mark all read, empty state', async ({ page }) => {
  await signInThroughForm(page);
  await waitForWorker(page);
  // Three fresh unread ones on top (the shared demo data may have been read by other tests).
  for (let i = 0; i < 3; i++) await apiFromPage(page, 'POST', `${BASE}/notifications/test`);
  await page.getByTestId('notifications-bell').click();
  const panel = page.getByTestId('notifications-panel');
  await expect(panel).toBeVisible();
  const box = await page.getByRole('dialog', { name: /^Notifications/ }).boundingBox();
  expect(Math.round(box!.width)).toBe(420);
  const first = panel.getByTestId('notification').first();
  await expect(first).toHaveAttribute('data-unread', 'true');
  await expect(first).toContainText('Test notification');
  await page.screenshot({ path: '.tmp/notifications-dropdown.png' });

  // Mark one read: it stops being highlighted once the server answered.
  await first.getByRole('button', { name: 'Mark as read' }).click();
  await expect(first).not.toHaveAttribute('data-unread', 'true');

  // Delete: gone, and still gone after a reload.
  // (By id: the demo user has more notifications than a page holds, so the next one slides in after a reload.)
  // The delete is clicked on the row found by its id: a notification arriving meanwhile (other tests share the
  // server) shifts the rows, so a position could point at another one by the time of the click.
  const id = await panel.getByTestId('notification').nth(1).getAttribute('data-id');
  expect(id).toBeTruthy();
  const row = panel.locator(`[data-testid="notification"][data-id="${id}"]`);
  await row.getByRole('button', { name: 'Delete notification' }).click();
  await expect(row).toHaveCount(0);
  await page.reload();
  await page.getByTestId('notifications-bell').click();
  await expect(page.getByTestId('notification').first()).toBeVisible();
  await expect(page.locator(`[data-testid="notification"][data-id="${id}"]`)).toHaveCount(0);

  // Mark all read: at once locally, then on the server.
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.locator('[data-testid="notification"][data-unread]')).toHaveCount(0);
  await expect(page).toHaveTitle('Dashboard | Shopfloor');
  await expect.poll(() => unreadCount(page)).toBe(0);

  // Delete everything on the server: the empty state shows.
  // (Other tests' activity may have left more than a page of them: delete until none is left.)
  for (;;) {
    const list = await apiFromPage<{ notifications: { id: string }[] }>(page, 'GET', `${BASE}/notifications?pageSize=100`);
    if (!list.body.notifications.length) break;
    for (const n of list.body.notifications) await apiFromPage(page, 'DELETE', `${BASE}/notifications/${n.id}`);
  }
  await page.reload();
  await page.getByTestId('notifications-bell').click();
  await expect(page.getByText("You're all caught up")).toBeVisible();
});

test('a push delivered to the worker shows the notification; clicking it routes the app to its page and project', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await signInThroughForm(page);
  await waitForWorker(page);
  const projectId = await firstProjectId(page);
  const { cdp, registrationId: regId } = await pushChannel(context, page);
  const payload = {
    id: `ntf_e2e_${Date.now()}`,
    group: `project:${projectId}`,
    title: 'Order #4242 placed',
    body: 'A customer just paid.',
    image: null,
    action: `/dashboard?project=${projectId}`,
    createdAt: new Date().toISOString(),
  };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId: regId, data: JSON.stringify(payload) });
  const [worker] = context.serviceWorkers();
  expect(worker).toBeTruthy();
  await expect
    .poll(() => worker!.evaluate(async () => (await (self as unknown as SwScope).registration.getNotifications()).map((n) => n.title)))
    .toContain('Order #4242 placed');
  const shown = await worker!.evaluate(async () => {
    const [n] = await (self as unknown as SwScope).registration.getNotifications();
    return { body: n!.body, tag: n!.tag, data: n!.data };
  });
  expect(shown).toMatchObject({ body: 'A customer just paid.', tag: payload.id, data: { action: payload.action } });

  // Click it (the worker's notificationclick handler with the real notification).
  const pagesBefore = context.pages().length;
  await worker!.evaluate(async () => {
    const sw = self as unknown as SwScope;
    const [n] = await sw.registration.getNotifications();
    sw.dispatchEvent(new (globalThis as unknown as NotificationEventCtor).NotificationEvent('notificationclick', { notification: n! }));
  });
  await page.waitForURL((u) => u.pathname.startsWith('/dashboard') && u.searchParams.get('project') === projectId);
  expect(context.pages().length).toBe(pagesBefore);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // An action that resolves to error.404 opens in a new tab instead.
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL!,
    registrationId: regId,
    data: JSON.stringify({ ...payload, id: `${payload.id}_2`, title: 'Somewhere else', action: '/no-such-page' }),
  });
  await expect
    .poll(() => worker!.evaluate(async () => (await (self as unknown as SwScope).registration.getNotifications()).map((n) => n.title)))
    .toContain('Somewhere else');
  const newTab = context.waitForEvent('page');
  await worker!.evaluate(async () => {
    const sw = self as unknown as SwScope;
    const n = (await sw.registration.getNotifications()).find((x) => x.title === 'Somewhere else');
    sw.dispatchEvent(new (globalThis as unknown as NotificationEventCtor).NotificationEvent('notificationclick', { notification: n! }));
  });
  const tab = await newTab;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/no-such-page');
  expect(new URL(page.url()).pathname).toMatch(/^\/dashboard/);
});

test('with the server stopped, the lists already seen stay readable, offline is shown, and writes are refused', async ({ page }) => {
  const server = await startPrivateServer();
  try {
    await signInThroughForm(page, DEMO, server.url);
    await waitForWorker(page);
    await page.getByTestId('notifications-bell').click();
    await expect(page.getByTestId('notification').first()).toBeVisible();
    const titles = await page.getByTestId('notification').locator('p:first-child').allTextContents();
    expect(titles.length).toBeGreaterThan(3);
    // The persister writes at most once a second: wait until the list seen is in localStorage.
    await expect.poll(() => page.evaluate((t) => (localStorage.getItem('shopfloor-query-cache') ?? '').includes(t), titles[0]!)).toBe(true);
    await server.stop();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await page.getByTestId('notifications-bell').click();
    await expect(page.getByTestId('notification').first()).toBeVisible();
    expect(await page.getByTestId('notification').locator('p:first-child').allTextContents()).toEqual(titles);
    await expect(page.getByTestId('offline-banner')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('offline-banner')).toContainText('Showing data fetched');
    await page.screenshot({ path: '.tmp/notifications-offline.png' });
    // A write is refused with a clear message.
    const unread = page.locator('[data-testid="notification"][data-unread]').first();
    await unread.getByRole('button', { name: 'Mark as read' }).click();
    await expect(page.getByText("You're offline: this change was not saved.")).toBeVisible();
    await expect(unread).toHaveAttribute('data-unread', 'true');
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
  }
});

test('logout leaves no user data in localStorage, IndexedDB, CacheStorage or the badge', async ({ page }) => {
  await signInThroughForm(page);
  await waitForWorker(page);
  await page.getByTestId('notifications-bell').click();
  await expect(page.getByTestId('notification').first().or(page.getByText("You're all caught up"))).toBeVisible();
  // Put something in idb-keyval the way the app does (a remembered deletion, a snooze).
  await page.evaluate(async () => {
    const req = indexedDB.open('keyval-store');
    await new Promise((r) => {
      req.onsuccess = r;
    });
    const db = req.result;
    const tx = db.transaction('keyval', 'readwrite');
    tx.objectStore('keyval').put(['ntf_x'], 'notifications:deleted');
    await new Promise((r) => {
      tx.oncomplete = r;
    });
    db.close();
    const cache = await caches.open('user-data-test');
    await cache.put('/omnis/v3/dashboard/user', new Response('{"email":"demo@shopfloor.local"}'));
  });
  await expect.poll(() => page.evaluate(() => JSON.stringify(localStorage))).toContain('demo@shopfloor.local');
  await page.getByTestId('notifications-bell').click();
  await expect(page.getByTestId('notifications-panel')).toHaveCount(0);
  // (the dashboard no longer carries a Log out button: the account menu does)
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByTestId('account-menu').getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL(/\/account\/login/);
  const left = await page.evaluate(async () => {
    const ls = JSON.stringify(localStorage);
    const req = indexedDB.open('keyval-store');
    await new Promise((r) => {
      req.onsuccess = r;
    });
    const db = req.result;
    const keys = await new Promise<IDBValidKey[]>((resolve) => {
      const c = db.transaction('keyval').objectStore('keyval').getAllKeys();
      c.onsuccess = () => resolve(c.result);
    });
    db.close();
    // The worker's page-visibility record is not user data; nothing else may remain.
    return { ls, idbKeys: keys.filter((k) => k !== 'notifications:visibility'), caches: await caches.keys() };
  });
  expect(left.ls).not.toContain('demo@shopfloor.local');
  expect(left.ls).not.toContain('ntf_');
  expect(left.idbKeys).toEqual([]);
  expect(left.caches.filter((n) => n.startsWith('user-data'))).toEqual([]);
  await expect(page).toHaveTitle(/^(?!\(\d+\))/);
  await expect(page.getByTestId('notifications-bell')).toHaveCount(0);
});

test('swipe: a short drag snaps back, a vertical move cancels, beyond 200 px dismisses', async ({ page }) => {
  await signInThroughForm(page);
  for (let i = 0; i < 2; i++) await apiFromPage(page, 'POST', `${BASE}/notifications/test`);
  await page.getByTestId('notifications-bell').click();
  const rows = page.getByTestId('notification');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  const box = (await rows.first().boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + 40;
  async function drag(dx: number, dy: number) {
    await page.mouse.move(x, y);
    await page.mouse.down();
    if (dy) await page.mouse.move(x, y + dy, { steps: 4 }); // vertical first
    await page.mouse.move(x + dx, y + dy, { steps: 8 });
  }
  // 150 px: fades but stays; released, it snaps back.
  await drag(150, 0);
  const opacity = Number(await rows.first().evaluate((e) => getComputedStyle(e).opacity));
  expect(opacity).toBeLessThan(0.7);
  expect(opacity).toBeGreaterThanOrEqual(0.3);
  await page.mouse.up();
  await expect(rows.first()).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, 0)');
  await expect(rows).toHaveCount(count);
  // Vertical first: cancelled, nothing moves.
  await drag(250, 15);
  await page.mouse.up();
  await expect(rows).toHaveCount(count);
  // 250 px horizontal: dismissed (deleted).
  await drag(250, 0);
  await page.mouse.up();
  await expect(rows).toHaveCount(count - 1);
});

test('push controls (alpha channel): blocked permission and the 30-day snooze', async ({ page }) => {
  await signInThroughForm(page);
  await waitForWorker(page);
  await page.evaluate(async () => {
    // A clean prompt state (other tests may have snoozed it).
    const req = indexedDB.open('keyval-store');
    await new Promise((r) => {
      req.onsuccess = r;
    });
    const tx = req.result.transaction('keyval', 'readwrite');
    tx.objectStore('keyval').delete('notifications:push-snoozed-until');
    await new Promise((r) => {
      tx.oncomplete = r;
    });
    req.result.close();
  });
  await page.getByTestId('notifications-bell').click();
  const controls = page.getByTestId('push-controls');
  await expect(controls).toContainText('Get notified even when Shopfloor is closed.');
  // Playwright denies permission prompts it was not told to grant.
  await controls.getByRole('button', { name: 'Enable' }).click();
  await expect(page.getByText('Notifications are disabled or blocked by user')).toBeVisible();
  await controls.getByRole('button', { name: 'Not now' }).click();
  await expect(controls.getByRole('button', { name: 'Enable real-time notifications' })).toBeVisible();
  const until = await page.evaluate(async () => {
    const req = indexedDB.open('keyval-store');
    await new Promise((r) => {
      req.onsuccess = r;
    });
    const value = await new Promise<number>((resolve) => {
      const g = req.result.transaction('keyval').objectStore('keyval').get('notifications:push-snoozed-until');
      g.onsuccess = () => resolve(g.result as number);
    });
    req.result.close();
    return value;
  });
  const days = (until - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);
  // Still snoozed after a reload.
  await page.reload();
  await page.getByTestId('notifications-bell').click();
  await expect(page.getByTestId('push-controls').getByRole('button', { name: 'Enable real-time notifications' })).toBeVisible();
});
