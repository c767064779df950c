/**
 * Flow runs (issue 20): publish a flow on a list, add a subscriber to that list, see the run on the flow's page
 * and its email in the outbox. Everything made here carries this run's stamp and the flow is deleted at the end,
 * so no other spec sees it.
 */
import { expect, test } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import { signInThroughForm } from './fixtures/auth.ts';
import { mailProject, outboxMail, post } from './fixtures/mail.ts';

const stamp = Date.now().toString(36);

test('publish a flow, a subscriber joins its list: the run shows and the email is in the outbox', async ({ page }) => {
  await signInThroughForm(page);
  const projectId = await mailProject(page);
  const q = `project=${projectId}`;
  const list = await post(page, `/v1/mail/mailing-lists?${q}`, { name: `Flow list ${stamp}` });
  expect(list.status()).toBe(201);
  const listId = (await list.json()).id as string;
  const created = await post(page, `/v1/flows?${q}`, {
    name: `Onboarding ${stamp}`,
    draft: {
      trigger: { type: 'list_joined', mailingListId: listId },
      steps: [{ type: 'send', subject: `Hello ${stamp}`, blocks: [{ type: 'text', text: 'Nice to meet you' }] }],
    },
  });
  expect(created.status()).toBe(201);
  const flowId = (await created.json()).id as string;
  const csrf = (await page.context().cookies(new URL(baseURL).origin)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  try {
    const publish = await page.request.patch(`/v1/flows/${flowId}?${q}`, { data: { status: 'live' }, headers: { 'X-CSRF-TOKEN': csrf } });
    expect(publish.status()).toBe(200);
    const to = `run-${stamp}@example.com`;
    expect((await post(page, `/v1/mail/subscribers?${q}`, { email: to, mailingListIds: [listId] })).status()).toBe(201);
    const mail = await outboxMail(to, new RegExp(`^Hello ${stamp}$`));
    expect(mail.text).toContain('Nice to meet you');

    await page.goto(`/m/flows/${flowId}?${q}`);
    const runs = page.getByRole('region', { name: 'Runs' });
    await expect(runs.getByTestId(`flow-run-${to}`)).toContainText('done');
    await expect(runs).toContainText('1 email sent');
    await page.screenshot({ path: '.tmp/flow-runs-1366.png', fullPage: true });
  } finally {
    await page.request.delete(`/v1/flows/${flowId}?${q}`, { headers: { 'X-CSRF-TOKEN': csrf } });
    await page.request.delete(`/v1/mail/mailing-lists/${listId}?${q}`, { headers: { 'X-CSRF-TOKEN': csrf } });
  }
});
