/**
 * The email journey (issue 20): import subscribers from a CSV with a progress bar and a report of bad rows; build
 * a segment with its live count; send a campaign to the outbox, open its tracked link and see the report count
 * the click and, after a DSN posted for it, the bounce; test-send a flow's draft. Every record made here carries this run's own stamp.
 */
import { expect, request, test } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import { signInThroughForm } from './fixtures/auth.ts';
import { mailProject, outboxMail, post } from './fixtures/mail.ts';

test.describe.configure({ mode: 'serial' });
const stamp = Date.now().toString(36);
let projectId = '';

test.beforeEach(async ({ page }) => {
  await signInThroughForm(page);
  projectId ||= await mailProject(page);
});

test('import a CSV: progress, counts, and the rows that could not be imported', async ({ page }) => {
  await page.goto(`/m/email/subscribers?project=${projectId}`);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import subscribers' });
  const csv = `\uFEFFEmail;First name;City\nimp1-${stamp}@example.com;Ann;Berlin\nnot-an-email;Bob;Paris\nimp2-${stamp}@example.com;Cy;Rome\n`;
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog.getByRole('combobox', { name: 'Column Email' })).toHaveValue('email');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
  await expect(dialog.getByTestId('import-summary')).toContainText('Done: 3 rows read · 2 new', { timeout: 15_000 });
  await expect(dialog.getByRole('table', { name: 'Rows not imported' })).toContainText('The email address is not valid.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('searchbox', { name: 'Search subscribers' }).fill(`imp1-${stamp}`);
  await page.getByRole('searchbox', { name: 'Search subscribers' }).press('Enter');
  await expect(page.getByTestId(`subscriber-row-imp1-${stamp}@example.com`)).toBeVisible();
});

test('build a segment with its live count', async ({ page }) => {
  await page.goto(`/m/email/lists?project=${projectId}`);
  await expect(page.getByTestId('list-row-Newsletter')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'New list or segment' }).click();
  const dialog = page.getByRole('dialog', { name: 'New list or segment' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(`Women ${stamp}`);
  const count = dialog.getByTestId('segment-count');
  const number = async () => Number((await count.textContent())?.replace(/\D/g, ''));
  await expect(count).toHaveText('Add a rule to see who matches.');
  await dialog.getByRole('combobox', { name: 'Gender' }).selectOption('female');
  await expect.poll(number).toBeGreaterThan(0);
  const women = await number();
  // and opened in the last 30 days (the condition's default): fewer
  await dialog.getByRole('button', { name: 'Add a condition' }).click();
  await expect.poll(number).toBeLessThan(women);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId(`list-row-Women ${stamp}`)).toBeVisible();
});

test('send a campaign to the outbox, open its tracked link, see the report count the click', async ({ page }) => {
  const q = `project=${projectId}`;
  const list = await (await post(page, `/v1/mail/mailing-lists?${q}`, { name: `Send test ${stamp}` })).json();
  const to = `reader-${stamp}@example.com`;
  expect((await post(page, `/v1/mail/subscribers?${q}`, { email: to, mailingListIds: [list.id] })).status()).toBe(201);
  const campaign = await (
    await post(page, `/v1/mail/campaigns?${q}`, {
      name: `Launch ${stamp}`,
      subject: `Launch ${stamp}`,
      blocks: [
        { type: 'heading', text: 'New in store' },
        { type: 'button', text: 'Shop now', url: 'https://example.com/launch' },
      ],
      audience: { mailingListIds: [list.id] },
    })
  ).json();
  await page.goto(`/m/email/${campaign.id}?${q}`);
  await expect(page.getByTestId('audience-count')).toHaveText('1 subscribed people');
  await expect(page.frameLocator('iframe[title="Email preview"]').getByText('New in store')).toBeVisible();
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByRole('region', { name: 'Report' })).toBeVisible({ timeout: 15_000 });
  const mail = await outboxMail(to, new RegExp(`^Launch ${stamp}$`));
  const link = mail.text.match(/https?:\/\/\S+\/v1\/mail\/t\/c\/\S+/)?.[0];
  expect(link).toBeTruthy();
  const click = await page.request.get(new URL(link!).pathname + new URL(link!).search, { maxRedirects: 0 });
  expect(click.status()).toBe(302);
  expect(click.headers().location).toBe('https://example.com/launch');
  await page.reload();
  await expect(page.getByTestId('report-clicked')).toContainText('1', { timeout: 10_000 });
  await expect(page.getByTestId('report-sent')).toContainText('1');
  // The mailbox provider bounces it later: its DSN, posted raw by a webhook (no session), names the signed envelope sender.
  const envelopeFrom = (mail as { envelopeFrom?: string }).envelopeFrom ?? '';
  expect(envelopeFrom).toMatch(/^bounces\+/);
  const anonymous = await request.newContext({ baseURL });
  const dsn = await anonymous.post('/v1/mail/inbound', {
    headers: { 'content-type': 'message/rfc822' },
    data: [
      `To: ${envelopeFrom}`,
      'Subject: Undelivered Mail Returned to Sender',
      'Content-Type: multipart/report; report-type=delivery-status; boundary="B"',
      '',
      '--B',
      'Content-Type: message/delivery-status',
      '',
      'Reporting-MTA: dns; mx.example.net',
      '',
      `Final-Recipient: rfc822; ${to}`,
      'Action: failed',
      'Status: 5.1.1',
      '',
      '--B--',
      '',
    ].join('\r\n'),
  });
  expect(dsn.status()).toBe(202);
  await anonymous.dispose();
  await page.reload();
  await expect(page.getByTestId('report-bounced')).toContainText('1', { timeout: 10_000 });
  await page.screenshot({ path: '.tmp/mail-report-1366.png', fullPage: true });
});

test("test-send a flow's draft", async ({ page }) => {
  await page.goto(`/m/flows?project=${projectId}`);
  await page.getByTestId('flow-row-Welcome series').getByRole('link', { name: 'Welcome series' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome series' })).toBeVisible();
  const to = `flow-${stamp}@example.com`;
  const box = page.getByRole('group', { name: 'Test send' });
  await box.getByRole('textbox', { name: 'Send a test to' }).fill(to);
  await box.getByRole('button', { name: 'Send test' }).click();
  const mail = await outboxMail(to, /^\[Test\] Welcome to Corner Shop$/);
  expect(mail.text).toContain('10% off');
  await page.screenshot({ path: '.tmp/flow-1366.png', fullPage: true });
});
