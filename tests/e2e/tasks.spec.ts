/**
 * Tasks (issue 24): the workflow board moves a task across phases by drag and drop and by the keyboard; an
 * assignee gets the notification; a filtered users view saved as a bookmark reopens from its tab with the
 * filters restored.
 */
import { expect, type Page, test } from '@playwright/test';
import { DEMO, signInThroughForm } from './fixtures/auth.ts';
import { sessionApi } from './fixtures/list-kit.ts';

const ADMIN = { email: 'admin@shopfloor.local', password: DEMO.password };

async function demoProject(page: Page) {
  const { projects } = await sessionApi(page).get<{ projects: { id: string; integrations: string[] }[] }>('/v1/projects');
  return projects.find((p) => p.integrations.includes('workflow'))!.id;
}
const taskPhase = async (page: Page, project: string, id: string) =>
  (await sessionApi(page).get<{ phase: string }>(`/v1/projects/${project}/tasks/${id}`)).phase;

test('the board: move a task across phases by drag and drop, then by the keyboard', async ({ page }) => {
  test.setTimeout(90_000);
  await signInThroughForm(page);
  const project = await demoProject(page);
  const task = await sessionApi(page).post<{ id: string }>(`/v1/projects/${project}/tasks`, {
    title: 'Drag me across',
    phase: 'starting',
    position: -1,
  });
  await page.goto(`/m/workflow?project=${project}`);
  const card = page.getByTestId(`task-card-${task.id}`);
  await expect(card).toBeVisible();
  await expect(page.getByTestId('board-column-starting').getByTestId(`task-card-${task.id}`)).toBeVisible();
  await page.screenshot({ path: '.tmp/tasks-board-desktop.png', fullPage: true });

  // Pointer: press, move past the activation distance, over the middle column, release (small pauses: the
  // sensor activates on a later pointer move, and a loaded machine may skip a frame).
  await card.scrollIntoViewIfNeeded();
  await expect(page.getByTestId('board-column-starting')).toContainText('Drag me across');
  const from = (await card.boundingBox())!;
  const target = (await page.getByTestId('board-column-in_progress').boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 5 });
  await page.waitForTimeout(150);
  await page.mouse.move(target.x + target.width / 2, target.y + 60, { steps: 15 });
  await page.waitForTimeout(150);
  await page.mouse.move(target.x + target.width / 2, target.y + 70, { steps: 5 });
  await page.waitForTimeout(150);
  await page.mouse.up();
  await expect(page.getByTestId('board-column-in_progress').getByTestId(`task-card-${task.id}`)).toBeVisible();
  await expect.poll(() => taskPhase(page, project, task.id)).toBe('in_progress');

  // Keyboard: focus the card, Space picks it up, → moves it to the next phase, Space drops it.
  const moved = page.getByTestId('board-column-in_progress').getByTestId(`task-card-${task.id}`);
  await moved.focus();
  // Pauses between keys: dnd-kit measures the droppables after the pick-up, a frame or two later on a busy machine.
  await page.keyboard.press('Space');
  await page.waitForTimeout(300);
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(300);
  await page.keyboard.press('Space');
  await expect(page.getByTestId('board-column-finishing').getByTestId(`task-card-${task.id}`)).toBeVisible();
  await expect.poll(() => taskPhase(page, project, task.id)).toBe('finishing');

  // Enter opens the drawer, whose history names both moves.
  await page.getByTestId(`task-card-${task.id}`).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('task-history')).toContainText('moved it to finishing');
  await expect(page.getByTestId('task-history')).toContainText('moved it to in progress');
});

