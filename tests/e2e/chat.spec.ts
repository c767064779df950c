/**
 * Chat (issue 18) in two browser contexts: A posts, B sees it live without a reload and reacts, A sees the
 * reaction; a mention gives B a notification, and that notification pushed to B's service worker (CDP
 * `ServiceWorker.deliverPushMessage`, as the push service would) shows and, clicked, opens the channel at the
 * message. Keyboard: Enter
 * sends, Shift+Enter adds a line, Up edits the last own message, Esc cancels. Offline: a message typed with the
 * server stopped shows as pending and is sent exactly once after the server restarts.
 */
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import { DEMO, signInThroughForm } from './fixtures/auth.ts';
import { memberNotification } from './fixtures/commerce.ts';
import { sessionApi } from './fixtures/list-kit.ts';
import { removeDataDir, startPrivateServer } from './fixtures/server.ts';

const ADMIN = { email: 'admin@shopfloor.local', password: DEMO.password };

interface SwScope {
  registration: { getNotifications(): Promise<{ title: string; body: string; data: { action?: string } }[]> };
  dispatchEvent(e: Event): boolean;
}
interface NotificationEventCtor {
  NotificationEvent: new (type: string, init: { notification: unknown }) => Event;
}

/** The page's service worker registration, for CDP's ServiceWorker.deliverPushMessage. */
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

async function signedIn(browser: Browser, user: typeof DEMO, baseUrl = '') {
  const ctx = await browser.newContext({
    viewport: { width: 1366, height: 850 },
    ...(baseUrl ? { baseURL: baseUrl } : { permissions: ['notifications'] }),
  });
  const page = await ctx.newPage();
  await signInThroughForm(page, user, baseUrl);
  return page;
}

async function ownProject(page: Page) {
  const { projects } = await sessionApi(page).get<{ projects: { id: string; role?: string }[] }>('/v1/projects?pageSize=100');
  return projects[0]!.id;
}

const messages = (page: Page) => page.getByRole('log', { name: 'Messages' });

