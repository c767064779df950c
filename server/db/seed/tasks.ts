/**
 * Demo tasks, OKRs and bookmarks (issue 24): the workflow and okrs modules installed in the demo project, tasks
 * across the three phases in every project with workflow (assignees among members, due dates from last week to
 * next month, a long tail of low priority, some done and archived, some linked to orders and customers), two
 * objectives with key results this quarter that tasks contribute to, and the demo user's bookmark tabs.
 * Behind its own marker; deterministic.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { newId } from '../../lib/ids.ts';
import type { Database } from '../client.ts';
import {
  appSettings,
  bookmarks,
  bookmarkTabs,
  keyResults,
  objectives,
  projectIntegrations,
  projectMembers,
  projects,
  taskActivity,
  tasks,
  users,
} from '../schema/index.ts';
import type { BookmarkRoute } from '../schema/tasks.ts';
import { rng } from './generate.ts';

const MARKER = 'seed_tasks_v1';
const TITLES = [
  'Reprint the blue mug batch',
  'Check DTG printer head alignment',
  'Photograph the autumn hoodie range',
  'Answer the wholesale enquiry',
  'Update size chart for kids tees',
  'Order more 11oz blank mugs',
  'Fix the shipping label template',
  'Review returns from last week',
  'Plan the Black Friday banner',
  'Call the embroidery supplier',
  'Write care instructions for tote bags',
  'Calibrate the heat press',
  'Restock poster tubes',
  'Test the new eco inks',
  'Clean up duplicate customer records',
  'Prepare the monthly stock count',
  'Reply to the negative review',
  'Schedule the courier pickup',
  'Design gift card artwork',
  'Move old designs to the archive folder',
];
const LABELS = ['print', 'shipping', 'customers', 'stock', 'design', 'marketing', 'urgent-fix'];
const PHASES = ['starting', 'in_progress', 'finishing'] as const;
const PRIORITIES = ['low', 'low', 'low', 'normal', 'normal', 'normal', 'normal', 'high', 'high', 'urgent'] as const;

export function currentQuarter(now = new Date()) {
  return `${now.getUTCFullYear()}-Q${Math.floor(now.getUTCMonth() / 3) + 1}`;
}

export async function seedDemoTasks(database: Database, email: string) {
  const { db } = database;
  const [done] = await db.select().from(appSettings).where(eq(appSettings.key, MARKER));
  if (done) return false;
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) return false;
  const owned = await db
    .select({ id: projects.id })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(eq(projectMembers.userId, user.id))
    .orderBy(asc(projects.createdAt), asc(projects.id));
  const demoProject = owned[0];
  if (!demoProject) return false;
  const r = rng(20261124);
  const now = new Date();
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

  await db.transaction(async (tx) => {
    await tx.insert(appSettings).values({ key: MARKER, value: { at: now.toISOString() } });
    const stamp = now.toISOString();
    for (const code of ['workflow', 'okrs'])
      await tx
        .insert(projectIntegrations)
        .values({ projectId: demoProject.id, code, config: {}, installedAt: stamp, setupAt: stamp })
        .onConflictDoNothing();
    const withWorkflow = (
      await tx
        .select({ projectId: projectIntegrations.projectId })
        .from(projectIntegrations)
        .where(
          and(
            eq(projectIntegrations.code, 'workflow'),
            inArray(
              projectIntegrations.projectId,
              owned.map((p) => p.id),
            ),
          ),
        )
    ).map((x) => x.projectId);

    for (const projectId of withWorkflow) {
      const members = (
        await tx.select({ userId: projectMembers.userId }).from(projectMembers).where(eq(projectMembers.projectId, projectId))
      ).map((m) => m.userId);
      // Objectives first (demo project only), so tasks can contribute to their key results.
      const krIds: string[] = [];
      if (projectId === demoProject.id) {
        const period = currentQuarter(now);
        const okrs = [
          {
            title: 'Delight repeat customers',
            krs: [
              { title: 'Repeat purchase rate', startValue: 18, target: 30, current: 24, unit: '%' },
              { title: 'Average review score', startValue: 4.1, target: 4.7, current: 4.5, unit: '★' },
              { title: 'Support replies within a day', startValue: 60, target: 95, current: 71, unit: '%' },
            ],
          },
          {
            title: 'Ship faster with fewer reprints',
            krs: [
              { title: 'Orders shipped in 48 h', startValue: 70, target: 90, current: 83, unit: '%' },
              { title: 'Reprints per 1,000 orders', startValue: 25, target: 10, current: 19, unit: '' },
            ],
          },
        ];
        for (const o of okrs) {
          const objectiveId = newId('obj');
          await tx.insert(objectives).values({ projectId, id: objectiveId, title: o.title, ownerId: user.id, period });
          for (const [i, kr] of o.krs.entries()) {
            const id = newId('kr');
            krIds.push(id);
            await tx.insert(keyResults).values({ projectId, id, objectiveId, sortOrder: i + 1, ...kr });
          }
        }
      }
      const rows: (typeof tasks.$inferInsert)[] = [];
      const count = projectId === demoProject.id ? 36 : 18;
      for (let i = 0; i < count; i++) {
        const phase = PHASES[i % 3]!;
        const isDone = phase === 'finishing' && r.next() < 0.4;
        const archived = isDone && r.next() < 0.5;
        const created = new Date(now.getTime() - r.int(1, 40) * 86_400_000 - i * 60_000);
        rows.push({
          projectId,
          id: newId('tsk', created.getTime()),
          title: TITLES[i % TITLES.length]!,
          description: `<p>${TITLES[i % TITLES.length]} — see the notes from the <strong>Monday</strong> stand-up.</p>`,
          assigneeId: i % 3 === 0 ? user.id : r.next() < 0.85 ? r.pick(members) : null,
          dueDate: r.next() < 0.8 ? day(r.int(-5, 30)) : null,
          priority: r.pick(PRIORITIES),
          labels: [...new Set([r.pick(LABELS), ...(r.next() < 0.3 ? [r.pick(LABELS)] : [])])],
          phase,
          position: (Math.floor(i / 3) + 1) * 1024,
          done: isDone,
          doneAt: isDone ? now.toISOString() : null,
          links:
            r.next() < 0.3
              ? [{ type: r.pick(['order', 'customer', 'enquiry'] as const), id: `${r.pick(['ord', 'cus', 'enq'])}_demo${r.int(100, 999)}` }]
              : [],
          keyResultId: krIds.length && r.next() < 0.5 ? r.pick(krIds) : null,
          archivedAt: archived ? now.toISOString() : null,
          createdBy: user.id,
          createdAt: created.toISOString(),
          updatedAt: created.toISOString(),
        });
      }
      await tx.insert(tasks).values(rows);
      await tx
        .insert(taskActivity)
        .values(
          rows.map((t) => ({ projectId, id: newId('tac'), taskId: t.id!, actorId: user.id, kind: 'created', createdAt: t.createdAt })),
        );
    }

    // The demo user's bookmark tabs and saved views in the demo project.
    const tabs = [
      { id: newId('btb'), name: 'Daily', sortOrder: 1 },
      { id: newId('btb'), name: 'Team', sortOrder: 2 },
      { id: newId('btb'), name: 'Reports', sortOrder: 3 },
    ];
    await tx.insert(bookmarkTabs).values(tabs.map((t) => ({ ...t, projectId: demoProject.id, userId: user.id })));
    const saved: { title: string; data: BookmarkRoute; tab: number; icon: string; color: string }[] = [
      {
        title: 'My open tasks',
        data: { name: 'modules.route', params: { module: 'workflow', _splat: '' }, query: { view: 'list', assignee: 'me' } },
        tab: 0,
        icon: 'checklist',
        color: 'blue',
      },
      {
        title: 'Urgent tasks',
        data: { name: 'modules.route', params: { module: 'workflow', _splat: '' }, query: { view: 'list', priority: 'urgent' } },
        tab: 0,
        icon: 'flame',
        color: 'red',
      },
      {
        title: 'Admins',
        data: { name: 'project.users.list', params: {}, query: { search: 'admin' } },
        tab: 1,
        icon: 'users',
        color: 'teal',
      },
      {
        title: 'Members by email (Z–A)',
        data: { name: 'project.users.list', params: {}, query: { sort: '-email' } },
        tab: 1,
        icon: 'users',
        color: 'grape',
      },
      {
        title: 'OKRs this quarter',
        data: { name: 'modules.route', params: { module: 'okrs', _splat: '' }, query: {} },
        tab: 2,
        icon: 'target',
        color: 'orange',
      },
    ];
    await tx.insert(bookmarks).values(
      saved.map((b, i) => ({
        projectId: demoProject.id,
        id: newId('bmk'),
        userId: user.id,
        title: b.title,
        data: b.data,
        icon: b.icon,
        color: b.color,
        tabId: tabs[b.tab]!.id,
        sortOrder: i + 1,
        tabSortOrder: saved.slice(0, i).filter((x) => x.tab === b.tab).length + 1,
      })),
    );
  });
  return true;
}
