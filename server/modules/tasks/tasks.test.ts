import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { jobs, notifications, tasks } from '../../db/schema/index.ts';
import { drainJobs } from '../../lib/jobs.ts';
import { logger } from '../../lib/logger.ts';
import { DUE_SOON_QUEUE } from './tasks.service.ts';
import './tasks.jobs.ts';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
});

async function setup() {
  const owner = await t.createUser({ firstName: 'Olive', lastName: 'Owner' });
  const member = await t.createUser({ firstName: 'Max', lastName: 'Member' });
  const p = await t.createProject(owner.id);
  await t.addMember(p.id, member.id, 'member');
  return { owner, member, p, token: await t.tokenFor(owner.id), mtoken: await t.tokenFor(member.id) };
}

describe('tasks', () => {
  it('creates a task with sanitised rich text, labels, links and an assignee, who is notified with a push queued', async () => {
    const { member, p, token } = await setup();
    const res = await t.call('POST', `/v1/projects/${p.id}/tasks`, {
      token,
      body: {
        title: 'Reprint the blue mugs',
        description:
          '<p>Use <strong>glossy</strong> <img src=x onerror=alert(1)><script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
        assigneeId: member.id,
        dueDate: '2030-01-15',
        priority: 'high',
        labels: ['print', 'print', 'mugs'],
        links: [{ type: 'order', id: 'ord_123' }],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.description).toBe('<p>Use <strong>glossy</strong> <a rel="noopener noreferrer" target="_blank">x</a></p>');
    expect(res.body.labels).toEqual(['print', 'mugs']);
    expect(res.body.phase).toBe('starting');
    expect(res.body.assignee).toMatchObject({ id: member.id, firstName: 'Max' });
    expect(res.body.links).toEqual([{ type: 'order', id: 'ord_123' }]);
    const [n] = await t.db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(n!.title).toBe('Task assigned: Reprint the blue mugs');
    expect(n!.action).toBe(`/m/workflow?project=${p.id}&task=${res.body.id}`);
    const queued = await t.db.select().from(jobs).where(eq(jobs.queue, 'push'));
    expect(queued.some((j) => (j.payload as { notificationId: string }).notificationId === n!.id)).toBe(true);
    const due = await t.db.select().from(jobs).where(eq(jobs.queue, DUE_SOON_QUEUE));
    expect(due.find((j) => (j.payload as { taskId: string }).taskId === res.body.id)?.runAt).toBe('2030-01-14T00:00:00.000Z');
  });

  it('answers 422 with field errors for bad input and a non-member assignee; another project gets 404', async () => {
    const { p, token } = await setup();
    const stranger = await t.createUser();
    const bad = await t.call('POST', `/v1/projects/${p.id}/tasks`, {
      token,
      body: { title: ' ', phase: 'dreaming', dueDate: '15/01/2030', links: [{ type: 'invoice', id: 'x' }] },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['title', 'phase', 'dueDate']));
    const notMember = await t.call('POST', `/v1/projects/${p.id}/tasks`, { token, body: { title: 'x', assigneeId: stranger.id } });
    expect(notMember.status).toBe(422);
    expect(notMember.body.errors.assigneeId[0]).toContain('member');
    const extra = await t.call('POST', `/v1/projects/${p.id}/tasks`, { token, body: { title: 'x', secret: 1 } });
    expect(extra.status).toBe(422);
    const created = await t.call('POST', `/v1/projects/${p.id}/tasks`, { token, body: { title: 'Mine' } });
    const other = await setup();
    expect((await t.call('GET', `/v1/projects/${other.p.id}/tasks/${created.body.id}`, { token: other.token })).status).toBe(404);
    expect((await t.call('GET', `/v1/projects/${p.id}/tasks/${created.body.id}`, { token: other.token })).status).toBe(404);
    expect(
      (await t.call('PATCH', `/v1/projects/${other.p.id}/tasks/${created.body.id}`, { token: other.token, body: { title: 'x' } })).status,
    ).toBe(404);
  });

  it('moves a task between phases, records the history, filters, sorts and pages', async () => {
    const { owner, member, p, token, mtoken } = await setup();
    const ids: string[] = [];
    for (const [i, title] of ['Alpha', 'Bravo', 'Charlie'].entries()) {
      const r = await t.call('POST', `/v1/projects/${p.id}/tasks`, {
        token,
        body: { title, dueDate: `2030-0${3 - i}-01`, assigneeId: i === 0 ? member.id : owner.id, labels: i ? ['x'] : [] },
      });
      ids.push(r.body.id);
    }
    const moved = await t.call('PATCH', `/v1/projects/${p.id}/tasks/${ids[0]}`, {
      token: mtoken,
      body: { phase: 'in_progress', done: false },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.phase).toBe('in_progress');
    const history = await t.call('GET', `/v1/projects/${p.id}/tasks/${ids[0]}/activity`, { token });
    expect(history.body.activity[0]).toMatchObject({ kind: 'updated', changes: { phase: ['starting', 'in_progress'] } });
    expect(history.body.activity[0].actor.id).toBe(member.id);
    expect(history.body.activity.at(-1).kind).toBe('created');

    const byPhase = await t.call('GET', `/v1/projects/${p.id}/tasks?phase=in_progress`, { token });
    expect(byPhase.body.tasks.map((x: { id: string }) => x.id)).toEqual([ids[0]]);
    const mine = await t.call('GET', `/v1/projects/${p.id}/tasks?assignee=me`, { token: mtoken });
    expect(mine.body.tasks.map((x: { id: string }) => x.id)).toEqual([ids[0]]);
    const labelled = await t.call('GET', `/v1/projects/${p.id}/tasks?label=x&sort=title`, { token });
    expect(labelled.body.tasks.map((x: { title: string }) => x.title)).toEqual(['Bravo', 'Charlie']);
    const first = await t.call('GET', `/v1/projects/${p.id}/tasks?sort=dueDate&pageSize=2`, { token });
    expect(first.body.tasks.map((x: { title: string }) => x.title)).toEqual(['Charlie', 'Bravo']);
    const second = await t.call(
      'GET',
      `/v1/projects/${p.id}/tasks?sort=dueDate&pageSize=2&pageToken=${encodeURIComponent(first.body.nextPageToken)}`,
      {
        token,
      },
    );
    expect(second.body.tasks.map((x: { title: string }) => x.title)).toEqual(['Alpha']);
    expect(second.body.nextPageToken).toBeNull();
    const searched = await t.call('GET', `/v1/projects/${p.id}/tasks?search=${encodeURIComponent('%')}`, { token });
    expect(searched.body.tasks).toEqual([]);

    const myTasks = await t.call('GET', '/omnis/v3/dashboard/user/tasks', { token: mtoken });
    expect(myTasks.status).toBe(200);
    expect(myTasks.body.tasks.map((x: { id: string; projectName: string }) => [x.id, x.projectName])).toEqual([[ids[0], p.name]]);
  });

  it('bulk update is all or nothing: one unknown task and none change', async () => {
    const { member, p, token } = await setup();
    const other = await setup();
    const a = (await t.call('POST', `/v1/projects/${p.id}/tasks`, { token, body: { title: 'A' } })).body.id;
    const b = (await t.call('POST', `/v1/projects/${p.id}/tasks`, { token, body: { title: 'B' } })).body.id;
    const foreign = (await t.call('POST', `/v1/projects/${other.p.id}/tasks`, { token: other.token, body: { title: 'F' } })).body.id;
    const bad = await t.call('POST', `/v1/projects/${p.id}/tasks/bulk`, {
      token,
      body: { ids: [a, foreign, b], set: { phase: 'finishing', assigneeId: member.id } },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors['ids.1']).toBeTruthy();
    const rows = await t.db.select().from(tasks).where(eq(tasks.projectId, p.id));
    expect(rows.map((r) => [r.phase, r.assigneeId])).toEqual([
      ['starting', null],
      ['starting', null],
    ]);
    expect((await t.db.select().from(notifications).where(eq(notifications.userId, member.id))).length).toBe(0);
    const [f] = await t.db.select().from(tasks).where(eq(tasks.id, foreign));
    expect(f!.phase).toBe('starting');
    // A bad value (a non-member assignee) also changes nothing.
    const stranger = await t.createUser();
    expect(
      (await t.call('POST', `/v1/projects/${p.id}/tasks/bulk`, { token, body: { ids: [a, b], set: { assigneeId: stranger.id } } })).status,
    ).toBe(422);

    const ok = await t.call('POST', `/v1/projects/${p.id}/tasks/bulk`, {
      token,
      body: { ids: [a, b], set: { phase: 'finishing', assigneeId: member.id } },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.tasks.map((x: { phase: string }) => x.phase)).toEqual(['finishing', 'finishing']);
    expect((await t.db.select().from(notifications).where(eq(notifications.userId, member.id))).length).toBe(2);
  });

  it('archives done work: archived tasks leave the list and appear in /tasks/archive; restore brings them back', async () => {
    const { p, token } = await setup();
    const a = (await t.call('POST', `/v1/projects/${p.id}/tasks`, { token, body: { title: 'Done thing', done: true } })).body.id;
    const b = (await t.call('POST', `/v1/projects/${p.id}/tasks`, { token, body: { title: 'Other' } })).body.id;
    const archived = await t.call('POST', `/v1/projects/${p.id}/tasks/archive`, { token, body: { ids: [a, b] } });
    expect(archived.status).toBe(200);
    expect(archived.body.tasks.every((x: { archivedAt: string | null }) => x.archivedAt)).toBe(true);
    expect((await t.call('GET', `/v1/projects/${p.id}/tasks`, { token })).body.tasks).toEqual([]);
    const list = await t.call('GET', `/v1/projects/${p.id}/tasks/archive`, { token });
    expect(list.body.tasks.map((x: { id: string }) => x.id).sort()).toEqual([a, b].sort());
    const restored = await t.call('PATCH', `/v1/projects/${p.id}/tasks/${b}`, { token, body: { archived: false } });
    expect(restored.body.archivedAt).toBeNull();
    const history = await t.call('GET', `/v1/projects/${p.id}/tasks/${b}/activity`, { token });
    expect(history.body.activity.map((x: { kind: string }) => x.kind)).toEqual(['restored', 'archived', 'created']);
    expect((await t.call('DELETE', `/v1/projects/${p.id}/tasks/${a}`, { token })).status).toBe(200);
    expect((await t.call('GET', `/v1/projects/${p.id}/tasks/${a}`, { token })).status).toBe(404);
  });

  it('comments are sanitised and listed oldest first; members may comment but not delete or export', async () => {
    const { p, token, mtoken } = await setup();
    const id = (await t.call('POST', `/v1/projects/${p.id}/tasks`, { token, body: { title: 'Talk' } })).body.id;
    const c1 = await t.call('POST', `/v1/projects/${p.id}/tasks/${id}/comments`, {
      token: mtoken,
      body: { body: '<b>First</b><script>x</script>' },
    });
    expect(c1.status).toBe(201);
    expect(c1.body.body).toBe('<b>First</b>');
    expect(
      (await t.call('POST', `/v1/projects/${p.id}/tasks/${id}/comments`, { token, body: { body: '<script>only</script>' } })).status,
    ).toBe(422);
    await t.call('POST', `/v1/projects/${p.id}/tasks/${id}/comments`, { token, body: { body: 'Second' } });
    const list = await t.call('GET', `/v1/projects/${p.id}/tasks/${id}/comments`, { token });
    expect(list.body.comments.map((x: { body: string }) => x.body)).toEqual(['<b>First</b>', 'Second']);
    expect((await t.call('DELETE', `/v1/projects/${p.id}/tasks/${id}`, { token: mtoken })).status).toBe(403);
    expect((await t.call('GET', `/v1/projects/${p.id}/tasks/export`, { token: mtoken })).status).toBe(403);
  });

  it('exports formula-safe CSV', async () => {
    const { p, token } = await setup();
    for (const title of ['=HYPERLINK("http://evil")', '+1', '-2', '@SUM(A1)', 'Plain, "quoted"'])
      await t.call('POST', `/v1/projects/${p.id}/tasks`, { token, body: { title } });
    const res = await t.call('GET', `/v1/projects/${p.id}/tasks/export?sort=createdAt`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = String(res.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toMatch(/^id,title,description,phase/);
    const titles = lines.slice(1).map((l) => l.split(',').slice(1).join(','));
    expect(titles[0]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil""\)"/);
    expect(titles[1]).toMatch(/^'\+1,/);
    expect(titles[2]).toMatch(/^'-2,/);
    expect(titles[3]).toMatch(/^'@SUM\(A1\),/);
    expect(titles[4]).toMatch(/^"Plain, ""quoted""",/);
  });

  it('due-soon: the job tells the assignee once, and not when the task is done or re-dated', async () => {
    const { member, p, token } = await setup();
    const soon = new Date(Date.now() + 12 * 3600_000).toISOString().slice(0, 10);
    const a = (await t.call('POST', `/v1/projects/${p.id}/tasks`, { token, body: { title: 'Soon', assigneeId: member.id, dueDate: soon } }))
      .body.id;
    const b = (
      await t.call('POST', `/v1/projects/${p.id}/tasks`, { token, body: { title: 'Finished', assigneeId: member.id, dueDate: soon } })
    ).body.id;
    await t.call('PATCH', `/v1/projects/${p.id}/tasks/${b}`, { token, body: { done: true } });
    await drainJobs(t.database, logger);
    const titles = (await t.db.select().from(notifications).where(eq(notifications.userId, member.id))).map((n) => n.title);
    expect(titles.filter((x) => x.startsWith('Task due soon'))).toEqual(['Task due soon: Soon']);
    // Running the same job again (a retry) does not notify twice.
    await t.db
      .update(jobs)
      .set({ state: 'pending' })
      .where(and(eq(jobs.queue, DUE_SOON_QUEUE)));
    await drainJobs(t.database, logger);
    const again = (await t.db.select().from(notifications).where(eq(notifications.userId, member.id))).filter((n) =>
      n.title.startsWith('Task due soon'),
    );
    expect(again).toHaveLength(1);
    expect(a).toBeTruthy();
  });
});