test('an assignee gets the notification', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signInThroughForm(page);
  const project = await demoProject(page);
  const title = `Check the heat press ${Date.now()}`;
  await page.goto(`/m/workflow?project=${project}`);
  await page.getByRole('button', { name: 'New task' }).click();
  const dialog = page.getByRole('dialog', { name: 'New task' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('combobox', { name: 'Assignee' }).click();
  await page.getByRole('option', { name: 'Ada Admin' }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();
  // The task's drawer (the closing "New task" dialog can still be in the page for a moment: name the drawer).
  const drawer = page.getByRole('dialog', { name: 'Task', exact: true });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByLabel('Title')).toHaveValue(title);

  const other = await browser.newContext();
  const admin = await other.newPage();
  await signInThroughForm(admin, ADMIN);
  await admin.getByTestId('notifications-bell').click();
  const item = admin
    .getByTestId('notifications-panel')
    .getByTestId('notification')
    .filter({ hasText: `Task assigned: ${title}` });
  await expect(item).toBeVisible();
  await item.getByText(`Task assigned: ${title}`).click();
  await expect(admin).toHaveURL(/\/m\/workflow\?.*task=/);
  await expect(admin.getByRole('dialog', { name: 'Task', exact: true }).getByLabel('Title')).toHaveValue(title);
  await other.close();
});

test('save a filtered users view as a bookmark, reopen it from its tab with the filters restored', async ({ page }) => {
  test.setTimeout(90_000);
  await signInThroughForm(page);
  const project = await demoProject(page);
  await page.goto(`/users?project=${project}`);
  await page.getByLabel('Search users').fill('admin');
  await expect(page).toHaveURL(/q=admin/);
  await page
    .getByRole('button', { name: 'Sort by Email descending' })
    .or(page.getByRole('button', { name: 'Sort by Email ascending' }))
    .first()
    .click();
  await expect(page).toHaveURL(/sort=/);
  const sort = new URL(page.url()).searchParams.get('sort');
  await page.getByRole('button', { name: 'Save this view' }).click();
  await page.getByLabel('Bookmark title').fill('Admins only');
  await page.getByRole('combobox', { name: 'Tab' }).click();
  await page.getByRole('option', { name: 'Team' }).click();
  await page.getByRole('button', { name: 'Save bookmark' }).click();
  await expect(page.getByTestId('view-saved')).toContainText('Admins only');

  await page.goto(`/bookmarks?project=${project}`);
  await page.getByTestId('bookmark-tab-Team').click();
  await page.screenshot({ path: '.tmp/bookmarks-desktop.png', fullPage: true });
  await page.getByTestId('bookmark-Admins only').getByRole('link', { name: 'Admins only' }).click();
  await expect(page).toHaveURL(/\/users\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('q')).toBe('admin');
  expect(url.searchParams.get('sort')).toBe(sort);
  expect(url.searchParams.get('project')).toBe(project);
  await expect(page.getByLabel('Search users')).toHaveValue('admin');
  await expect(page.getByRole('cell', { name: ADMIN.email })).toBeVisible();
  await expect(page.getByTestId('view-saved')).toContainText('Admins only');
});

test('bookmark tabs: arrange by drag and drop; a new tab is saved with a real id', async ({ page }) => {
  test.setTimeout(120_000);
  await signInThroughForm(page);
  const project = await demoProject(page);
  await page.goto(`/bookmarks?project=${project}`);
  await page.getByLabel('New tab name').fill('Weekly');
  const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/bookmarktabs'));
  await page.getByRole('button', { name: 'Add tab' }).click();
  const body = (await put).postDataJSON() as { tabs: { id: string | null; name: string; sortOrder: number }[] };
  expect(body.tabs.at(-1)).toEqual({ id: null, name: 'Weekly', sortOrder: body.tabs.length });
  expect(body.tabs.map((t) => t.sortOrder)).toEqual(body.tabs.map((_, i) => i + 1));
  await expect(page.getByTestId('bookmark-tab-Weekly')).toBeVisible();
  // Keyboard drag: move "Weekly" to the front.
  await page.getByTestId('bookmark-tab-Weekly').focus();
  const reorder = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/bookmarktabs'));
  // A beat between pick-up, moves and drop, as a person's key presses have (dnd-kit measures in between).
  await page.keyboard.press('Space');
  await page.waitForTimeout(300);
  for (let i = 0; i < body.tabs.length; i++) {
    await page.keyboard.press('ArrowLeft');
    await page.waitForTimeout(150);
  }
  await page.keyboard.press('Space');
  const order = ((await reorder).postDataJSON() as typeof body).tabs;
  expect(order[0]!.name).toBe('Weekly');
  expect(order[0]!.id).toMatch(/^btb_/);
  const saved = await sessionApi(page).get<{ tabs: { name: string }[] }>(`/v1/projects/${project}/bookmarktabs`);
  await expect
    .poll(async () => (await sessionApi(page).get<{ tabs: { name: string }[] }>(`/v1/projects/${project}/bookmarktabs`)).tabs[0]!.name)
    .toBe('Weekly');
  expect(saved.tabs.length).toBe(body.tabs.length);
});
