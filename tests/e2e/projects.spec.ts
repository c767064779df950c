/**
 * Members end to end: the owner creates a project, invites a colleague by email, the colleague accepts the
 * link from the outbox, sees only what the member role allows, is made admin and sees more, is removed and
 * loses access at once.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import { DEMO, signInThroughForm } from './fixtures/auth.ts';
import { acceptTermsIfShown } from './fixtures/terms.ts';

const port = new URL(baseURL).port;
const outbox = join('.tmp', `e2e-${port}`, 'outbox');

function inviteLinkFor(email: string): string | null {
  let files: string[] = [];
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith('.json'));
  } catch {
    return null;
  }
  const mails = files
    .map((f) => JSON.parse(readFileSync(join(outbox, f), 'utf8')) as { to: string; text: string; sentAt: string })
    .filter((m) => m.to === email)
    .sort((a, b) => a.sentAt.localeCompare(b.sentAt));
  const text = mails.at(-1)?.text ?? '';
  return /https?:\/\/\S+accept-invite\?token=\S+/.exec(text)?.[0] ?? null;
}

/** A seeded colleague (same demo password) who is not yet in the new project. */
async function pickColleague(request: APIRequestContext) {
  const projects = (await (await request.get('/v1/projects')).json()).projects as { id: string }[];
  const users = (await (await request.get(`/v1/projects/${projects[0]!.id}/users?pageSize=100`)).json()).users as {
    email: string;
    role: string;
  }[];
  const c = users.find((u) => u.role === 'member' && u.email.endsWith('@example.com'));
  if (!c) throw new Error('no seeded colleague found');
  return { email: c.email, password: DEMO.password };
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `.tmp/projects-${name}.png`, fullPage: true });
}

