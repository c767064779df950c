/** Drive admin queries: project setups with usage, and usage metrics over a time range. */
import { and, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import { driveFiles, driveSettings, driveUsage, projects } from '../../db/schema/index.ts';
import { paginate } from '../../lib/pagination.ts';

export interface SetupValues {
  quotaBytes?: number | undefined;
  maxFileBytes?: number | undefined;
  allowedTypes?: string[] | undefined;
}

export async function projectName(db: Tx, projectId: string): Promise<string | null> {
  const [row] = await db.select({ name: projects.name }).from(projects).where(eq(projects.id, projectId));
  return row?.name ?? null;
}

async function usageByProject(db: Tx, ids: string[]) {
  if (!ids.length) return new Map<string, { files: number; bytes: number; uploading: number }>();
  const rows = await db
    .select({
      projectId: driveFiles.projectId,
      files: sql<number>`count(*) filter (where ${driveFiles.status} = 'ready')::int`,
      bytes: sql<string>`coalesce(sum(${driveFiles.size}), 0)::bigint`,
      uploading: sql<number>`count(*) filter (where ${driveFiles.status} = 'uploading')::int`,
    })
    .from(driveFiles)
    .where(inArray(driveFiles.projectId, ids))
    .groupBy(driveFiles.projectId);
  return new Map(rows.map((r) => [r.projectId, { files: Number(r.files), bytes: Number(r.bytes), uploading: Number(r.uploading) }]));
}

export async function pageSetups(db: Tx, config: Config, page: { pageSize: number; pageToken?: string | undefined }) {
  const result = await paginate(
    db
      .select({ id: projects.id, name: projects.name, setup: driveSettings })
      .from(projects)
      .leftJoin(driveSettings, eq(driveSettings.projectId, projects.id))
      .$dynamic(),
    { orderBy: [projects.id], cursor: (r) => [r.id] as const, ...page },
  );
  const usage = await usageByProject(
    db,
    result.items.map((r) => r.id),
  );
  return {
    items: result.items.map((r) => ({
      project: r.id,
      name: r.name,
      custom: !!r.setup,
      quotaBytes: r.setup?.quotaBytes ?? config.DRIVE_QUOTA_BYTES,
      maxFileBytes: r.setup?.maxFileBytes ?? config.DRIVE_MAX_FILE_BYTES,
      allowedTypes: r.setup?.allowedTypes ?? [],
      usage: usage.get(r.id) ?? { files: 0, bytes: 0, uploading: 0 },
      updatedAt: r.setup?.updatedAt ?? null,
    })),
    nextPageToken: result.nextPageToken,
  };
}

/** Inserts the setup; false when the project already has one. */
export async function insertSetup(db: Tx, config: Config, projectId: string, v: SetupValues): Promise<boolean> {
  const rows = await db
    .insert(driveSettings)
    .values({
      projectId,
      quotaBytes: v.quotaBytes ?? config.DRIVE_QUOTA_BYTES,
      maxFileBytes: v.maxFileBytes ?? config.DRIVE_MAX_FILE_BYTES,
      allowedTypes: v.allowedTypes ?? [],
    })
    .onConflictDoNothing()
    .returning({ projectId: driveSettings.projectId });
  return rows.length > 0;
}

export async function updateSetup(db: Tx, projectId: string, v: SetupValues): Promise<boolean> {
  const rows = await db
    .update(driveSettings)
    .set({
      ...(v.quotaBytes !== undefined ? { quotaBytes: v.quotaBytes } : {}),
      ...(v.maxFileBytes !== undefined ? { maxFileBytes: v.maxFileBytes } : {}),
      ...(v.allowedTypes !== undefined ? { allowedTypes: v.allowedTypes } : {}),
      updatedAt: sql`now()` as unknown as string,
    })
    .where(eq(driveSettings.projectId, projectId))
    .returning({ projectId: driveSettings.projectId });
  return rows.length > 0;
}

export async function deleteSetup(db: Tx, projectId: string): Promise<boolean> {
  const rows = await db.delete(driveSettings).where(eq(driveSettings.projectId, projectId)).returning({ p: driveSettings.projectId });
  return rows.length > 0;
}

/** Usage between `start` and `end` (one project, or all): sums of the usage events, and what was stored at `end`. */
export async function usageMetrics(db: Tx, projectId: string | null, start: string, end: string) {
  const scope = projectId ? eq(driveUsage.projectId, projectId) : undefined;
  const inRange = and(scope, gte(driveUsage.at, start), lt(driveUsage.at, end)) as SQL;
  const [sums] = await db
    .select({
      bytesUploaded: sql<string>`coalesce(sum(${driveUsage.bytes}) filter (where ${driveUsage.kind} = 'upload'), 0)`,
      filesUploaded: sql<number>`count(*) filter (where ${driveUsage.kind} = 'upload')::int`,
      bytesDownloaded: sql<string>`coalesce(sum(${driveUsage.bytes}) filter (where ${driveUsage.kind} = 'download'), 0)`,
      downloads: sql<number>`count(*) filter (where ${driveUsage.kind} = 'download')::int`,
      filesDeleted: sql<number>`count(*) filter (where ${driveUsage.kind} = 'delete')::int`,
    })
    .from(driveUsage)
    .where(inRange);
  const [stored] = await db
    .select({
      bytes: sql<string>`coalesce(sum(case ${driveUsage.kind} when 'upload' then ${driveUsage.bytes} when 'delete' then -${driveUsage.bytes} else 0 end), 0)`,
      files: sql<number>`(count(*) filter (where ${driveUsage.kind} = 'upload') - count(*) filter (where ${driveUsage.kind} = 'delete'))::int`,
    })
    .from(driveUsage)
    .where(and(scope, lte(driveUsage.at, end)));
  const [before] = await db
    .select({
      bytes: sql<string>`coalesce(sum(case ${driveUsage.kind} when 'upload' then ${driveUsage.bytes} when 'delete' then -${driveUsage.bytes} else 0 end), 0)`,
      files: sql<number>`(count(*) filter (where ${driveUsage.kind} = 'upload') - count(*) filter (where ${driveUsage.kind} = 'delete'))::int`,
    })
    .from(driveUsage)
    .where(and(scope, lt(driveUsage.at, start)));
  const rows = await db
    .select({
      day: sql<string>`to_char(date_trunc('day', ${driveUsage.at} at time zone 'UTC'), 'YYYY-MM-DD')`,
      bytesUploaded: sql<string>`coalesce(sum(${driveUsage.bytes}) filter (where ${driveUsage.kind} = 'upload'), 0)`,
      filesUploaded: sql<number>`count(*) filter (where ${driveUsage.kind} = 'upload')::int`,
      bytesDownloaded: sql<string>`coalesce(sum(${driveUsage.bytes}) filter (where ${driveUsage.kind} = 'download'), 0)`,
      downloads: sql<number>`count(*) filter (where ${driveUsage.kind} = 'download')::int`,
      bytesDeleted: sql<string>`coalesce(sum(${driveUsage.bytes}) filter (where ${driveUsage.kind} = 'delete'), 0)`,
      filesDeleted: sql<number>`count(*) filter (where ${driveUsage.kind} = 'delete')::int`,
    })
    .from(driveUsage)
    .where(inRange)
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  // Every UTC day of the range (up to two years; longer ranges list the days with activity), with what was
  // stored at the end of each day: the running total from what was stored before the range.
  const byDay = new Map(rows.map((r) => [r.day, r]));
  let bytesStored = Number(before?.bytes ?? 0);
  let filesStored = Number(before?.files ?? 0);
  const days = [];
  for (const day of daysOf(start, end) ?? rows.map((r) => r.day)) {
    const r = byDay.get(day);
    bytesStored += Number(r?.bytesUploaded ?? 0) - Number(r?.bytesDeleted ?? 0);
    filesStored += Number(r?.filesUploaded ?? 0) - Number(r?.filesDeleted ?? 0);
    days.push({
      day,
      bytesUploaded: Number(r?.bytesUploaded ?? 0),
      filesUploaded: Number(r?.filesUploaded ?? 0),
      bytesDownloaded: Number(r?.bytesDownloaded ?? 0),
      downloads: Number(r?.downloads ?? 0),
      bytesStored,
      filesStored,
    });
  }
  return {
    start,
    end,
    bytesStored: Number(stored?.bytes ?? 0),
    filesStored: Number(stored?.files ?? 0),
    bytesUploaded: Number(sums?.bytesUploaded ?? 0),
    filesUploaded: Number(sums?.filesUploaded ?? 0),
    bytesDownloaded: Number(sums?.bytesDownloaded ?? 0),
    downloads: Number(sums?.downloads ?? 0),
    filesDeleted: Number(sums?.filesDeleted ?? 0),
    days,
  };
}

const MAX_FILLED_DAYS = 731;

/** The UTC days `[start, end)` touches, `YYYY-MM-DD`; null when there are more than MAX_FILLED_DAYS. */
export function daysOf(start: string, end: string): string[] | null {
  const first = Date.parse(`${start.slice(0, 10)}T00:00:00Z`);
  const last = Date.parse(end) - 1;
  if ((last - first) / 86_400_000 > MAX_FILLED_DAYS) return null;
  const out: string[] = [];
  for (let t = first; t <= last; t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}
