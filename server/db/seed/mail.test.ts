import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { seedDemoMail } from './mail.ts';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
});

describe('demo mail data', () => {
  it('seeds subscribers, lists with counts, sent campaigns with reports and a live flow, once, quickly', async () => {
    const owner = await t.createUser({ email: 'mail-demo@example.com' });
    const project = await t.createProject(owner.id);
    const token = await t.tokenFor(owner.id);
    const start = performance.now();
    expect(await seedDemoMail(t.database, owner.email, 2000)).toBe(true);
    const ms = performance.now() - start;
    expect(ms).toBeLessThan(15_000);
    expect(await seedDemoMail(t.database, owner.email, 2000)).toBe(false);
    const q = `project=${project.id}`;
    const lists = await t.call('GET', `/v1/mail/mailing-lists?${q}`, { token });
    const byName = Object.fromEntries(lists.body.mailingLists.map((l: { name: string; count: number }) => [l.name, l.count]));
    expect(byName.Newsletter).toBeGreaterThan(1000);
    expect(byName['Engaged women']).toBeGreaterThan(0);
    expect(byName['Engaged women']).toBeLessThan(byName.Newsletter);
    const campaigns = await t.call('GET', `/v1/mail/campaigns?${q}&status=sent`, { token });
    expect(campaigns.body.campaigns).toHaveLength(3);
    for (const c of campaigns.body.campaigns) {
      expect(c.report.sent).toBeGreaterThan(0);
      expect(c.report.opened).toBeGreaterThan(c.report.clicked);
    }
    // A few bounced and one complained subscriber, each with the send that did it in a demo campaign.
    const totals = campaigns.body.campaigns.reduce(
      (a: { bounced: number; complained: number }, c: { report: { bounced: number; complained: number } }) => ({
        bounced: a.bounced + c.report.bounced,
        complained: a.complained + c.report.complained,
      }),
      { bounced: 0, complained: 0 },
    );
    const bounced = await t.call('GET', `/v1/mail/subscribers?${q}&status=bounced&pageSize=100`, { token });
    expect(bounced.body.subscribers.length).toBeGreaterThan(2);
    expect(bounced.body.subscribers.every((s: { consent: { source: string } }) => s.consent.source === 'bounce')).toBe(true);
    expect(totals.bounced).toBe(bounced.body.subscribers.length);
    const complained = await t.call('GET', `/v1/mail/subscribers?${q}&status=complained`, { token });
    expect(complained.body.subscribers).toHaveLength(1);
    expect(complained.body.subscribers[0].consent.source).toBe('complaint');
    expect(totals.complained).toBe(1);
    const subs = await t.call('GET', `/v1/mail/subscribers?${q}&sortBy=lastOpened&pageSize=5`, { token });
    expect(subs.body.subscribers[0].lastOpened).not.toBeNull();
    const flows = await t.call('GET', `/v1/flows?${q}`, { token });
    expect(flows.body.flows[0]).toMatchObject({ name: 'Welcome series', status: 'live' });
    console.log(`demo mail data: 2,000 subscribers with campaigns in ${Math.round(ms)} ms`);
  }, 60_000);
});
