/**
 * Sending for real over SMTP to an in-process server (smtp-server): 1,000 subscribers get exactly 1,000
 * messages with the RFC 8058 headers, even when the sending worker process is killed (SIGKILL) mid-way and the
 * send resumes elsewhere; the links in them are signed, work without signing in, and record opens, clicks and
 * unsubscribes; nobody is mailed after unsubscribing.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { drainJobs } from '../../lib/jobs.ts';
import { logger } from '../../lib/logger.ts';
import { createMailer } from '../../lib/mail.ts';
import { setSendConcurrency, setCampaignMailer } from './campaigns.send.ts';

interface Received {
  to: string;
  headers: Record<string, string>;
  body: string;
}
let t: TestServer;
let smtp: SMTPServer;
let smtpUrl = '';
let projectId: string;
let token: string;
let listId: string;
const accepted: Received[] = [];
let holdFrom = Number.POSITIVE_INFINITY; // from this message on, hold messages (never accept) and call onHold
let onHold: (() => void) | null = null;

function parse(raw: string): Omit<Received, 'to'> {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
  }
  return { headers, body: rest.join('\n\n') };
}

beforeAll(async () => {
  t = await setupTestServer();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    disableReverseLookup: true,
    onData(stream, session, cb) {
      let data = '';
      stream.on('data', (d: Buffer) => (data += d.toString()));
      stream.on('end', () => {
        if (accepted.length >= holdFrom) {
          onHold?.();
          setTimeout(() => cb(new Error('held')), 5000);
          return;
        }
        accepted.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), ...parse(data) });
        cb();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', () => r()));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`;
  const owner = await t.createUser();
  projectId = (await t.createProject(owner.id)).id;
  token = await t.tokenFor(owner.id);
  const list = await t.call('POST', `/v1/mail/mailing-lists?project=${projectId}`, { token, body: { name: 'Everyone' } });
  listId = list.body.id;
  // 1,000 subscribers on the list (+ 5 unsubscribed ones who must get nothing)
  await t.db.execute(sql`
    INSERT INTO mail_subscribers (project_id, id, email, status)
    SELECT ${projectId}, 'sub_' || lpad(g::text, 5, '0'), 'person' || g || '@example.com', CASE WHEN g > 1000 THEN 'unsubscribed' ELSE 'subscribed' END
      FROM generate_series(1, 1005) g`);
  await t.db.execute(sql`
    INSERT INTO mailing_list_members (project_id, mailing_list_id, subscriber_id)
    SELECT ${projectId}, ${listId}, id FROM mail_subscribers WHERE project_id = ${projectId}`);
});
afterAll(async () => {
  setCampaignMailer(null)?.close?.();
  await new Promise<void>((r) => smtp.close(() => r()));
});

async function createCampaign(name: string) {
  const res = await t.call('POST', `/v1/mail/campaigns?project=${projectId}`, {
    token,
    body: {
      name,
      subject: `${name} subject`,
      fromName: 'Corner Shop',
      fromEmail: 'news@corner.example.com',
      blocks: [
        { type: 'heading', text: 'Hello' },
        { type: 'button', text: 'Shop now', url: 'https://shop.example.com/sale?x=1' },
      ],
      audience: { mailingListIds: [listId] },
      sendRate: 100_000,
    },
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

/** Run the queue here until the campaign is sent (later ticks made due at once). */
async function finishHere(campaignId: string) {
  for (let i = 0; i < 20; i++) {
    await drainJobs(t.database, logger);
    const c = await t.call('GET', `/v1/mail/campaigns/${campaignId}?project=${projectId}`, { token });
    if (c.body.status === 'sent') return c.body;
    await t.db.execute(sql`UPDATE jobs SET run_at = now() WHERE state = 'pending'`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('campaign did not finish');
}

describe('sending a campaign', () => {
  it('delivers exactly 1,000 messages with List-Unsubscribe headers although the worker is killed mid-way', async () => {
    const campaignId = await createCampaign('Crash');
    // The worker process starts, sends 300 messages, and is killed while the 301st is on the wire.
    holdFrom = 300;
    let child: ChildProcess | null = null;
    const killed = new Promise<void>((resolve) => {
      onHold = () => {
        if (child && child.exitCode === null) child.kill('SIGKILL');
        resolve();
      };
    });
    child = spawn(process.execPath, ['--import', 'tsx', 'server/modules/mail/testing/send-worker.ts'], {
      env: { ...process.env, DB_URL: t.database.url, SMTP_URL: smtpUrl, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:8080' },
      stdio: 'ignore',
    });
    const send = await t.call('PATCH', `/v1/mail/campaigns/${campaignId}?project=${projectId}`, { token, body: { status: 'sending' } });
    expect(send.status).toBe(200);
    await killed;
    await new Promise<void>((r) => (child!.exitCode !== null || child!.signalCode ? r() : child!.once('exit', () => r())));
    expect(accepted.length).toBe(300);
    const mid = await t.call('GET', `/v1/mail/campaigns/${campaignId}?project=${projectId}`, { token });
    expect(mid.body).toMatchObject({ status: 'sending', report: { recipients: 1000, sent: 300, pending: 700 } });

    // Resume here: the dead worker's job lock expires (made to expire now), the queue picks it up.
    holdFrom = Number.POSITIVE_INFINITY;
    setCampaignMailer(createMailer({ smtpUrl, from: 'shop@example.com', dataDir: '.tmp/test-data', log: logger, pool: true }));
    setSendConcurrency(4);
    await t.db.execute(sql`UPDATE jobs SET locked_until = now() - interval '1 second' WHERE state = 'running'`);
    const done = await finishHere(campaignId);

    expect(accepted.length).toBe(1000);
    const recipients = new Set(accepted.map((m) => m.to));
    expect(recipients.size).toBe(1000);
    expect([...recipients].every((to) => /^person(\d+)@example\.com$/.test(to) && Number(to.slice(6, -12)) <= 1000)).toBe(true);
    expect(done.report).toMatchObject({ recipients: 1000, sent: 1000, delivered: 1000, pending: 0 });
    for (const m of accepted) {
      expect(m.headers['list-unsubscribe']).toMatch(/^<http:\/\/localhost:8080\/v1\/mail\/unsubscribe\/[\w-]+\.[\w-]+>$/);
      expect(m.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(m.headers.from).toContain('news@corner.example.com');
    }
  }, 120_000);

  it('signed links: open, click and one-click unsubscribe without signing in; forgeries refused; nobody mailed after unsubscribing', async () => {
    const first = accepted[0]!;
    const unsubscribeUrl = first.headers['list-unsubscribe']!.slice(1, -1);
    const path = (url: string) => url.replace('http://localhost:8080', '');
    const raw = first.body.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const pixel = /\/v1\/mail\/t\/o\/[\w.-]+/.exec(raw)?.[0];
    const click = /\/v1\/mail\/t\/c\/[\w.-]+\?u=[^"&\s]+&(?:amp;)?s=[\w-]+/.exec(raw)?.[0]?.replace('&amp;', '&');
    expect(pixel).toBeDefined();
    expect(click).toBeDefined();

    const open = await t.app.request(pixel!);
    expect(open.status).toBe(200);
    expect(open.headers.get('content-type')).toBe('image/gif');
    const go = await t.app.request(click!);
    expect(go.status).toBe(302);
    expect(go.headers.get('location')).toBe('https://shop.example.com/sale?x=1');
    // a changed target or a forged token is refused
    expect((await t.app.request(click!.replace('sale', 'evil'))).status).toBe(404);
    const forged = path(unsubscribeUrl).replace(/\.[\w-]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await t.app.request(forged, { method: 'POST', body: 'List-Unsubscribe=One-Click' })).status).toBe(404);

    const page = await t.app.request(path(unsubscribeUrl));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post"');
    const unsub = await t.app.request(path(unsubscribeUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(unsub.status).toBe(200);

    const subs = await t.call('GET', `/v1/mail/subscribers?project=${projectId}&search=${encodeURIComponent(first.to)}`, { token });
    const s = subs.body.subscribers.find((x: { email: string }) => x.email === first.to);
    expect(s).toMatchObject({ status: 'unsubscribed', consent: { source: 'list-unsubscribe' }, openCount: 1, clickCount: 1 });
    expect(s.lastOpened).not.toBeNull();
    expect(s.lastClicked).not.toBeNull();
    const campaigns = await t.call('GET', `/v1/mail/campaigns?project=${projectId}`, { token });
    expect(campaigns.body.campaigns[0].report).toMatchObject({ opened: 1, clicked: 1, unsubscribed: 1 });

    // the next campaign to the same list reaches the 999 others only
    accepted.length = 0;
    const second = await createCampaign('Second');
    expect(
      (await t.call('PATCH', `/v1/mail/campaigns/${second}?project=${projectId}`, { token, body: { status: 'sending' } })).status,
    ).toBe(200);
    const done = await finishHere(second);
    expect(done.report.sent).toBe(999);
    expect(accepted.length).toBe(999);
    expect(accepted.some((m) => m.to === first.to)).toBe(false);
  }, 120_000);
});
