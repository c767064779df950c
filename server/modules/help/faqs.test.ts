import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { platforms } from '../../db/schema/index.ts';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
  await t.db.insert(platforms).values({ id: 'plat_b', name: 'B' });
});

let platformCount = 0;
async function world() {
  const platformId = `plat_w${++platformCount}`;
  await t.db.insert(platforms).values({ id: platformId, name: platformId });
  const owner = await t.createUser();
  const member = await t.createUser();
  const p = await t.createProject(owner.id, { platformId });
  await t.addMember(p.id, member.id, 'member');
  const siblingUser = await t.createUser();
  const sibling = await t.createProject(siblingUser.id, { platformId });
  const siblingOwner = await t.tokenFor(siblingUser.id);
  return { owner, member, p, sibling, siblingOwner, ownerToken: await t.tokenFor(owner.id), memberToken: await t.tokenFor(member.id) };
}

describe('FAQs', () => {
  it('creates, reads, updates and deletes an FAQ; the answer is stored sanitised', async () => {
    const { p, ownerToken } = await world();
    const created = await t.call('POST', `/v1/faqs?project=${p.id}`, {
      token: ownerToken,
      body: {
        question: 'How do I install the app?',
        answer:
          '<p onclick="steal()">Open the menu<script>alert(1)</script><img src="https://x/y.png" onerror="alert(1)"><a href="javascript:alert(1)">here</a><a href="https://ok.example">ok</a></p><iframe src="https://evil"></iframe>',
        visibility: 'project',
      },
    });
    expect(created.status).toBe(201);
    const got = await t.call('GET', `/v1/faqs/${created.body.id}?project=${p.id}`, { token: ownerToken });
    expect(got.status).toBe(200);
    const answer: string = got.body.answer;
    for (const bad of ['<script', 'onclick', 'onerror', 'javascript:', '<iframe', 'alert(1)']) expect(answer).not.toContain(bad);
    expect(answer).toContain('<a href="https://ok.example">ok</a>');
    expect(answer).toContain('<img src="https://x/y.png" />');

    const patched = await t.call('PATCH', `/v1/faqs/${created.body.id}?project=${p.id}`, {
      token: ownerToken,
      body: { question: 'How do I install Shopfloor?' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.question).toBe('How do I install Shopfloor?');
    expect((await t.call('DELETE', `/v1/faqs/${created.body.id}?project=${p.id}`, { token: ownerToken })).status).toBe(200);
    expect((await t.call('GET', `/v1/faqs/${created.body.id}?project=${p.id}`, { token: ownerToken })).status).toBe(404);
  });

  it('answers 422 with field errors for bad input, 403 for members who write, 404 for another project', async () => {
    const { p, ownerToken, memberToken } = await world();
    const bad = await t.call('POST', `/v1/faqs?project=${p.id}`, {
      token: ownerToken,
      body: { question: '', answer: '<script>x</script>', visibility: 'public' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['question', 'visibility']));
    const emptyAfterSanitise = await t.call('POST', `/v1/faqs?project=${p.id}`, {
      token: ownerToken,
      body: { question: 'Q', answer: '<script>alert(1)</script>' },
    });
    expect(emptyAfterSanitise.status).toBe(422);
    expect(emptyAfterSanitise.body.errors.answer).toBeDefined();
    const noProject = await t.call('GET', '/v1/faqs', { token: ownerToken });
    expect(noProject.status).toBe(422);
    const foreignGroup = await t.call('POST', `/v1/faqs?project=${p.id}`, {
      token: ownerToken,
      body: { question: 'Q', answer: 'A', faqGroupId: 'faqg_nope' },
    });
    expect(foreignGroup.status).toBe(422);
    expect(foreignGroup.body.errors.faqGroupId).toBeDefined();
    const member = await t.call('POST', `/v1/faqs?project=${p.id}`, { token: memberToken, body: { question: 'Q', answer: 'A' } });
    expect(member.status).toBe(403);
    const stranger = await t.tokenFor((await t.createUser()).id);
    expect((await t.call('GET', `/v1/faqs?project=${p.id}`, { token: stranger })).status).toBe(404);
  });

  it('visibility: drafts stay with editors, project FAQs with the project, platform FAQs reach the platform', async () => {
    const { p, ownerToken, memberToken, sibling, siblingOwner } = await world();
    const otherUser = await t.createUser();
    const other = await t.createProject(otherUser.id, { platformId: 'plat_b' });
    const otherToken = await t.tokenFor(otherUser.id);
    const make = (question: string, visibility: string) =>
      t.call('POST', `/v1/faqs?project=${p.id}`, {
        token: ownerToken,
        body: { question, answer: `<p>${question} answer</p>`, visibility },
      });
    const draft = await make('Zebra draft question', 'draft');
    await make('Zebra project question', 'project');
    await make('Zebra platform question', 'platform');
    const qs = async (token: string, project: string, search = 'zebra') =>
      (
        (await t.call('GET', `/v1/faqs?project=${project}&search=${encodeURIComponent(search)}`, { token })).body.faqs as {
          question: string;
        }[]
      )
        .map((f) => f.question)
        .sort();
    expect(await qs(ownerToken, p.id)).toEqual(['Zebra draft question', 'Zebra platform question', 'Zebra project question']);
    expect(await qs(memberToken, p.id)).toEqual(['Zebra platform question', 'Zebra project question']);
    expect(await qs(siblingOwner, sibling.id)).toEqual(['Zebra platform question']);
    expect(await qs(otherToken, other.id)).toEqual([]);
    expect(await qs(memberToken, p.id, 'visibility:platform zebra')).toEqual(['Zebra platform question']);
    expect((await t.call('GET', `/v1/faqs/${draft.body.id}?project=${sibling.id}`, { token: siblingOwner })).status).toBe(404);
    expect((await t.call('GET', `/v1/faqs/${draft.body.id}?project=${p.id}`, { token: memberToken })).status).toBe(404);
    // The sibling cannot change what it can read.
    const foreignPatch = await t.call('PATCH', `/v1/faqs/${draft.body.id}?project=${sibling.id}`, {
      token: siblingOwner,
      body: { question: 'x' },
    });
    expect(foreignPatch.status).toBe(404);
  });

  it('full-text search ranks, matches prefixes and stems, and pages', async () => {
    const { p, ownerToken } = await world();
    const make = (question: string, answer: string) =>
      t.call('POST', `/v1/faqs?project=${p.id}`, { token: ownerToken, body: { question, answer, visibility: 'project' } });
    await make('How are invoices paid?', '<p>Billing takes the card on file.</p>');
    await make('Where do I see my billing history?', '<p>Open Billing, then Invoices.</p>');
    await make('Can I turn off notifications?', '<p>Yes, in the account settings.</p>');
    const search = async (s: string) =>
      (await t.call('GET', `/v1/faqs?project=${p.id}&search=${encodeURIComponent(s)}`, { token: ownerToken })).body.faqs.map(
        (f: { question: string }) => f.question,
      );
    expect(await search('notif')).toEqual(['Can I turn off notifications?']); // prefix
    expect(await search('invoice')).toHaveLength(2); // stem: invoices / Invoices
    expect((await search('billing'))[0]).toBe('Where do I see my billing history?'); // question outranks answer
    expect(await search('%')).toHaveLength(3); // no words: no text filter
    expect(await search('in:question billing')).toEqual(['Where do I see my billing history?']); // questions only
    expect(await search('"card on file"')).toEqual(['How are invoices paid?']); // websearch syntax
    const first = await t.call('GET', `/v1/faqs?project=${p.id}&search=billing&pageSize=1`, { token: ownerToken });
    expect(first.body.faqs).toHaveLength(1);
    const second = await t.call('GET', `/v1/faqs?project=${p.id}&search=billing&pageSize=1&pageToken=${first.body.nextPageToken}`, {
      token: ownerToken,
    });
    expect(second.body.faqs).toHaveLength(1);
    expect(second.body.faqs[0].id).not.toBe(first.body.faqs[0].id);
    expect(second.body.nextPageToken).toBeNull();
  });

  it('one vote per user: a new vote replaces the old, null takes it back, counts follow', async () => {
    const { p, ownerToken, memberToken, sibling, siblingOwner } = await world();
    const faq = await t.call('POST', `/v1/faqs?project=${p.id}`, {
      token: ownerToken,
      body: { question: 'Vote me', answer: 'A', visibility: 'platform' },
    });
    const vote = (token: string, project: string, v: string | null) =>
      t.call('POST', `/v1/faqs/${faq.body.id}/vote?project=${project}`, { token, body: { vote: v } });
    let r = await vote(memberToken, p.id, 'helpful');
    expect([r.status, r.body.helpfulCount, r.body.notHelpfulCount, r.body.myVote]).toEqual([200, 1, 0, 'helpful']);
    r = await vote(memberToken, p.id, 'helpful');
    expect([r.body.helpfulCount, r.body.notHelpfulCount]).toEqual([1, 0]);
    r = await vote(memberToken, p.id, 'not_helpful');
    expect([r.body.helpfulCount, r.body.notHelpfulCount, r.body.myVote]).toEqual([0, 1, 'not_helpful']);
    r = await vote(siblingOwner, sibling.id, 'helpful'); // a platform FAQ: other projects of the platform vote too
    expect([r.body.helpfulCount, r.body.notHelpfulCount, r.body.myVote]).toEqual([1, 1, 'helpful']);
    r = await vote(memberToken, p.id, null);
    expect([r.body.helpfulCount, r.body.notHelpfulCount, r.body.myVote]).toEqual([1, 0, null]);
    expect((await vote(memberToken, p.id, 'maybe')).status).toBe(422);
    const concurrent = await Promise.all([vote(ownerToken, p.id, 'helpful'), vote(ownerToken, p.id, 'helpful')]);
    expect(concurrent.map((x) => x.status)).toEqual([200, 200]);
    const after = await t.call('GET', `/v1/faqs/${faq.body.id}?project=${p.id}`, { token: ownerToken });
    expect(after.body.helpfulCount).toBe(2);
  });

  it('groups: create, order by drag and drop (move = renumber), rename, delete keeps the FAQs; lists hold faqs', async () => {
    const { p, ownerToken, memberToken } = await world();
    const g = async (name: string) =>
      (await t.call('POST', `/v1/faqs/groups?project=${p.id}`, { token: ownerToken, body: { name } })).body as { id: string };
    const a = await g('Getting started');
    const b = await g('Billing');
    const c = await g('Offline');
    const names = async () =>
      (await t.call('GET', `/v1/faqs/groups?project=${p.id}`, { token: memberToken })).body.faqs.map((x: { name: string }) => x.name);
    expect(await names()).toEqual(['Getting started', 'Billing', 'Offline']);
    const moved = await t.call('PATCH', `/v1/faqs/groups/${c.id}?project=${p.id}`, { token: ownerToken, body: { position: 0 } });
    expect(moved.status).toBe(200);
    expect(await names()).toEqual(['Offline', 'Getting started', 'Billing']);
    await t.call('PATCH', `/v1/faqs/groups/${a.id}?project=${p.id}`, { token: ownerToken, body: { name: 'Start here', position: 2 } });
    expect(await names()).toEqual(['Offline', 'Billing', 'Start here']);
    const faq = await t.call('POST', `/v1/faqs?project=${p.id}`, {
      token: ownerToken,
      body: { question: 'In a group', answer: 'A', faqGroupId: b.id, visibility: 'project' },
    });
    expect(faq.body.faqGroupId).toBe(b.id);
    expect((await t.call('GET', `/v1/faqs/groups/${b.id}?project=${p.id}`, { token: memberToken })).body.name).toBe('Billing');
    expect((await t.call('GET', `/v1/faqs/groups?project=${p.id}&search=bill`, { token: memberToken })).body.faqs).toHaveLength(1);
    expect((await t.call('DELETE', `/v1/faqs/groups/${b.id}?project=${p.id}`, { token: ownerToken })).status).toBe(200);
    const kept = await t.call('GET', `/v1/faqs/${faq.body.id}?project=${p.id}`, { token: ownerToken });
    expect(kept.body.faqGroupId).toBeNull();
    expect((await t.call('PATCH', `/v1/faqs/groups/${b.id}?project=${p.id}`, { token: ownerToken, body: { name: 'x' } })).status).toBe(404);
    expect((await t.call('POST', `/v1/faqs/groups?project=${p.id}`, { token: ownerToken, body: { name: ' ' } })).status).toBe(422);
  });
});
