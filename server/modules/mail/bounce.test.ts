/**
 * Bounces and complaints (issue 20) with an in-process SMTP server (smtp-server): a recipient refused with 550 is a
 * hard bounce (send and subscriber bounced, counted in the report, skipped by the next campaign and by flows); a 451
 * is retried and delivered; every message goes out with a signed VERP envelope sender, and a DSN or an ARF report
 * posted to `POST /v1/mail/inbound` with it records a bounce or a complaint once; a forged token changes nothing;
 * another project's token touches only its own send. Also lastPurchased as a stored column (order hook, sort, backfill).
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { drainJobs } from '../../lib/jobs.ts';
import { logger } from '../../lib/logger.ts';
import { createMailer } from '../../lib/mail.ts';
import { setCampaignMailer, setSendConcurrency } from './campaigns.send.ts';

interface Received {
  to: string;
  mailFrom: string;
}
let t: TestServer;
let smtp: SMTPServer;
let projectId: string;
let token: string;
let listId: string;
let otherProjectId: string;
let otherToken: string;
let otherListId: string;
const accepted: Received[] = [];
const refusedSoft = new Set<string>(); // 451 once per address
let refuseSender = false; // 554 to MAIL FROM (our sender refused: not the recipient's fault)
let previous: ReturnType<typeof setCampaignMailer>;

beforeAll(async () => {
  t = await setupTestServer();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    disableReverseLookup: true,
    onMailFrom(_address, _session, cb) {
      if (refuseSender) return cb(Object.assign(new Error('5.7.1 Sender blocked'), { responseCode: 554 }));
      cb();
    },
    onRcptTo(address, _session, cb) {
      const refuse = (code: number, text: string) => cb(Object.assign(new Error(text), { responseCode: code }));
      if (address.address.startsWith('hard')) return refuse(550, '5.1.1 User unknown');
      if (address.address.startsWith('soft') && !refusedSoft.has(address.address)) {
        refusedSoft.add(address.address);
        return refuse(451, '4.2.0 Try again later');
      }
      cb();
    },
    onData(stream, session, cb) {
      stream.on('data', () => {});
      stream.on('end', () => {
        accepted.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          mailFrom: (session.envelope.mailFrom || { address: '' }).address,
        });
        cb();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', () => r()));
  const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`;
  previous = setCampaignMailer(createMailer({ smtpUrl, from: 'shop@example.com', dataDir: '.tmp/test-data', log: logger, pool: true }));
  setSendConcurrency(2);

  const owner = await t.createUser();
  const other = await t.createUser();
  projectId = (await t.createProject(owner.id)).id;
  otherProjectId = (await t.createProject(other.id)).id;
  token = await t.tokenFor(owner.id);
  otherToken = await t.tokenFor(other.id);
  listId = (await t.call('POST', `/v1/mail/mailing-lists?project=${projectId}`, { token, body: { name: 'Everyone' } })).body.id;
  otherListId = (await t.call('POST', `/v1/mail/mailing-lists?project=${otherProjectId}`, { token: otherToken, body: { name: 'Theirs' } }))
    .body.id;
  for (const email of ['ann@example.com', 'bob@example.com', 'cat@example.com', 'hard@example.com', 'soft@example.com'])
    expect(
      (await t.call('POST', `/v1/mail/subscribers?project=${projectId}`, { token, body: { email, mailingListIds: [listId] } })).status,
    ).toBe(201);
  await t.call('POST', `/v1/mail/subscribers?project=${otherProjectId}`, {
    token: otherToken,
    body: { email: 'ann@example.com', mailingListIds: [otherListId] },
  });
});
afterAll(async () => {
  setCampaignMailer(previous)?.close?.();
  setSendConcurrency(4);
  await new Promise<void>((r) => smtp.close(() => r()));
});

async function sendCampaign(as: { projectId: string; token: string; listId: string }, name: string) {
  const q = `project=${as.projectId}`;
  const created = await t.call('POST', `/v1/mail/campaigns?${q}`, {
    token: as.token,
    body: { name, subject: name, blocks: [{ type: 'text', text: 'Hello' }], audience: { mailingListIds: [as.listId] }, sendRate: 100_000 },
  });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  expect((await t.call('PATCH', `/v1/mail/campaigns/${id}?${q}`, { token: as.token, body: { status: 'sending' } })).status).toBe(200);
  for (let i = 0; i < 20; i++) {
    await drainJobs(t.database, logger);
    const c = await t.call('GET', `/v1/mail/campaigns/${id}?${q}`, { token: as.token });
    if (c.body.status === 'sent') return { id, report: c.body.report };
    await t.db.execute(sql`UPDATE jobs SET run_at = now() WHERE state = 'pending'`); // the retry's back-off, made due
  }
  throw new Error('campaign did not finish');
}
const mine = () => ({ projectId, token, listId });
async function subscriber(email: string, as = mine()) {
  const res = await t.call('GET', `/v1/mail/subscribers?project=${as.projectId}&search=${encodeURIComponent(email)}`, { token: as.token });
  return res.body.subscribers.find((s: { email: string }) => s.email === email);
}
const campaignReport = async (id: string, as = mine()) =>
  (await t.call('GET', `/v1/mail/campaigns/${id}?project=${as.projectId}`, { token: as.token })).body.report;
const inbound = (raw: string, query = '') =>
  t.app.request(`/v1/mail/inbound${query}`, { method: 'POST', headers: { 'content-type': 'message/rfc822' }, body: raw });

function dsn(returnPath: string, recipient: string, status = '5.1.1') {
  return [
    'From: Mail Delivery System <MAILER-DAEMON@mx.example.net>',
    `To: ${returnPath}`,
    'Subject: Undelivered Mail Returned to Sender',
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="BOUNDARY"',
    '',
    '--BOUNDARY',
    'Content-Type: text/plain; charset=us-ascii',
    '',
    'I am sorry to have to inform you that your message could not be delivered.',
    '--BOUNDARY',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.example.net',
    '',
    `Final-Recipient: rfc822; ${recipient}`,
    'Action: failed',
    `Status: ${status}`,
    `Diagnostic-Code: smtp; 550 ${status} <${recipient}>: Recipient address rejected: User unknown`,
    '',
    '--BOUNDARY',
    'Content-Type: text/rfc822-headers',
    '',
    'From: news@example.com',
    `To: ${recipient}`,
    'Subject: Spring',
    '',
    '--BOUNDARY--',
    '',
  ].join('\r\n');
}
function arf(returnPath: string, recipient: string, feedbackType = 'abuse') {
  return [
    'From: feedback@isp.example',
    'To: abuse@example.com',
    'Subject: Complaint about message',
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=feedback-report; boundary="ARF"',
    '',
    '--ARF',
    'Content-Type: text/plain',
    '',
    'This is an email abuse report.',
    '--ARF',
    'Content-Type: message/feedback-report',
    '',
    `Feedback-Type: ${feedbackType}`,
    'User-Agent: ISP-FBL/1.0',
    'Version: 1',
    `Original-Rcpt-To: ${recipient}`,
    '',
    '--ARF',
    'Content-Type: message/rfc822',
    'Content-Disposition: inline',
    '',
    `Return-Path: <${returnPath}>`,
    'From: news@example.com',
    `To: ${recipient}`,
    'Subject: Spring',
    '',
    'Hello',
    '--ARF--',
    '',
  ].join('\r\n');
}

let firstCampaign = '';
const envelopeOf = (email: string) => accepted.find((m) => m.to === email)!.mailFrom;

describe('bounces at send time', () => {
  it('550 → send and subscriber bounced, counted; 451 → retried and delivered; every message has a signed VERP sender', async () => {
    const { id, report } = await sendCampaign(mine(), 'Spring');
    firstCampaign = id;
    expect(accepted.map((m) => m.to).sort()).toEqual(['ann@example.com', 'bob@example.com', 'cat@example.com', 'soft@example.com']);
    expect(refusedSoft.has('soft@example.com')).toBe(true); // refused once, then delivered on the retry
    expect(report).toMatchObject({ recipients: 5, sent: 5, delivered: 4, bounced: 1, complained: 0, failed: 0, pending: 0 });
    for (const m of accepted) expect(m.mailFrom).toMatch(/^bounces\+[a-z0-9_=-]+\.[a-z0-9_=-]+\.[a-z0-9_=-]+\.[0-9a-f]{32}@[a-z0-9.-]+$/);
    expect(new Set(accepted.map((m) => m.mailFrom)).size).toBe(4); // one per message
    const hard = await subscriber('hard@example.com');
    expect(hard).toMatchObject({ status: 'bounced', consent: { status: 'bounced', source: 'bounce' } });
    expect(Date.parse(hard.consent.at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await subscriber('soft@example.com')).status).toBe('subscribed');
  }, 60_000);

  it('a second campaign skips the bounced subscriber', async () => {
    accepted.length = 0;
    const { report } = await sendCampaign(mine(), 'Summer');
    expect(accepted.map((m) => m.to).sort()).toEqual(['ann@example.com', 'bob@example.com', 'cat@example.com', 'soft@example.com']);
    expect(report).toMatchObject({ recipients: 4, sent: 4, bounced: 0 });
  }, 60_000);

  it('a refused MAIL FROM is a failed send, not the recipient’s bounce', async () => {
    const list = (await t.call('POST', `/v1/mail/mailing-lists?project=${projectId}`, { token, body: { name: 'Blocked' } })).body.id;
    await t.call('POST', `/v1/mail/subscribers?project=${projectId}`, {
      token,
      body: { email: 'dan@example.com', mailingListIds: [list] },
    });
    refuseSender = true;
    try {
      const { report } = await sendCampaign({ projectId, token, listId: list }, 'Blocked');
      expect(report).toMatchObject({ recipients: 1, sent: 0, failed: 1, bounced: 0 });
    } finally {
      refuseSender = false;
    }
    expect((await subscriber('dan@example.com')).status).toBe('subscribed');
  }, 60_000);
});

describe('POST /v1/mail/inbound', () => {
  it('a DSN for a send → bounced once, even when posted twice', async () => {
    const returnPath = envelopeOf('ann@example.com');
    const before = await campaignReport(firstCampaign);
    const first = await inbound(dsn(returnPath, 'ann@example.com'));
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ result: 'bounced', status: '5.1.1' });
    const again = await inbound(dsn(returnPath, 'ann@example.com'));
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual({ result: 'duplicate', status: '5.1.1' });
    expect(await subscriber('ann@example.com')).toMatchObject({ status: 'bounced', consent: { source: 'bounce' } });
    // the DSN named the second campaign's message (the latest accepted): count it there, once
    const summer = (await t.call('GET', `/v1/mail/campaigns?project=${projectId}&search=Summer`, { token })).body.campaigns[0];
    expect(summer.report).toMatchObject({ bounced: 1, delivered: 3, sent: 4 });
    expect(await campaignReport(firstCampaign)).toEqual(before);
  });

  it('a soft (4.x.x) DSN is ignored; the envelope recipient given by an MTA pipe works too', async () => {
    const returnPath = envelopeOf('cat@example.com');
    const soft = await inbound(dsn('postmaster@example.com', 'cat@example.com', '4.2.2'), `?recipient=${encodeURIComponent(returnPath)}`);
    expect(soft.status).toBe(202);
    expect(await soft.json()).toEqual({ result: 'ignored', status: '4.2.2' });
    expect((await subscriber('cat@example.com')).status).toBe('subscribed');
  });

  it('a forged or missing token → 4xx and nothing changes', async () => {
    const real = envelopeOf('bob@example.com');
    const forged = real.replace(/\.[0-9a-f]{32}@/, `.${'0'.repeat(32)}@`);
    const res = await inbound(dsn(forged, 'bob@example.com'));
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('MAIL_BOUNCE_TOKEN_INVALID');
    // another subscriber's id under this send's signature
    const [p, m, , mac] = real.slice('bounces+'.length).split('@')[0]!.split('.');
    const swapped = `bounces+${p}.${m}.sub_00000000000000000000000000.${mac}@example.com`;
    expect((await inbound(dsn(swapped, 'bob@example.com'))).status).toBe(403);
    const none = await inbound(dsn('someone@example.com', 'bob@example.com'));
    expect(none.status).toBe(422);
    expect(((await none.json()) as { code: string }).code).toBe('MAIL_INBOUND_UNRECOGNISED');
    expect((await inbound('not a message at all')).status).toBe(422);
    expect((await subscriber('bob@example.com')).status).toBe('subscribed');
  });

  it('an ARF complaint → complained (once), counted in the report; not-spam is ignored', async () => {
    const returnPath = envelopeOf('bob@example.com');
    const notSpam = await inbound(arf(returnPath, 'bob@example.com', 'not-spam'));
    expect(await notSpam.json()).toEqual({ result: 'ignored', status: 'not-spam' });
    const res = await inbound(arf(returnPath, 'bob@example.com'));
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ result: 'complained', status: 'abuse' });
    expect(await (await inbound(arf(returnPath, 'bob@example.com'))).json()).toMatchObject({ result: 'duplicate' });
    expect(await subscriber('bob@example.com')).toMatchObject({ status: 'complained', consent: { source: 'complaint' } });
    const summer = (await t.call('GET', `/v1/mail/campaigns?project=${projectId}&search=Summer`, { token })).body.campaigns[0];
    expect(summer.report).toMatchObject({ complained: 1 });
  });

  it('tenancy: another project’s token touches only its own send', async () => {
    accepted.length = 0;
    const theirs = { projectId: otherProjectId, token: otherToken, listId: otherListId };
    await sendCampaign(theirs, 'Theirs');
    const theirReturnPath = envelopeOf('ann@example.com');
    expect(theirReturnPath).toContain(otherProjectId);
    // cat@ is this project's subscriber; their token names their ann@ — only that one changes
    const res = await inbound(dsn(theirReturnPath, 'cat@example.com'));
    expect(await res.json()).toMatchObject({ result: 'bounced' });
    expect((await subscriber('cat@example.com')).status).toBe('subscribed');
    expect((await subscriber('ann@example.com', theirs)).status).toBe('bounced');
    // their token with this project's id put in is not signed
    const forged = theirReturnPath.replace(otherProjectId, projectId);
    expect((await inbound(dsn(forged, 'cat@example.com'))).status).toBe(403);
    expect((await subscriber('cat@example.com')).status).toBe('subscribed');
  }, 60_000);
});

describe('flows', () => {
  it('a flow email refused with 550 bounces the subscriber; bounced and complained people get no flow mail', async () => {
    const flowList = (await t.call('POST', `/v1/mail/mailing-lists?project=${projectId}`, { token, body: { name: 'Flow' } })).body.id;
    const flow = await t.call('POST', `/v1/flows?project=${projectId}`, {
      token,
      body: {
        name: 'Welcome',
        draft: { trigger: { type: 'list_joined', mailingListId: flowList }, steps: [{ type: 'send', subject: 'Hi' }] },
      },
    });
    expect((await t.call('PATCH', `/v1/flows/${flow.body.id}?project=${projectId}`, { token, body: { status: 'live' } })).status).toBe(200);
    accepted.length = 0;
    for (const email of ['hard-flow@example.com', 'flow-ok@example.com'])
      await t.call('POST', `/v1/mail/subscribers?project=${projectId}`, { token, body: { email, mailingListIds: [flowList] } });
    // already bounced / complained people joining the list are not enrolled (not subscribed)
    for (const email of ['ann@example.com', 'bob@example.com']) {
      const s = await subscriber(email);
      await t.call('POST', `/v1/mail/mailing-lists/${flowList}/members?project=${projectId}`, { token, body: { add: [s.id] } });
    }
    await drainJobs(t.database, logger);
    expect(accepted.map((m) => m.to)).toEqual(['flow-ok@example.com']);
    expect(accepted[0]!.mailFrom).toMatch(/^bounces\+.*\.frn_[a-z0-9-]+=0\./);
    expect(await subscriber('hard-flow@example.com')).toMatchObject({ status: 'bounced', consent: { source: 'bounce' } });
    const sends = await t.db.execute<{ email: string; status: string; bounced: boolean }>(
      sql`SELECT email, status, bounced_at IS NOT NULL AS bounced FROM flow_sends WHERE project_id = ${projectId} ORDER BY email`,
    );
    expect(sends.rows).toEqual([
      { email: 'flow-ok@example.com', status: 'sent', bounced: false },
      { email: 'hard-flow@example.com', status: 'bounced', bounced: true },
    ]);
    // a later DSN for the flow email is recorded on its flow_sends row
    const res = await inbound(dsn(accepted[0]!.mailFrom, 'flow-ok@example.com'));
    expect(await res.json()).toMatchObject({ result: 'bounced' });
    expect((await subscriber('flow-ok@example.com')).status).toBe('bounced');
  }, 60_000);
});

describe('lastPurchased as a stored column', () => {
  it('an order placed sets it in the same transaction; the list sorts by it; the migration backfill matches', async () => {
    const platform = (await t.call('GET', `/v1/platform?project=${projectId}`, { token })).body;
    const key = (
      await t.call('POST', `/v1/projects/${projectId}/auth`, { token, body: { name: 'Shop', permissions: ['platform.orders.create'] } })
    ).body.key as string;
    const order = (email: string, n: number) =>
      t.call('POST', `/v1/platform/${platform.id}/orders?project=${projectId}`, {
        headers: { authorization: key, 'idempotency-key': `lp-${n}` },
        body: { customer: { email }, lines: [{ productName: 'Poster', quantity: 1, unitPrice: 1500 }], currency: 'EUR' },
      });
    expect((await order('Cat@Example.com', 1)).status).toBe(201);
    expect((await order('soft@example.com', 2)).status).toBe(201);
    const cat = await subscriber('cat@example.com');
    const soft = await subscriber('soft@example.com');
    expect(Date.parse(cat.lastPurchased)).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(soft.lastPurchased)).toBeGreaterThan(Date.parse(cat.lastPurchased));
    // another project's subscriber with the same email is untouched
    expect(
      (await subscriber('ann@example.com', { projectId: otherProjectId, token: otherToken, listId: otherListId })).lastPurchased,
    ).toBeNull();

    // a subscriber created after buying carries the purchase from the start
    expect((await order('new-buyer@example.com', 3)).status).toBe(201);
    await t.call('POST', `/v1/mail/subscribers?project=${projectId}`, { token, body: { email: 'new-buyer@example.com' } });
    expect((await subscriber('new-buyer@example.com')).lastPurchased).not.toBeNull();

    // sorted newest purchase first, never-purchased last, paged without gaps or repeats
    const seen: { email: string; lastPurchased: string | null }[] = [];
    let pageToken = '';
    do {
      const res = await t.call(
        'GET',
        `/v1/mail/subscribers?project=${projectId}&sortBy=lastPurchased&pageSize=2${pageToken ? `&pageToken=${pageToken}` : ''}`,
        { token },
      );
      expect(res.status).toBe(200);
      seen.push(...res.body.subscribers);
      pageToken = res.body.nextPageToken ?? '';
    } while (pageToken);
    expect(seen.slice(0, 3).map((s) => s.email)).toEqual(['new-buyer@example.com', 'soft@example.com', 'cat@example.com']);
    expect(seen.slice(3).every((s) => s.lastPurchased === null)).toBe(true);
    const total = (await t.db.execute(sql`SELECT count(*)::int AS n FROM mail_subscribers WHERE project_id = ${projectId}`)).rows[0];
    expect({ n: seen.length }).toEqual(total);
    expect(new Set(seen.map((s) => s.email)).size).toBe(seen.length);

    // the backfill in the migration's custom SQL gives the same values from the orders
    const migration = readFileSync('server/db/migrations/0023_mail_bounces.sql', 'utf8');
    const custom = migration.slice(migration.indexOf('-- custom SQL (keep at merge)'));
    const stored = await t.db.execute(sql`SELECT id, last_purchased_at FROM mail_subscribers ORDER BY project_id, id`);
    await t.db.execute(sql`UPDATE mail_subscribers SET last_purchased_at = NULL`);
    for (const statement of custom.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));
    const backfilled = await t.db.execute(sql`SELECT id, last_purchased_at FROM mail_subscribers ORDER BY project_id, id`);
    expect(backfilled.rows).toEqual(stored.rows);
    expect(backfilled.rows.filter((r) => r.last_purchased_at !== null)).toHaveLength(3);
  }, 60_000);

  it('the sort is served by the index', async () => {
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`); // a small table: make the planner show what it can use
      return tx.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN SELECT id FROM mail_subscribers WHERE project_id = ${projectId}
        ORDER BY coalesce(last_purchased_at, '1970-01-01 00:00:00+00'::timestamptz) DESC, id DESC LIMIT 21`);
    });
    const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toContain('mail_subscribers_purchased_idx');
    expect(text).not.toContain('Sort');
  });
});
