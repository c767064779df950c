import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';

let t: TestServer;
let projectId: string;
let ownerToken: string;
let memberToken: string;
let otherToken: string;
let otherProjectId: string;

beforeAll(async () => {
  t = await setupTestServer();
  const owner = await t.createUser();
  const member = await t.createUser();
  const other = await t.createUser();
  projectId = (await t.createProject(owner.id)).id;
  await t.addMember(projectId, member.id, 'member');
  otherProjectId = (await t.createProject(other.id)).id;
  ownerToken = await t.tokenFor(owner.id);
  memberToken = await t.tokenFor(member.id);
  otherToken = await t.tokenFor(other.id);
});

describe('insert types', () => {
  it('lists the types (size, paper, cost, artwork specs) and gets one', async () => {
    const res = await t.call('GET', `/v1/inserts/types?project=${projectId}`, { token: memberToken });
    expect(res.status).toBe(200);
    expect(res.body.insertTypes.length).toBeGreaterThanOrEqual(5);
    const card = res.body.insertTypes.find((x: { id: string }) => x.id === 'thank-you-card-a6');
    expect(card).toMatchObject({ size: 'A6', currency: 'EUR', widthMm: 105, heightMm: 148 });
    expect(card.artworkSpec).toContain('300 dpi');
    const one = await t.call('GET', `/v1/inserts/types/thank-you-card-a6?project=${projectId}`, { token: memberToken });
    expect(one.body).toEqual(card);
    const missing = await t.call('GET', `/v1/inserts/types/nope?project=${projectId}`, { token: memberToken });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('INSERT_TYPE_NOT_FOUND');
  });
});

describe('inserts', () => {
  it('creates, lists, reads and updates an insert', async () => {
    const created = await t.call('POST', `/v1/inserts?project=${projectId}`, {
      token: ownerToken,
      body: {
        name: 'Thank-you card',
        insertTypeId: 'thank-you-card-a6',
        artwork: 'https://cdn.example.com/card.png',
        rules: { minOrderTotal: 3000, countries: ['DE', 'AT'] },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Thank-you card',
      active: true,
      insertType: { id: 'thank-you-card-a6' },
      rules: { minOrderTotal: 3000 },
    });
    const list = await t.call('GET', `/v1/inserts?project=${projectId}`, { token: memberToken });
    expect(list.body.inserts.map((i: { id: string }) => i.id)).toContain(created.body.id);
    const patched = await t.call('PATCH', `/v1/inserts/${created.body.id}?project=${projectId}`, {
      token: ownerToken,
      body: { active: false, insertTypeId: 'flyer-a5' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ active: false, insertTypeId: 'flyer-a5', insertType: { size: 'A5' }, name: 'Thank-you card' });
    const got = await t.call('GET', `/v1/inserts/${created.body.id}?project=${projectId}`, { token: memberToken });
    expect(got.body.active).toBe(false);
    const active = await t.call('GET', `/v1/inserts?project=${projectId}&active=true`, { token: memberToken });
    expect(active.body.inserts.map((i: { id: string }) => i.id)).not.toContain(created.body.id);
  });

  it('pages newest first', async () => {
    for (let i = 0; i < 5; i++)
      await t.call('POST', `/v1/inserts?project=${projectId}`, {
        token: ownerToken,
        body: { name: `Flyer ${i}`, insertTypeId: 'flyer-a5', artwork: 'fil_abc123' },
      });
    const first = await t.call('GET', `/v1/inserts?project=${projectId}&pageSize=2&search=flyer`, { token: ownerToken });
    expect(first.body.inserts.map((i: { name: string }) => i.name)).toEqual(['Flyer 4', 'Flyer 3']);
    const second = await t.call('GET', `/v1/inserts?project=${projectId}&pageSize=2&search=flyer&pageToken=${first.body.nextPageToken}`, {
      token: ownerToken,
    });
    expect(second.body.inserts.map((i: { name: string }) => i.name)).toEqual(['Flyer 2', 'Flyer 1']);
  });

  it('answers 422 with field errors, 403 for members who write, 404 for another project', async () => {
    const bad = await t.call('POST', `/v1/inserts?project=${projectId}`, {
      token: ownerToken,
      body: { name: '', insertTypeId: 'thank-you-card-a6', artwork: 'javascript:alert(1)', rules: { countries: ['germany'] } },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['name', 'artwork']));
    const unknownType = await t.call('POST', `/v1/inserts?project=${projectId}`, {
      token: ownerToken,
      body: { name: 'X', insertTypeId: 'nope', artwork: 'fil_1' },
    });
    expect(unknownType.status).toBe(422);
    expect(unknownType.body.errors.insertTypeId).toBeDefined();
    const empty = await t.call('PATCH', `/v1/inserts/ins_x?project=${projectId}`, { token: ownerToken, body: {} });
    expect(empty.status).toBe(422);
    const denied = await t.call('POST', `/v1/inserts?project=${projectId}`, {
      token: memberToken,
      body: { name: 'X', insertTypeId: 'flyer-a5', artwork: 'fil_1' },
    });
    expect(denied.status).toBe(403);
    const mine = (await t.call('GET', `/v1/inserts?project=${projectId}&pageSize=1`, { token: ownerToken })).body.inserts[0];
    expect((await t.call('GET', `/v1/inserts?project=${projectId}`, { token: otherToken })).status).toBe(404);
    expect((await t.call('GET', `/v1/inserts/${mine.id}?project=${otherProjectId}`, { token: otherToken })).status).toBe(404);
    const stolen = await t.call('PATCH', `/v1/inserts/${mine.id}?project=${otherProjectId}`, {
      token: otherToken,
      body: { active: false },
    });
    expect(stolen.status).toBe(404);
    expect(stolen.body.code).toBe('INSERT_NOT_FOUND');
  });
});