test('invite by email, accept, role decides what you see, removal ends access at once', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInThroughForm(page);

  // The owner creates a project (the platform call is not merged yet: its 404 counts as public).
  const name = `E2E Team ${Date.now().toString(36)}`;
  await page.goto('/projects/create');
  await page.getByLabel('Project name').fill(name);
  await page.getByRole('button', { name: 'Create project' }).click();
  await page.waitForURL(/\/projects\/settings\?project=/);
  const projectId = new URL(page.url()).searchParams.get('project')!;
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await shot(page, 'settings');

  // Invite a colleague.
  const colleague = await pickColleague(page.request);
  await page.goto(`/users/invites?project=${projectId}`);
  await page.getByLabel('Email').fill(colleague.email);
  await page.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByTestId(`invite-row-${colleague.email}`)).toContainText('pending');
  await shot(page, 'invites');
  await expect.poll(() => inviteLinkFor(colleague.email)).not.toBeNull();
  const link = inviteLinkFor(colleague.email)!;
  expect(link).toContain(baseURL);

  // The colleague signs in and opens the link.
  const ctx = await browser.newContext({ baseURL });
  const them = await ctx.newPage();
  await signInThroughForm(them, colleague);
  await acceptTermsIfShown(them); // a seeded colleague has not accepted the platform's terms yet
  await them.goto(link.replace(baseURL, ''));
  await expect(them.getByText(`You joined ${name} as Member.`)).toBeVisible();
  await shot(them, 'accepted');
  // Opening it goes through projects.switch: the project becomes the active one, then its dashboard opens.
  await them.getByRole('button', { name: `Open ${name}` }).click();
  await them.waitForURL(new RegExp(`/dashboard\\?project=${projectId}`));
  await them.goto(`/users?project=${projectId}`);

  // As a member: sees the members, but cannot change roles, and the reason names the permission and roles.
  await expect(them.getByTestId(`user-row-${colleague.email}`)).toBeVisible();
  await expect(them.getByText('You need the permission projects.users.update. The roles Owner or Admin grant it.')).toBeVisible();
  await expect(them.getByRole('combobox', { name: `Role of ${DEMO.email}` })).toBeDisabled();
  await shot(them, 'member-users');
  await them.goto(`/developer?project=${projectId}`);
  await expect(them.getByText('You need the permission projects.auth.list.', { exact: false })).toBeVisible();
  await expect(them.getByRole('button', { name: 'Create API key' })).toBeDisabled();
  await shot(them, 'member-developer');

  // The owner makes them admin.
  await page.goto(`/users?project=${projectId}`);
  const role = page.getByRole('combobox', { name: `Role of ${colleague.email}` });
  await role.click();
  await page.getByRole('option', { name: 'Admin' }).click();
  await expect(page.getByText(/is now Admin\./)).toBeVisible();
  await shot(page, 'owner-users');

  // Their next check (the client caches an outcome for at most 10 s) shows the developer tools.
  await expect(async () => {
    await them.reload();
    await expect(them.getByRole('button', { name: 'Create API key' })).toBeEnabled({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await shot(them, 'admin-developer');

  // Removed: access ends at once, on the server and in the app.
  await page.getByTestId(`user-row-${colleague.email}`).getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId(`user-row-${colleague.email}`)).toHaveCount(0);
  expect((await them.request.get(`/v1/projects/${projectId}`)).status()).toBe(404);
  await them.goto(`/users?project=${projectId}`);
  await expect(them.getByText('Project not found.')).toBeVisible();
  await expect(them.getByTestId(`user-row-${colleague.email}`)).toHaveCount(0);
  await shot(them, 'removed');
  await ctx.close();
});

test('owner tools: settings, custom role, API key shown once, organisations, delete with typed confirmation', async ({ page }) => {
  test.setTimeout(90_000);
  await signInThroughForm(page);
  const name = `E2E Tools ${Date.now().toString(36)}`;
  await page.goto('/projects/create');
  await page.getByLabel('Project name').fill(name);
  await page.getByRole('button', { name: 'Create project' }).click();
  await page.waitForURL(/\/projects\/settings\?project=/);
  const projectId = new URL(page.url()).searchParams.get('project')!;

  // The new project becomes the active one (projects.switch) and the form loads it: wait for that first. (The
  // field is matched by its exact name: the create page's "Project name" stays on screen until the settings page
  // renders.)
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  // Settings: rename, add a logo and favicon; a bad URL is refused on the form.
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} Ltd`);
  await page.getByLabel('Favicon URL').fill('not a url');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Enter a URL starting with https:// or /')).toBeVisible();
  await page.getByLabel('Favicon URL').fill('https://cdn.example.com/favicon.ico');
  await page.getByRole('button', { name: 'Add logo' }).click();
  await page.getByLabel('URL', { exact: true }).fill('https://cdn.example.com/logo.png');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Project settings saved.')).toBeVisible();
  const saved = await (await page.request.get(`/v1/projects/${projectId}`)).json();
  expect(saved).toMatchObject({
    name: `${name} Ltd`,
    favicon: 'https://cdn.example.com/favicon.ico',
    logos: [{ url: 'https://cdn.example.com/logo.png' }],
  });

  // A custom role with its permissions.
  await page.goto(`/users/roles?project=${projectId}`);
  await expect(page.getByTestId('role-Owner')).toBeVisible();
  await page.getByRole('button', { name: 'Create role' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Packer');
  await dialog.getByLabel(/^projects\.project\.get/).check();
  await dialog.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByTestId('role-Packer')).toContainText('projects.project.get');
  // A role template adds its roles.
  await page.getByRole('button', { name: 'Install' }).first().click();
  await expect(page.getByTestId('role-Shift lead')).toBeVisible();
  await shot(page, 'roles');

  // An API key: the secret is shown once and works; revoking it stops it.
  await page.goto(`/developer?project=${projectId}`);
  await expect(page.getByText('No API keys yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Create API key' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill('Warehouse sync');
  await page.getByRole('dialog').getByRole('button', { name: 'Create key' }).click();
  const key = (await page.getByTestId('new-api-key').textContent())!;
  expect(key).toMatch(/^sfk_/);
  await shot(page, 'developer');
  const anon = await page.context().browser()!.newContext({ baseURL });
  expect((await anon.request.get(`/v1/projects/${projectId}`, { headers: { authorization: key } })).status()).toBe(200);
  await page.reload();
  await expect(page.getByText(key)).toHaveCount(0);
  await page.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('dialog', { name: 'Revoke API key' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('No API keys yet.')).toBeVisible();
  expect((await anon.request.get(`/v1/projects/${projectId}`, { headers: { authorization: key } })).status()).toBe(401);
  await anon.close();

  // Organisations.
  await page.goto('/organisations');
  const org = `Org ${Date.now().toString(36)}`;
  await page.getByLabel('New organisation').fill(org);
  await page.getByRole('button', { name: 'Create organisation' }).click();
  await expect(page.getByText(org, { exact: true })).toBeVisible();
  await shot(page, 'organisations');

  // Delete with typed confirmation.
  await page.goto(`/projects/settings?project=${projectId}`);
  await page.getByRole('button', { name: 'Delete project' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByRole('button', { name: 'Delete forever' })).toBeDisabled();
  await confirm.getByRole('textbox', { name: 'Project name' }).fill(`${name} Ltd`);
  await confirm.getByRole('button', { name: 'Delete forever' }).click();
  await page.waitForURL(/\/dashboard/);
  expect((await page.request.get(`/v1/projects/${projectId}`)).status()).toBe(404);
});
