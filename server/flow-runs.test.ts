/**
 * Flow runs against the real database and the mail path (issue 20): a trigger enrols, the run waits, the wait
 * elapses and the email goes out once (with the unsubscribe link and headers); a second trigger while the run is
 * active does not enrol twice; branches take the right path; a paused flow sends nothing until resumed;
 * unsubscribed people are skipped; orders and inactivity trigger; another project sees none of it.
 * It sits outside server/modules (like isolation.test.ts) because it drives both the mail and the flows modules.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryMailer, setupTestServer, type TestServer } from '../tests/setup/server.ts';
import { drainJobs } from './lib/jobs.ts';
import { logger } from './lib/logger.ts';
import { setCampaignMailer } from './modules/mail/campaigns.send.ts';
import { runStep, scanInactive } from './modules/flows/runs.ts';

let t: TestServer;
let projectId: string;
let token: string;
let otherToken: string;
let otherProjectId: string;
let listId: string;
const outbox = memoryMailer();
let previous: ReturnType<typeof setCampaignMailer>;

beforeAll(async () => {
  t = await setupTestServer();
  const owner = await t.createUser();
  const other = await t.createUser();
  projectId = (await t.createProject(owner.id)).id;
  otherProjectId = (await t.createProject(other.id)).id;
  token = await t.tokenFor(owner.id);
  otherToken = await t.tokenFor(other.id);
  previous = setCampaignMailer(outbox);
  listId = (await t.call('POST', `/v1/mail/mailing-lists?project=${projectId}`, { token, body: { name: 'Newsletter' } })).body.id;
});
afterAll(() => setCampaignMailer(previous));

const q = () => `project=${projectId}`;
const drain = () => drainJobs(t.database, logger);
/** Let every wait elapse: due now. */
const elapse = () => t.db.execute(sql`UPDATE jobs SET run_at = now() WHERE state = 'pending' AND queue = 'flow-run-step'`);
const sentTo = (email: string) => outbox.sent.filter((m) => m.to === email);

async function liveFlow(name: string, version: unknown) {
  const created = await t.call('POST', `/v1/flows?${q()}`, { token, body: { name, draft: version } });
  expect(created.status).toBe(201);
  const live = await t.call('PATCH', `/v1/flows/${created.body.id}?${q()}`, { token, body: { status: 'live' } });
  expect(live.status).toBe(200);
  return created.body.id as string;
}
async function subscribe(email: string, lists: string[] = [listId], status = 'subscribed') {
  const res = await t.call('POST', `/v1/mail/subscribers?${q()}`, { token, body: { email, mailingListIds: lists, status } });
  expect(res.status).toBe(201);
  return res.body.id as string;
}
async function runsOf(flowId: string) {
  const res = await t.call('GET', `/v1/flows/${flowId}/runs?${q()}&pageSize=50`, { token });
  expect(res.status).toBe(200);
  return res.body.runs as {
    subscriberId: string;
    email: string;
    status: string;
    step: number;
    exitReason: string | null;
    emailsSent: number;
  }[];
}

