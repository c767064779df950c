import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryMailer, setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { setFlowMailer } from './handlers/flows.ts';

let t: TestServer;
let projectId: string;
let token: string;
let memberToken: string;
let otherToken: string;
const outbox = memoryMailer();

beforeAll(async () => {
  t = await setupTestServer();
  const owner = await t.createUser();
  const member = await t.createUser();
  const other = await t.createUser();
  projectId = (await t.createProject(owner.id)).id;
  await t.addMember(projectId, member.id, 'member');
  await t.createProject(other.id);
  token = await t.tokenFor(owner.id);
  memberToken = await t.tokenFor(member.id);
  otherToken = await t.tokenFor(other.id);
  setFlowMailer(outbox);
});
afterAll(() => setFlowMailer(null));

const welcome = {
  trigger: { type: 'list_joined', mailingListId: 'mlst_newsletter' },
  steps: [
    {
      type: 'send',
      subject: 'Welcome!',
      blocks: [
        { type: 'heading', text: 'Hi there' },
        { type: 'button', text: 'Shop', url: 'https://shop.example.com' },
      ],
    },
    { type: 'wait', hours: 72 },
    { type: 'branch', condition: { field: 'openCount', op: 'gte', value: 1 } },
    { type: 'send', subject: 'Ten percent off' },
  ],
};

describe('flows', () => {
  it('keeps the draft apart from the live version: edit, publish, pause; the draft call; test-send', async () => {
    const created = await t.call('POST', `/v1/flows?project=${projectId}`, { token, body: { name: 'Welcome series', draft: welcome } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'draft', live: null, hasUnpublishedChanges: true });
    const id = created.body.id;
    const list = await t.call('GET', `/v1/flows?project=${projectId}&search=welcome&pageSize=10`, { token: memberToken });
    expect(list.body.flows.map((f: { id: string }) => f.id)).toEqual([id]);
    expect(list.body.nextPageToken).toBeNull();

    const published = await t.call('PATCH', `/v1/flows/${id}?project=${projectId}`, { token, body: { status: 'live' } });
    expect(published.body).toMatchObject({ status: 'live', hasUnpublishedChanges: false, live: { steps: expect.any(Array) } });
    const edited = await t.call('PATCH', `/v1/flows/${id}?project=${projectId}`, {
      token,
      body: { draft: { ...welcome, steps: [{ ...welcome.steps[0], subject: 'Welcome aboard!' }] } },
    });
    expect(edited.body.hasUnpublishedChanges).toBe(true);
    expect(edited.body.live.steps[0].subject).toBe('Welcome!');
    const draft = await t.call('GET', `/v1/flows/${id}/draft?project=${projectId}`, { token: memberToken });
    expect(draft.status).toBe(200);
    expect(draft.body.version.steps[0].subject).toBe('Welcome aboard!');

    const sent = await t.call('POST', `/v1/flows/${id}/draft/test-send?project=${projectId}`, { token, body: { email: 'Me@Example.com' } });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ ok: true, to: 'me@example.com', subject: '[Test] Welcome aboard!' });
    const m = outbox.last('me@example.com')!;
    expect(m.subject).toBe('[Test] Welcome aboard!');
    expect(m.html).toContain('Hi there');
    expect(m.headers?.['X-Shopfloor-Test']).toBe('true');

    expect((await t.call('PATCH', `/v1/flows/${id}?project=${projectId}`, { token, body: { status: 'paused' } })).body.status).toBe(
      'paused',
    );
    expect((await t.call('PATCH', `/v1/flows/${id}?project=${projectId}`, { token: memberToken, body: { status: 'live' } })).status).toBe(
      403,
    );
  });

  it('422 on bad input, 404 for other projects', async () => {
    const bad = await t.call('POST', `/v1/flows?project=${projectId}`, {
      token,
      body: { name: '', draft: { trigger: { type: 'list_joined' }, steps: [{ type: 'wait' }, { type: 'teleport' }] } },
    });
    expect(bad.status).toBe(422);
    const empty = await t.call('POST', `/v1/flows?project=${projectId}`, { token, body: { name: 'Empty' } });
    const publish = await t.call('PATCH', `/v1/flows/${empty.body.id}?project=${projectId}`, { token, body: { status: 'live' } });
    expect(publish.status).toBe(422);
    const noStep = await t.call('POST', `/v1/flows/${empty.body.id}/draft/test-send?project=${projectId}`, {
      token,
      body: { email: 'me@example.com' },
    });
    expect(noStep.status).toBe(422);
    const badEmail = await t.call('POST', `/v1/flows/${empty.body.id}/draft/test-send?project=${projectId}`, {
      token,
      body: { email: 'nope' },
    });
    expect(badEmail.status).toBe(422);
    for (const [method, path, body] of [
      ['GET', `/v1/flows/${empty.body.id}`],
      ['GET', `/v1/flows/${empty.body.id}/draft`],
      ['PATCH', `/v1/flows/${empty.body.id}`, { name: 'x' }],
      ['POST', `/v1/flows/${empty.body.id}/draft/test-send`, { email: 'me@example.com' }],
    ] as const) {
      const res = await t.call(method, `${path}?project=${projectId}`, { token: otherToken, body });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const missing = await t.call('GET', `/v1/flows/flw_nope?project=${projectId}`, { token });
    expect(missing.body.code).toBe('FLOW_NOT_FOUND');
  });
});