test('two people chat live: message, reaction and mention reach the other without a reload', async ({ browser }) => {
  test.setTimeout(90_000);
  const [a, b] = await Promise.all([signedIn(browser, DEMO), signedIn(browser, ADMIN)]);
  const project = await ownProject(a);
  const admin = await sessionApi(b).get<{ id: string }>('/omnis/v3/dashboard/user');
  const name = `e2e-live-${Date.now()}`;
  const channel = await sessionApi(a).post<{ id: string }>(`/v1/chat/channels?project=${project}`, { name, users: [admin.id] });
  const url = `/chat?project=${project}&channel=${channel.id}`;
  await Promise.all([a.goto(url), b.goto(url)]);
  await expect(a.getByRole('heading', { name })).toBeVisible();
  await expect(b.getByText('No messages yet. Say hello!')).toBeVisible();

  // A writes two lines (Shift+Enter) and sends with Enter; B sees it live.
  const box = a.getByRole('textbox', { name: 'Message', exact: true });
  await box.fill('Hello from **Dana**');
  await box.press('Shift+Enter');
  await box.pressSequentially('second line with `code`');
  await box.press('Enter');
  await expect(box).toHaveValue('');
  const seenByB = messages(b).getByRole('article').filter({ hasText: 'Hello from Dana' });
  await expect(seenByB).toBeVisible({ timeout: 5_000 });
  await expect(seenByB.locator('strong')).toHaveText('Dana');
  await expect(seenByB.locator('code')).toHaveText('code');

  // B reacts; A sees the reaction.
  await seenByB.hover();
  await seenByB.getByRole('button', { name: 'Add reaction' }).click();
  await b.getByRole('button', { name: 'React with 🎉' }).click();
  const onA = messages(a).getByRole('article').filter({ hasText: 'Hello from Dana' });
  await expect(onA.getByRole('button', { name: '🎉 1' })).toBeVisible({ timeout: 5_000 });

  // Up in the empty box edits A's last message; Esc cancels, Enter saves; B sees "(edited)".
  await box.press('ArrowUp');
  const edit = a.getByRole('textbox', { name: 'Edit message', exact: true });
  await expect(edit).toBeVisible();
  await edit.press('Escape');
  await expect(edit).toBeHidden();
  await box.press('ArrowUp');
  await edit.fill('Hello from Dana, edited');
  await edit.press('Enter');
  await expect(messages(b).getByRole('article').filter({ hasText: 'Hello from Dana, edited' })).toContainText('(edited)', {
    timeout: 5_000,
  });

  // A mentions B through the autocomplete; B gets a notification that opens the channel at the message.
  await box.pressSequentially('Can you check this @Ada');
  await a.getByRole('option', { name: /Ada Admin/ }).click();
  await box.pressSequentially('please?');
  await box.press('Enter');
  const mention = messages(b).getByRole('article').filter({ hasText: 'Can you check this' });
  await expect(mention.locator('[data-mention]')).toHaveText('@Ada Admin', { timeout: 5_000 });
  // B's notification; pushed to B's service worker it shows, and its click opens the channel at the message.
  const n = await memberNotification(b, `Dana Demo mentioned you in #${name}`);
  expect(n.action).toContain(`channel=${channel.id}`);
  expect(n.action).toContain('message=msg_');
  await a.screenshot({ path: '.tmp/chat-desktop.png' });
  await b.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
  const { cdp, registrationId } = await pushChannel(b.context(), b);
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL, registrationId, data: JSON.stringify(n) });
  const [worker] = b.context().serviceWorkers();
  await expect
    .poll(() => worker!.evaluate(async () => (await (self as unknown as SwScope).registration.getNotifications()).map((x) => x.title)))
    .toContain(n.title);
  await worker!.evaluate(async (title) => {
    const sw = self as unknown as SwScope;
    const shown = (await sw.registration.getNotifications()).find((x) => x.title === title);
    sw.dispatchEvent(new (globalThis as unknown as NotificationEventCtor).NotificationEvent('notificationclick', { notification: shown }));
  }, n.title);
  await b.waitForURL(
    (u) => u.pathname === '/chat' && u.searchParams.get('message') === new URL(n.action!, baseURL).searchParams.get('message'),
  );
  await expect(messages(b).locator('[data-highlighted]')).toContainText('Can you check this');

  // Search finds the message and jumps to it.
  await a.getByRole('button', { name: 'Search messages' }).click();
  await a.getByRole('textbox', { name: 'Search messages' }).fill('hello');
  await a.getByRole('region', { name: 'Search results' }).getByRole('button').first().click();
  await expect(messages(a).locator('[data-highlighted]')).toContainText('Hello from Dana, edited');
  await a.screenshot({ path: '.tmp/chat-search-jump.png' });

  // Deleting leaves "message deleted" for both.
  const mine = messages(a).getByRole('article').filter({ hasText: 'Can you check this' });
  await mine.hover();
  await mine.getByRole('button', { name: 'Delete message' }).click();
  await a.getByRole('dialog', { name: 'Delete message' }).getByRole('button', { name: 'Delete' }).click();
  await expect(messages(b).getByText('message deleted')).toBeVisible({ timeout: 5_000 });
  await a.context().close();
  await b.context().close();
});

