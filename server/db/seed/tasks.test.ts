import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { bookmarkTabs, objectives, tasks } from '../schema/index.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './demo.ts';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
});

describe('tasks demo seed', () => {
  it('adds tasks across phases, two objectives with key results and bookmark tabs, once; the API reads them', async () => {
    await seedDemo(t.database, { colleagues: 3 });
    await seedDemo(t.database, { colleagues: 3 });
    const all = await t.db.select().from(tasks);
    expect(new Set(all.map((x) => x.phase))).toEqual(new Set(['starting', 'in_progress', 'finishing']));
    expect(all.some((x) => x.assigneeId && x.dueDate)).toBe(true);
    expect(await t.db.select().from(objectives)).toHaveLength(2);
    expect((await t.db.select().from(bookmarkTabs)).length).toBeGreaterThanOrEqual(3);
    const session = await t.signIn({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    const projectId = all[0]!.projectId;
    const summary = await t.call('GET', `/v1/projects/${projectId}/okrs/summary`, { session });
    expect(summary.status).toBe(200);
    const mine = await t.call('GET', '/omnis/v3/dashboard/user/tasks?pageSize=100', { session });
    expect(mine.body.tasks.length).toBeGreaterThan(0);
    // The tabs are the demo user's in the demo project (tasks are in every project with workflow, in no set order).
    const [tab] = await t.db.select().from(bookmarkTabs);
    const tabs = await t.call('GET', `/v1/projects/${tab!.projectId}/bookmarktabs`, { session });
    expect(tabs.body.tabs.map((x: { sortOrder: number }) => x.sortOrder)).toEqual([1, 2, 3]);
  });
});
