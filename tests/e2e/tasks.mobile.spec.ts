/** Tasks, OKRs and bookmarks at phone width (390 px): the board stacks its phases, OKRs edit in place. */
import { expect, type Page, test } from '@playwright/test';
import { signInThroughForm } from './fixtures/auth.ts';
import { sessionApi } from './fixtures/list-kit.ts';

async function demoProject(page: Page) {
  const { projects } = await sessionApi(page).get<{ projects: { id: string; integrations: string[] }[] }>('/v1/projects');
  return projects.find((p) => p.integrations.includes('okrs'))!.id;
}

test('phone: the board, a task drawer, OKRs with a key result edited, bookmarks', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughForm(page);
  const project = await demoProject(page);
  await page.goto(`/m/workflow?project=${project}`);
  await expect(page.getByTestId('board-column-starting')).toBeVisible();
  await page.screenshot({ path: '.tmp/tasks-board-phone.png' });
  await page.locator('label', { hasText: /^List$/ }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(page.locator('[data-testid^="task-row-"]').first()).toBeVisible();
  await page.locator('[data-testid^="task-row-"]').first().getByRole('button').first().click();
  await expect(page.getByRole('dialog', { name: 'Task', exact: true })).toBeVisible();
  await page.screenshot({ path: '.tmp/tasks-drawer-phone.png' });

  await page.goto(`/m/okrs?project=${project}`);
  const objective = page.locator('[data-testid^="objective-"]').first();
  await expect(objective).toBeVisible();
  await expect(objective.getByRole('progressbar').first()).toBeVisible();
  await objective
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  await objective.getByLabel('Current').fill('29');
  await objective.getByRole('button', { name: 'Save' }).click();
  await expect(objective).toContainText('29');
  await page.screenshot({ path: '.tmp/okrs-phone.png', fullPage: true });
  await page
    .getByRole('textbox', { name: 'Period' })
    .or(page.getByRole('combobox', { name: 'Period' }))
    .first()
    .click();
  await expect(page.getByRole('option').first()).toBeVisible();

  await page.goto(`/bookmarks?project=${project}`);
  await expect(page.getByTestId('bookmark-tab-Daily')).toBeVisible();
  await page.screenshot({ path: '.tmp/bookmarks-phone.png', fullPage: true });
  await page.goto('/bookmarks');
  await expect(page.getByText('No project selected')).toBeVisible();
});
