import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { progressOf } from './okrs.summary.ts';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
});

describe('OKRs', () => {
  it('progress moves from start towards target, either direction, clamped', () => {
    expect(progressOf({ startValue: 0, target: 200, current: 50 })).toBe(0.25);
    expect(progressOf({ startValue: 10, target: 2, current: 4 })).toBe(0.75);
    expect(progressOf({ startValue: 0, target: 10, current: 99 })).toBe(1);
    expect(progressOf({ startValue: 0, target: 10, current: -5 })).toBe(0);
    expect(progressOf({ startValue: 5, target: 5, current: 5 })).toBe(1);
  });

  it('summarises a period: objectives with key results, progress and contributing tasks; CSV export', async () => {
    const owner = await t.createUser({ firstName: 'Olive' });
    const member = await t.createUser();
    const p = await t.createProject(owner.id);
    await t.addMember(p.id, member.id);
    const token = await t.tokenFor(owner.id);
    const obj = await t.call('POST', `/v1/projects/${p.id}/okrs/objectives`, {
      token,
      body: {
        title: '=Grow repeat custom',
        period: '2026-Q4',
        keyResults: [
          { title: 'Repeat rate', target: 40, current: 10, unit: '%' },
          { title: 'Reviews', target: 100, current: 100 },
        ],
      },
    });
    expect(obj.status, JSON.stringify(obj.body)).toBe(201);
    expect(obj.body.progress).toBe(0.625);
    expect(obj.body.owner.id).toBe(owner.id);
    const kr = obj.body.keyResults[0];
    await t.call('POST', `/v1/projects/${p.id}/tasks`, { token, body: { title: 'Loyalty mail', keyResultId: kr.id, done: true } });
    await t.call('POST', `/v1/projects/${p.id}/tasks`, { token, body: { title: 'Survey', keyResultId: kr.id } });
    await t.call('POST', `/v1/projects/${p.id}/okrs/objectives`, { token, body: { title: 'Older', period: '2025' } });

    const updated = await t.call('PATCH', `/v1/projects/${p.id}/okrs/key-results/${kr.id}`, { token, body: { current: 30 } });
    expect(updated.body).toMatchObject({ progress: 0.75, taskCount: 2, doneTaskCount: 1 });

    const summary = await t.call('GET', `/v1/projects/${p.id}/okrs/summary?period=2026-Q4`, { token: await t.tokenFor(member.id) });
    expect(summary.status).toBe(200);
    expect(summary.body.objectives).toHaveLength(1);
    expect(summary.body.objectives[0].progress).toBe(0.875);
    expect(summary.body.periods).toEqual(expect.arrayContaining(['2026-Q4', '2025']));

    const csv = await t.call('GET', `/v1/projects/${p.id}/okrs/export?period=2026-Q4`, { token });
    expect(csv.status).toBe(200);
    const lines = String(csv.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain("'=Grow repeat custom");

    // members read but do not manage
    const denied = await t.call('POST', `/v1/projects/${p.id}/okrs/objectives`, {
      token: await t.tokenFor(member.id),
      body: { title: 'x', period: '2026' },
    });
    expect(denied.status).toBe(403);
    // deleting the objective unlinks its tasks
    expect((await t.call('DELETE', `/v1/projects/${p.id}/okrs/objectives/${obj.body.id}`, { token })).status).toBe(200);
    const left = await t.call('GET', `/v1/projects/${p.id}/tasks`, { token });
    expect(left.body.tasks.map((x: { keyResultId: string | null }) => x.keyResultId)).toEqual([null, null]);
  });

  it('422 for bad input; another project gets 404', async () => {
    const owner = await t.createUser();
    const p = await t.createProject(owner.id);
    const other = await t.createProject((await t.createUser()).id);
    const token = await t.tokenFor(owner.id);
    const bad = await t.call('POST', `/v1/projects/${p.id}/okrs/objectives`, {
      token,
      body: { title: '', period: 'Q4 2026', keyResults: [{ title: 'x' }] },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['title', 'period']));
    expect((await t.call('GET', `/v1/projects/${p.id}/okrs/summary?period=soon`, { token })).status).toBe(422);
    const o = await t.call('POST', `/v1/projects/${p.id}/okrs/objectives`, { token, body: { title: 'Mine', period: '2026-Q1' } });
    expect(
      (
        await t.call('POST', `/v1/projects/${p.id}/okrs/objectives/${o.body.id}/key-results`, {
          token,
          body: { title: 'k', target: 'ten' },
        })
      ).status,
    ).toBe(422);
    expect((await t.call('PATCH', `/v1/projects/${other.id}/okrs/objectives/${o.body.id}`, { token, body: { title: 'x' } })).status).toBe(
      404,
    );
    expect((await t.call('PATCH', `/v1/projects/${p.id}/okrs/objectives/nope`, { token, body: { title: 'x' } })).status).toBe(404);
  });
});