describe('flow runs', () => {
  let welcomeId: string;

  it('joining the list enrols; the wait elapses; the email is sent once with the unsubscribe link and headers', async () => {
    welcomeId = await liveFlow('Welcome', {
      trigger: { type: 'list_joined', mailingListId: listId },
      steps: [
        { type: 'wait', hours: 24 },
        { type: 'send', subject: 'Welcome aboard', blocks: [{ type: 'text', text: 'Glad you are here' }] },
      ],
    });
    await subscribe('ada@example.com');
    let runs = await runsOf(welcomeId);
    expect(runs).toMatchObject([{ email: 'ada@example.com', status: 'active', step: 0 }]);

    await drain(); // the wait starts
    expect(sentTo('ada@example.com')).toHaveLength(0);
    runs = await runsOf(welcomeId);
    expect(runs[0]).toMatchObject({ status: 'active', step: 1 });
    await drain(); // not due yet: nothing happens
    expect(sentTo('ada@example.com')).toHaveLength(0);

    await elapse();
    await drain();
    await drain();
    const mails = sentTo('ada@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Welcome aboard');
    expect(mails[0]!.html).toContain('Glad you are here');
    expect(mails[0]!.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:8080\/v1\/mail\/unsubscribe\/[^>]+>$/);
    expect(mails[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    runs = await runsOf(welcomeId);
    expect(runs[0]).toMatchObject({ status: 'done', emailsSent: 1 });

    // Its links are the flow message's own: the open counts on its send row and on the subscriber; unsubscribe works.
    const html = mails[0]!.html ?? '';
    const pixel = /http:\/\/localhost:8080(\/v1\/mail\/t\/o\/[^"]+)"/.exec(html)![1]!;
    expect((await t.call('GET', pixel)).status).toBe(200);
    const engaged = await t.db.execute<{ open_count: number; opened: boolean }>(
      sql`SELECT s.open_count, fs.opened_at IS NOT NULL AS opened FROM mail_subscribers s JOIN flow_sends fs ON fs.subscriber_id = s.id WHERE s.email = 'ada@example.com'`,
    );
    expect(engaged.rows).toEqual([{ open_count: 1, opened: true }]);
    const unsub = /<http:\/\/localhost:8080(\/v1\/mail\/unsubscribe\/[^>]+)>/.exec(mails[0]!.headers!['List-Unsubscribe']!)![1]!;
    const done = await t.call('POST', unsub, {
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.status).toBe(200);
    const after = await t.db.execute<{ status: string; unsubscribed: boolean }>(
      sql`SELECT s.status, fs.unsubscribed_at IS NOT NULL AS unsubscribed FROM mail_subscribers s JOIN flow_sends fs ON fs.subscriber_id = s.id WHERE s.email = 'ada@example.com'`,
    );
    expect(after.rows).toEqual([{ status: 'unsubscribed', unsubscribed: true }]);

    // Running the same step again (a job retried after it committed) sends nothing more.
    const run = (await t.db.execute<{ id: string }>(sql`SELECT id FROM flow_runs WHERE flow_id = ${welcomeId}`)).rows[0]!;
    expect(await runStep(t.database, { projectId, runId: run.id, step: 1 })).toBe('stale');
    expect(sentTo('ada@example.com')).toHaveLength(1);

    const flow = await t.call('GET', `/v1/flows/${welcomeId}?${q()}`, { token });
    expect(flow.body).toMatchObject({ activeRuns: 0, totalRuns: 1, emailsSent: 1 });
  });

  it('a second trigger while the run is active does not enrol twice', async () => {
    const other = (await t.call('POST', `/v1/mail/mailing-lists?${q()}`, { token, body: { name: 'VIP' } })).body.id;
    const flowId = await liveFlow('VIP welcome', {
      trigger: { type: 'list_joined', mailingListId: other },
      steps: [
        { type: 'wait', hours: 48 },
        { type: 'send', subject: 'VIP' },
      ],
    });
    const id = await subscribe('bob@example.com', [other]);
    // Leave and join again, through both write paths (members call and PUT).
    await t.call('POST', `/v1/mail/mailing-lists/${other}/members?${q()}`, { token, body: { remove: [id] } });
    await t.call('POST', `/v1/mail/mailing-lists/${other}/members?${q()}`, { token, body: { add: [id] } });
    const runs = await runsOf(flowId);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'active' });
    const list = await t.call('GET', `/v1/flows?${q()}&search=VIP`, { token });
    expect(list.body.flows[0]).toMatchObject({ activeRuns: 1, totalRuns: 1 });
  });

  it('a branch continues only when the condition holds', async () => {
    const branchList = (await t.call('POST', `/v1/mail/mailing-lists?${q()}`, { token, body: { name: 'Branching' } })).body.id;
    const flowId = await liveFlow('Engaged only', {
      trigger: { type: 'list_joined', mailingListId: branchList },
      steps: [
        { type: 'branch', condition: { field: 'openCount', op: 'gte', value: 1 } },
        { type: 'send', subject: 'For openers' },
      ],
    });
    const opener = await subscribe('opener@example.com', []);
    await t.db.execute(sql`UPDATE mail_subscribers SET open_count = 3 WHERE id = ${opener}`);
    await subscribe('quiet@example.com', []);
    const add = await t.call('POST', `/v1/mail/mailing-lists/${branchList}/members?${q()}`, {
      token,
      body: { add: [opener, (await t.call('GET', `/v1/mail/subscribers?${q()}&search=quiet`, { token })).body.subscribers[0].id] },
    });
    expect(add.status).toBe(200);
    await drain();
    expect(sentTo('opener@example.com').map((m) => m.subject)).toEqual(['For openers']);
    expect(sentTo('quiet@example.com')).toHaveLength(0);
    const runs = await runsOf(flowId);
    expect(runs.find((r) => r.email === 'quiet@example.com')).toMatchObject({ status: 'exited' });
    expect(runs.find((r) => r.email === 'quiet@example.com')!.exitReason).toMatch(/branch/);
    expect(runs.find((r) => r.email === 'opener@example.com')).toMatchObject({ status: 'done', emailsSent: 1 });
  });

  it('a paused flow advances nothing; publishing it again resumes the runs on their own version', async () => {
    const pauseList = (await t.call('POST', `/v1/mail/mailing-lists?${q()}`, { token, body: { name: 'Pausing' } })).body.id;
    const flowId = await liveFlow('Pausable', {
      trigger: { type: 'list_joined', mailingListId: pauseList },
      steps: [{ type: 'send', subject: 'Version one' }],
    });
    await subscribe('paula@example.com', [pauseList]);
    await t.call('PATCH', `/v1/flows/${flowId}?${q()}`, { token, body: { status: 'paused' } });
    await drain();
    expect(sentTo('paula@example.com')).toHaveLength(0);
    expect((await runsOf(flowId))[0]).toMatchObject({ status: 'active', step: 0 });
    // Nobody enters a paused flow.
    await subscribe('late@example.com', [pauseList]);
    expect(await runsOf(flowId)).toHaveLength(1);

    await t.call('PATCH', `/v1/flows/${flowId}?${q()}`, {
      token,
      body: {
        draft: { trigger: { type: 'list_joined', mailingListId: pauseList }, steps: [{ type: 'send', subject: 'Version two' }] },
        status: 'live',
      },
    });
    await drain();
    expect(sentTo('paula@example.com').map((m) => m.subject)).toEqual(['Version one']);
  });

  it('a step that fails before COMMIT rolls back whole: the retried job sends exactly once, a later retry nothing', async () => {
    const crashList = (await t.call('POST', `/v1/mail/mailing-lists?${q()}`, { token, body: { name: 'Crashing' } })).body.id;
    const flowId = await liveFlow('Crash-safe', {
      trigger: { type: 'list_joined', mailingListId: crashList },
      steps: [{ type: 'send', subject: 'Only once' }],
    });
    await subscribe('crash@example.com', [crashList]);
    let attempts = 0;
    setCampaignMailer({
      async send() {
        attempts++;
        throw new Error('connection lost'); // the worker lost SMTP (or died) mid-step
      },
    });
    await drain();
    setCampaignMailer(outbox);
    expect(attempts).toBe(1);
    expect((await runsOf(flowId))[0]).toMatchObject({ status: 'active', step: 0, emailsSent: 0 });
    const sends = await t.db.execute(sql`SELECT count(*)::int AS n FROM flow_sends WHERE flow_id = ${flowId}`);
    expect(sends.rows[0]).toEqual({ n: 0 });
    // The retry (the job's back-off made due) sends it; retrying again finds the step done.
    await t.db.execute(sql`UPDATE jobs SET run_at = now() WHERE state = 'pending' AND queue = 'flow-run-step'`);
    await drain();
    expect((await runsOf(flowId))[0]).toMatchObject({ status: 'done', emailsSent: 1 });
    await t.db.execute(sql`UPDATE jobs SET run_at = now() WHERE state = 'pending' AND queue = 'flow-run-step'`);
    await drain();
    expect(sentTo('crash@example.com')).toHaveLength(1);
    expect((await t.db.execute(sql`SELECT count(*)::int AS n FROM flow_sends WHERE flow_id = ${flowId}`)).rows[0]).toEqual({ n: 1 });
  });

  it('unsubscribed people are never mailed: not enrolled, and skipped when they leave mid-run', async () => {
    await subscribe('gone@example.com', [listId], 'unsubscribed');
    const midway = await subscribe('midway@example.com');
    expect((await runsOf(welcomeId)).map((r) => r.email)).not.toContain('gone@example.com');
    await drain(); // the wait starts
    const put = await t.call('PUT', `/v1/mail/subscribers/${midway}?${q()}`, {
      token,
      body: {
        email: 'midway@example.com',
        firstName: '',
        lastName: '',
        gender: null,
        attributes: {},
        status: 'unsubscribed',
        mailingListIds: [listId],
      },
    });
    expect(put.status).toBe(200);
    await elapse();
    await drain();
    expect(sentTo('midway@example.com')).toHaveLength(0);
    expect(sentTo('gone@example.com')).toHaveLength(0);
    const run = (await runsOf(welcomeId)).find((r) => r.email === 'midway@example.com')!;
    expect(run).toMatchObject({ status: 'exited', exitReason: 'not subscribed', emailsSent: 0 });
  });

  it('an order placed and a customer inactive for N days enrol the subscriber with that email', async () => {
    const platform = (await t.call('GET', `/v1/platform?${q()}`, { token })).body;
    const key = (
      await t.call('POST', `/v1/projects/${projectId}/auth`, { token, body: { name: 'Shop', permissions: ['platform.orders.create'] } })
    ).body.key as string;
    const orderFlow = await liveFlow('Thanks', {
      trigger: { type: 'order_placed' },
      steps: [{ type: 'send', subject: 'Thanks for your order' }],
    });
    await subscribe('buyer@example.com', []);
    const order = await t.call('POST', `/v1/platform/${platform.id}/orders?${q()}`, {
      headers: { authorization: key, 'idempotency-key': 'flow-order-1' },
      body: {
        customer: { email: 'Buyer@Example.com', firstName: 'Bea', lastName: 'Buyer' },
        lines: [{ productName: 'Poster', quantity: 1, unitPrice: 1500 }],
        currency: 'EUR',
      },
    });
    expect(order.status).toBe(201);
    await drain();
    expect(sentTo('buyer@example.com').map((m) => m.subject)).toEqual(['Thanks for your order']);
    expect(await runsOf(orderFlow)).toHaveLength(1);

    const inactiveFlow = await liveFlow('Miss you', {
      trigger: { type: 'customer_inactive', days: 30 },
      steps: [{ type: 'send', subject: 'We miss you' }],
    });
    const published = (await t.call('GET', `/v1/flows/${inactiveFlow}?${q()}`, { token })).body.publishedAt;
    expect(await scanInactive(t.database, { projectId, flowId: inactiveFlow, publishedAt: published })).toBe(0); // bought today
    await t.db.execute(sql`UPDATE customers SET last_purchased_at = now() - interval '40 days' WHERE project_id = ${projectId}`);
    expect(await scanInactive(t.database, { projectId, flowId: inactiveFlow, publishedAt: published })).toBe(1);
    await drain();
    expect(sentTo('buyer@example.com').map((m) => m.subject)).toEqual(['Thanks for your order', 'We miss you']);
    // Once per inactive spell: the next scan enrols nobody again.
    expect(await scanInactive(t.database, { projectId, flowId: inactiveFlow, publishedAt: published })).toBe(0);
  });

  it('tenancy: another project sees no runs and its lists enrol nobody here', async () => {
    const res = await t.call('GET', `/v1/flows/${welcomeId}/runs?project=${otherProjectId}`, { token: otherToken });
    expect(res.status).toBe(404);
    const own = await t.call('GET', `/v1/flows/${welcomeId}/runs?project=${projectId}`, { token: otherToken });
    expect(own.status).toBe(404);
    // A subscriber of the other project joining a list with the same id enrols nobody in this project's flow.
    const before = (await runsOf(welcomeId)).length;
    await t.call('POST', `/v1/mail/subscribers?project=${otherProjectId}`, {
      token: otherToken,
      body: { email: 'stranger@example.com', mailingListIds: [listId] },
    });
    expect((await runsOf(welcomeId)).length).toBe(before);
    const bad = await t.call('GET', `/v1/flows/${welcomeId}/runs?${q()}&status=nope`, { token });
    expect(bad.status).toBe(422);
  });
});
