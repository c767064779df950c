/** Monitor rows and their state-change events. */
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { type MonitorSettings, monitorEvents, monitors } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { projectRepo } from '../../lib/project-repo.ts';

const monitorRepo = projectRepo(monitors);
const eventRepo = projectRepo(monitorEvents);
export type MonitorRow = typeof monitors.$inferSelect;
export type MonitorEventRow = typeof monitorEvents.$inferSelect;

export const DEFAULT_SETTINGS: MonitorSettings = {
  comparator: 'above',
  threshold: 0,
  window: '1h',
  noDataMinutes: 60,
  evaluationIntervalMinutes: 5,
  channel: 'notification',
  muted: false,
};

export function toMonitorDto(m: MonitorRow) {
  return {
    id: m.id,
    name: m.name,
    type: m.type,
    query: m.query,
    message: m.message,
    tags: m.tags,
    settings: { ...DEFAULT_SETTINGS, ...m.settings },
    state: m.state,
    stateChangedAt: m.stateChangedAt,
    lastValue: m.lastValue,
    lastEvaluatedAt: m.lastEvaluatedAt,
    createdAt: m.createdAt,
    updatedAt: m.updatedAt,
  };
}

export const toEventDto = (e: MonitorEventRow) => ({
  id: e.id,
  fromState: e.fromState,
  toState: e.toState,
  value: e.value,
  notified: e.notified,
  at: e.at,
});

export function pageMonitors(db: Tx, projectId: string, q: { pageToken?: string | undefined; pageSize: number; tags?: string[] }) {
  return monitorRepo(db, projectId).page({
    where: q.tags?.length ? sql`${monitors.tags} @> ${JSON.stringify(q.tags)}::jsonb` : undefined,
    orderBy: [monitors.name, monitors.id] as const,
    cursor: (m) => [m.name, m.id] as const,
    pageSize: q.pageSize,
    pageToken: q.pageToken,
  });
}

export const findMonitor = (db: Tx, projectId: string, id: string) => monitorRepo(db, projectId).find(eq(monitors.id, id));

export async function lockMonitor(tx: Tx, projectId: string, id: string): Promise<MonitorRow | null> {
  const [row] = await tx
    .select()
    .from(monitors)
    .where(and(eq(monitors.projectId, projectId), eq(monitors.id, id)))
    .for('update');
  return row ?? null;
}

export async function insertMonitor(
  tx: Tx,
  projectId: string,
  v: { name: string; type: MonitorRow['type']; query: string; message?: string; tags?: string[]; settings: Partial<MonitorSettings> },
) {
  return monitorRepo(tx, projectId).insert({
    id: newId('mon'),
    name: v.name,
    type: v.type,
    query: v.query,
    message: v.message ?? '',
    tags: v.tags ?? [],
    settings: { ...DEFAULT_SETTINGS, ...v.settings },
  });
}

export async function updateMonitor(tx: Tx, projectId: string, id: string, set: Partial<typeof monitors.$inferInsert>) {
  const [row] = await tx
    .update(monitors)
    .set({ ...set, updatedAt: new Date().toISOString() })
    .where(and(eq(monitors.projectId, projectId), eq(monitors.id, id)))
    .returning();
  return row ?? null;
}

export async function insertEvent(tx: Tx, projectId: string, e: Omit<typeof monitorEvents.$inferInsert, 'projectId' | 'id'>) {
  return eventRepo(tx, projectId).insert({ id: newId('mev'), ...e });
}

export function eventsBetween(db: Tx, projectId: string, monitorId: string, start: string, end: string) {
  return db
    .select()
    .from(monitorEvents)
    .where(
      and(
        eq(monitorEvents.projectId, projectId),
        eq(monitorEvents.monitorId, monitorId),
        gte(monitorEvents.at, start),
        lt(monitorEvents.at, end),
      ),
    )
    .orderBy(asc(monitorEvents.at), asc(monitorEvents.id))
    .limit(1000);
}