test('the demo channels show unread badges, and the dashboard shows recent activity', async ({ page }) => {
  await signInThroughForm(page);
  await page.goto('/chat');
  const nav = page.getByRole('navigation', { name: 'Channels' });
  await expect(nav.getByRole('button', { name: /^general, \d+ unread/ })).toBeVisible();
  await nav.getByRole('button', { name: /^general/ }).click();
  await expect(page.getByRole('button', { name: /Jump to first unread/ })).toBeVisible();
  await expect(messages(page).getByRole('article').first()).toBeVisible();
  await page.screenshot({ path: '.tmp/chat-demo-desktop.png' });
  // Scrolling up loads older messages above (the first page holds 50).
  const count = await messages(page).getByRole('article').count();
  await messages(page).evaluate((el) => {
    el.scrollTop = 0;
  });
  await expect.poll(() => messages(page).getByRole('article').count()).toBeGreaterThan(count);
  // Far up, at most 6 pages (300 messages) stay in the DOM: the newest pages drop as older ones load.
  const firstId = () => messages(page).getByRole('article').first().getAttribute('id');
  for (let i = 0; i < 6; i++) {
    const before = await firstId();
    await messages(page).evaluate((el) => {
      el.scrollTop = 0;
    });
    await expect.poll(firstId).not.toBe(before);
  }
  expect(await messages(page).getByRole('article').count()).toBeLessThanOrEqual(300);
  await page.getByRole('button', { name: /Jump to first unread/ }).click();
  await expect(page.getByRole('separator').filter({ hasText: 'New messages' })).toBeVisible();
  const project = new URL(page.url()).searchParams.get('project') ?? (await ownProject(page));
  await page.goto(`/chat/dashboard?project=${project}`);
  await expect(page.getByRole('heading', { name: 'Recent activity' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open general' })).toBeVisible();
  await page.screenshot({ path: '.tmp/chat-dashboard-desktop.png', fullPage: true });
});

test('a message typed while the server is down is shown as pending and sent once when it is back', async ({ browser }) => {
  test.setTimeout(180_000);
  const server = await startPrivateServer({ env: { DEMO_CHAT_MESSAGES: '300' } });
  try {
    const page = await signedIn(browser, DEMO, server.url);
    const project = await ownProject(page);
    const channel = await sessionApi(page).post<{ id: string }>(`/v1/chat/channels?project=${project}`, { name: 'offline-test' });
    await page.goto(`${server.url}/chat?project=${project}&channel=${channel.id}`);
    await expect(page.getByText('No messages yet. Say hello!')).toBeVisible();
    await server.stop();
    const box = page.getByRole('textbox', { name: 'Message', exact: true });
    await box.fill('Written on the train');
    await box.press('Enter');
    await expect(page.getByText('Pending — sent when the connection is back')).toBeVisible({ timeout: 10_000 });
    await page.screenshot({ path: '.tmp/chat-pending.png' });
    await server.start();
    await expect(messages(page).getByRole('article').filter({ hasText: 'Written on the train' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Pending — sent when the connection is back')).toBeHidden();
    const list = await sessionApi(page).get<{ messages: { text: string }[] }>(
      `/v1/chat/channels/${channel.id}/messages?project=${project}`,
    );
    expect(list.messages.map((m) => m.text)).toEqual(['Written on the train']);
    await page.context().close();
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
  }
});

// A 24×16 green PNG (the image service renders its thumbnail).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAIElEQVQ4jWOQ64miCmIYNUhuNIzkRtNRz2gW6SE/HQAAjqeGEI8h85AAAAAASUVORK5CYII=',
  'base64',
);

test('an attached image uploads with progress and the other person sees its thumbnail', async ({ browser }) => {
  test.setTimeout(60_000);
  const [a, b] = await Promise.all([signedIn(browser, DEMO), signedIn(browser, ADMIN)]);
  const project = await ownProject(a);
  const admin = await sessionApi(b).get<{ id: string }>('/omnis/v3/dashboard/user');
  const name = `e2e-attach-${Date.now()}`;
  const fileName = `${name}.png`;
  const channel = await sessionApi(a).post<{ id: string }>(`/v1/chat/channels?project=${project}`, {
    type: 'private',
    name,
    users: [admin.id],
  });
  const url = `/chat?project=${project}&channel=${channel.id}`;
  await Promise.all([a.goto(url), b.goto(url)]);
  await expect(b.getByText('No messages yet. Say hello!')).toBeVisible();

  // A picks the file (the attach button opens the same input); its chip turns ready once uploaded.
  await expect(a.getByRole('button', { name: 'Attach files', exact: true })).toBeEnabled();
  await a.getByTestId('chat-file-input').setInputFiles({ name: fileName, mimeType: 'image/png', buffer: PNG });
  const chips = a.getByRole('list', { name: 'Files to send' });
  await expect(chips.getByRole('listitem').filter({ hasText: fileName })).toContainText('ready');
  const box = a.getByRole('textbox', { name: 'Message', exact: true });
  await box.fill('The new label');
  await box.press('Enter');
  await expect(chips).toBeHidden();

  // B sees the message live with the thumbnail, rendered by the image service.
  const seen = messages(b).getByRole('article').filter({ hasText: 'The new label' });
  const thumb = seen.getByRole('img', { name: fileName, exact: true });
  await expect(thumb).toBeVisible({ timeout: 5_000 });
  await expect(thumb).toHaveAttribute('src', /\/v1\/drive\/images\/.+\.webp\?.*token=/);
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await b.screenshot({ path: '.tmp/chat-attachment-desktop.png' });

  // Leave nothing behind for other specs: the channel and the drive file go.
  const csrf = (await a.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const { messages: sent } = await sessionApi(a).get<{ messages: { attachments: { file: string }[] }[] }>(
    `/v1/chat/channels/${channel.id}/messages?project=${project}`,
  );
  const headers = { 'X-CSRF-TOKEN': csrf };
  for (const m of sent) for (const f of m.attachments) await a.request.delete(`/v1/drive/files/${f.file}?project=${project}`, { headers });
  await a.request.delete(`/v1/chat/channels/${channel.id}?project=${project}`, { headers });
  await a.context().close();
  await b.context().close();
});
