import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { customers } from '../../db/schema/index.ts';

let t: TestServer;
let projectId: string;
let ownerToken: string;
let memberToken: string;
let otherToken: string;

beforeAll(async () => {
  t = await setupTestServer();
  const owner = await t.createUser();
  const member = await t.createUser();
  const other = await t.createUser();
  projectId = (await t.createProject(owner.id)).id;
  await t.addMember(projectId, member.id, 'member');
  await t.createProject(other.id);
  ownerToken = await t.tokenFor(owner.id);
  memberToken = await t.tokenFor(member.id);
  otherToken = await t.tokenFor(other.id);
});

const q = () => `project=${projectId}`;
const post = (path: string, body: unknown, token = ownerToken) =>
  t.call('POST', `/v1/mail${path}${path.includes('?') ? '&' : '?'}${q()}`, { token, body });
const get = (path: string, token = ownerToken) => t.call('GET', `/v1/mail${path}${path.includes('?') ? '&' : '?'}${q()}`, { token });

describe('subscribers', () => {
  it('creates with a normalised email, reads, replaces (consent time and source), deletes', async () => {
    const list = await post('/mailing-lists', { name: 'Newsletter' });
    expect(list.status).toBe(201);
    const created = await post('/subscribers', {
      email: '  Ada.Lovelace@Example.COM ',
      firstName: 'Ada',
      gender: 'female',
      attributes: { plan: 'gold' },
      mailingListIds: [list.body.id],
      consentSource: 'form',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      email: 'ada.lovelace@example.com',
      status: 'subscribed',
      consent: { status: 'subscribed', source: 'form' },
      mailingListIds: [list.body.id],
      lastPurchased: null,
    });
    const dup = await post('/subscribers', { email: 'ADA.lovelace@example.com' });
    expect(dup.status).toBe(422);
    expect(dup.body.errors.email).toBeDefined();
    const id = created.body.id;
    const put = await t.call('PUT', `/v1/mail/subscribers/${id}?${q()}`, {
      token: ownerToken,
      body: { ...created.body, status: 'unsubscribed', consentSource: 'phone call', mailingListIds: [] },
    });
    expect(put.status).toBe(422); // strict body: the DTO's read-only fields are refused
    const put2 = await t.call('PUT', `/v1/mail/subscribers/${id}?${q()}`, {
      token: ownerToken,
      body: {
        email: 'ada.lovelace@example.com',
        firstName: 'Ada',
        lastName: 'King',
        gender: 'female',
        attributes: {},
        status: 'unsubscribed',
        consentSource: 'phone call',
        mailingListIds: [],
      },
    });
    expect(put2.status).toBe(200);
    expect(put2.body).toMatchObject({ lastName: 'King', status: 'unsubscribed', consent: { source: 'phone call' }, mailingListIds: [] });
    expect(Date.parse(put2.body.consent.at)).toBeGreaterThanOrEqual(Date.parse(created.body.consent.at));
    expect((await get(`/subscribers/${id}`, memberToken)).body.lastName).toBe('King');
    expect((await t.call('DELETE', `/v1/mail/subscribers/${id}?${q()}`, { token: ownerToken })).status).toBe(200);
    const gone = await get(`/subscribers/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('SUBSCRIBER_NOT_FOUND');
  });

  it('answers 422 with field errors for bad input', async () => {
    const bad = await post('/subscribers', { email: 'not-an-email', gender: 'other', status: 'maybe' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['email', 'gender', 'status']));
    expect((await post('/subscribers', { email: 'x@example.com', mailingListIds: ['mlst_nope'] })).status).toBe(422);
    expect((await get('/subscribers?sortBy=nope')).status).toBe(422);
    expect((await get('/subscribers?pageToken=garbage')).status).toBe(422);
  });

  it('pages and sorts by lastOpened, lastClicked, lastPurchased and email', async () => {
    for (let i = 0; i < 5; i++) expect((await post('/subscribers', { email: `page${i}@example.com` })).status).toBe(201);
    const seen: string[] = [];
    let token: string | null = null;
    do {
      const res = await get(`/subscribers?sortBy=email&pageSize=2&search=page${token ? `&pageToken=${token}` : ''}`);
      expect(res.status).toBe(200);
      seen.push(...res.body.subscribers.map((s: { email: string }) => s.email));
      token = res.body.nextPageToken;
    } while (token);
    expect(seen).toEqual(['page0@example.com', 'page1@example.com', 'page2@example.com', 'page3@example.com', 'page4@example.com']);
    for (const sortBy of ['lastOpened', 'lastClicked', 'lastPurchased', 'createdAt']) {
      const res = await get(`/subscribers?sortBy=${sortBy}&pageSize=3`);
      expect(res.status).toBe(200);
      expect(res.body.subscribers.length).toBe(3);
      const next = await get(`/subscribers?sortBy=${sortBy}&pageSize=3&pageToken=${res.body.nextPageToken}`);
      expect(next.status).toBe(200);
      const ids = [...res.body.subscribers, ...next.body.subscribers].map((s: { id: string }) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('carries lastPurchased from the orders area (the customer with the same email) and sorts by it', async () => {
    // Bought before subscribing: the subscriber carries it from the start (orders placed later move it: bounce.test.ts).
    await t.db.insert(customers).values([
      {
        projectId,
        id: 'cus_buyer',
        email: 'buyer@example.com',
        currency: 'EUR',
        lastPurchasedAt: '2026-10-01T10:00:00.000Z',
        totalOrderCount: 1,
      },
      { projectId, id: 'cus_other', email: 'nobody-subscribed@example.com', currency: 'EUR', lastPurchasedAt: '2026-11-01T10:00:00.000Z' },
    ]);
    const buyer = await post('/subscribers', { email: 'buyer@example.com' });
    await post('/subscribers', { email: 'browser@example.com' });
    const one = await get(`/subscribers/${buyer.body.id}`);
    expect(one.body.lastPurchased).toBe('2026-10-01T10:00:00.000Z');
    const sorted = await get('/subscribers?sortBy=lastPurchased&pageSize=2');
    expect(sorted.body.subscribers[0].email).toBe('buyer@example.com');
    expect(sorted.body.subscribers[1].lastPurchased).toBeNull();
    const segment = await post('/audience/count', {
      segment: { conditions: [{ field: 'lastPurchased', op: 'gte', value: '2026-09-01T00:00:00Z' }] },
    });
    expect(segment.body.count).toBe(1);
  });

  it('exports CSV with formulas neutralised', async () => {
    await post('/subscribers', { email: 'formula@example.com', firstName: '=HYPERLINK("http://evil")' });
    const res = await t.call('GET', `/v1/mail/subscribers/export?${q()}&search=formula`, { token: ownerToken });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(String(res.body)).toContain(`'=HYPERLINK`);
    expect(String(res.body).split('\n')[0]).toContain('Email,First name');
  });
});

describe('mailing lists and segments', () => {
  it('counts segments live: gender, date and count conditions, include/exclude', async () => {
    const vip = await post('/mailing-lists', { name: 'VIP' });
    const blocked = await post('/mailing-lists', { name: 'Blocked' });
    const mk = (email: string, gender: string | null, lists: string[]) => post('/subscribers', { email, gender, mailingListIds: lists });
    const a = await mk('seg-a@example.com', 'female', [vip.body.id]);
    await mk('seg-b@example.com', 'male', [vip.body.id]);
    await mk('seg-c@example.com', 'female', [vip.body.id, blocked.body.id]);
    await mk('seg-d@example.com', 'female', []);
    const seg = await post('/mailing-lists', {
      name: 'VIP women',
      type: 'segment',
      rules: {
        gender: 'female',
        conditions: [{ field: 'createdAt', op: 'gte', days: 1 }],
        lists: [
          { mailingListId: vip.body.id, mode: 'include' },
          { mailingListId: blocked.body.id, mode: 'exclude' },
        ],
      },
    });
    expect(seg.status).toBe(201);
    expect(seg.body.count).toBe(1);
    const members = await get(`/subscribers?mailingListId=${seg.body.id}`);
    expect(members.body.subscribers.map((s: { id: string }) => s.id)).toEqual([a.body.id]);
    // counts: nobody has opened yet
    const opened = await post('/audience/count', {
      mailingListIds: [vip.body.id],
      segment: { conditions: [{ field: 'openCount', op: 'gt', value: 0 }] },
    });
    expect(opened.body.count).toBe(0);
    const all = await post('/audience/count', { mailingListIds: [vip.body.id], excludeMailingListIds: [blocked.body.id] });
    expect(all.body.count).toBe(2);
    const none = await post('/audience/count', {});
    expect(none.body.count).toBe(0);
    // live: a new VIP woman joins the segment
    await mk('seg-e@example.com', 'female', [vip.body.id]);
    expect((await get(`/mailing-lists/${seg.body.id}`)).body.count).toBe(2);
    // bad rules
    const bad = await post('/mailing-lists', {
      name: 'Bad',
      type: 'segment',
      rules: { conditions: [{ field: 'lastOpened', op: 'between', value: 'x' }], lists: [{ mailingListId: 'mlst_nope', mode: 'include' }] },
    });
    expect(bad.status).toBe(422);
    const unknownList = await post('/mailing-lists', {
      name: 'Bad',
      type: 'segment',
      rules: { lists: [{ mailingListId: 'mlst_nope', mode: 'include' }] },
    });
    expect(unknownList.status).toBe(422);
    const self = await t.call('PATCH', `/v1/mail/mailing-lists/${seg.body.id}?${q()}`, {
      token: ownerToken,
      body: { rules: { conditions: [], lists: [{ mailingListId: seg.body.id, mode: 'include' }] } },
    });
    expect(self.status).toBe(422);
    // in use by a segment: not deleted
    expect((await t.call('DELETE', `/v1/mail/mailing-lists/${vip.body.id}?${q()}`, { token: ownerToken })).status).toBe(409);
    const lists = await get('/mailing-lists');
    expect(lists.body.mailingLists.map((l: { name: string }) => l.name)).toEqual(expect.arrayContaining(['VIP', 'Blocked', 'VIP women']));
  });
});

describe('campaigns and drafts', () => {
  it('creates a draft, edits it, lists drafts, duplicates, previews; moves are checked', async () => {
    const list = await post('/mailing-lists', { name: 'Campaign list' });
    const created = await post('/campaigns', { name: 'Autumn sale', blocks: [{ type: 'heading', text: 'Sale <now>' }] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'draft', report: { recipients: 0, sent: 0 } });
    const id = created.body.id;
    const notReady = await t.call('PATCH', `/v1/mail/campaigns/${id}?${q()}`, { token: ownerToken, body: { status: 'sending' } });
    expect(notReady.status).toBe(422);
    expect(Object.keys(notReady.body.errors)).toEqual(expect.arrayContaining(['subject', 'audience']));
    const edited = await t.call('PATCH', `/v1/mail/campaigns/${id}?${q()}`, {
      token: ownerToken,
      body: {
        subject: 'Autumn sale',
        audience: { mailingListIds: [list.body.id] },
        blocks: [
          { type: 'text', text: 'Hello' },
          { type: 'button', text: 'Shop', url: 'https://shop.example.com/sale' },
        ],
      },
    });
    expect(edited.status).toBe(200);
    const preview = await get(`/campaigns/${id}/preview`);
    expect(preview.body.html).toContain('https://shop.example.com/sale');
    expect(preview.body.html).toContain('<!doctype html>');
    const drafts = await get('/drafts', memberToken);
    expect(drafts.body.drafts.map((d: { id: string }) => d.id)).toContain(id);
    expect((await get(`/drafts/${id}`)).body.subject).toBe('Autumn sale');
    const copy = await post(`/drafts/${id}/duplicate`, undefined);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ name: 'Autumn sale (copy)', subject: 'Autumn sale', status: 'draft', duplicatedFrom: id });
    const badMove = await t.call('PATCH', `/v1/mail/campaigns/${id}?${q()}`, { token: ownerToken, body: { status: 'sent' } });
    expect(badMove.status).toBe(422);
    expect(badMove.body.code).toBe('CAMPAIGN_STATUS_INVALID');
    const past = await t.call('PATCH', `/v1/mail/campaigns/${id}?${q()}`, {
      token: ownerToken,
      body: { status: 'scheduled', scheduledAt: '2020-01-01T00:00:00Z' },
    });
    expect(past.status).toBe(422);
    const memberSend = await t.call('PATCH', `/v1/mail/campaigns/${id}?${q()}`, { token: memberToken, body: { status: 'sending' } });
    expect(memberSend.status).toBe(403);
    const scheduled = await t.call('PATCH', `/v1/mail/campaigns/${id}?${q()}`, {
      token: ownerToken,
      body: { status: 'scheduled', scheduledAt: new Date(Date.now() + 3600_000).toISOString() },
    });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.status).toBe('scheduled');
    expect((await get(`/drafts/${id}`)).status).toBe(404);
    const sorted = await get('/campaigns?sortBy=name');
    expect(sorted.body.campaigns.map((c: { name: string }) => c.name)).toEqual(['Autumn sale', 'Autumn sale (copy)']);
    expect((await get('/campaigns?sortBy=bogus')).status).toBe(422);
  });
});

describe('tenancy', () => {
  it("another project's member gets 404 on every call", async () => {
    const sub = await post('/subscribers', { email: 'tenant@example.com' });
    const list = await post('/mailing-lists', { name: 'Tenant list' });
    const camp = await post('/campaigns', { name: 'Tenant campaign' });
    for (const [method, path] of [
      ['GET', '/subscribers'],
      ['GET', `/subscribers/${sub.body.id}`],
      ['DELETE', `/subscribers/${sub.body.id}`],
      ['GET', `/mailing-lists/${list.body.id}`],
      ['GET', '/campaigns'],
      ['GET', `/campaigns/${camp.body.id}`],
      ['GET', `/drafts/${camp.body.id}`],
      ['POST', `/drafts/${camp.body.id}/duplicate`],
    ] as const) {
      const res = await t.call(method, `/v1/mail${path}?${q()}`, { token: otherToken });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await get(`/subscribers/${sub.body.id}`)).status).toBe(200);
  });
});
