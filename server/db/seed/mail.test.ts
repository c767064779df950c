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
    const subs = await t.call('GET', `/v1/mail/subscribers?${q}&sortBy=lastOpened&pageSize=5`, { token });
    expect(subs.body.subscribers[0].lastOpened).not.toBeNull();
    const flows = await t.call('GET', `/v1/flows?${q}`, { token });
    expect(flows.body.flows[0]).toMatchObject({ name: 'Welcome series', status: 'live' });
    console.log(`demo mail data: 2,000 subscribers with campaigns in ${Math.round(ms)} ms`);
  }, 60_000);
});
