/**
 * Flow run queries (issue 20): enrolment by trigger (INSERT … SELECT … ON CONFLICT DO NOTHING against the partial
 * unique index `flow_runs_active_idx`, so a subscriber never runs through the same flow twice at once), the row
 * lock a step job takes, the send record, and the runs list and counts the screens show.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FlowRunStatus, SendStatus } from '../../../common/mail.ts';
import type { Tx } from '../../db/client.ts';
import { flowRuns, flowSends, flows, mailSubscribers } from '../../db/schema/index.ts';
import { lastPurchasedSql } from '../../lib/hooks.ts';
import { paginate } from '../../lib/pagination.ts';

export type FlowRunRow = typeof flowRuns.$inferSelect;

/** A run id made in SQL (enrolment inserts many at once): not time-sortable, the lists order by started_at. */
const RUN_ID = sql`'frn_' || replace(gen_random_uuid()::text, '-', '')`;

async function ids(db: Tx, q: SQL): Promise<string[]> {
  const res = await db.execute<{ id: string }>(q);
  return res.rows.map((r) => r.id);
}

/** Subscribers who joined static lists → runs of live `list_joined` flows on those lists (subscribed people only). */
export function enrolListJoined(db: Tx, projectId: string, joined: { mailingListId: string; subscriberId: string }[]) {
  return ids(
    db,
    sql`INSERT INTO ${flowRuns} (project_id, id, flow_id, subscriber_id, version, trigger, next_at)
      SELECT f.project_id, ${RUN_ID}, f.id, s.id, f.live, 'list_joined', now()
        FROM ${flows} f
        JOIN jsonb_to_recordset(${JSON.stringify(joined)}::jsonb) AS j("mailingListId" text, "subscriberId" text)
          ON j."mailingListId" = f.live->'trigger'->>'mailingListId'
        JOIN ${mailSubscribers} s ON s.project_id = f.project_id AND s.id = j."subscriberId" AND s.status = 'subscribed'
       WHERE f.project_id = ${projectId} AND f.status = 'live' AND f.live->'trigger'->>'type' = 'list_joined'
      ON CONFLICT DO NOTHING
      RETURNING id`,
  );
}

/** An order placed by an email address → runs of live `order_placed` flows for the subscriber with that address. */
export function enrolOrderPlaced(db: Tx, projectId: string, email: string) {
  return ids(
    db,
    sql`INSERT INTO ${flowRuns} (project_id, id, flow_id, subscriber_id, version, trigger, next_at)
      SELECT f.project_id, ${RUN_ID}, f.id, s.id, f.live, 'order_placed', now()
        FROM ${flows} f
        JOIN ${mailSubscribers} s ON s.project_id = f.project_id AND s.email = ${email.trim().toLowerCase()} AND s.status = 'subscribed'
       WHERE f.project_id = ${projectId} AND f.status = 'live' AND f.live->'trigger'->>'type' = 'order_placed'
      ON CONFLICT DO NOTHING
      RETURNING id`,
  );
}

/**
 * Customers inactive for the flow's N days (their last purchase, by email, is older) → runs, once per inactive
 * spell: nobody who already entered this flow since their last purchase enters again. At most `limit` a scan.
 */
export function enrolInactive(db: Tx, projectId: string, flowId: string, limit = 5000) {
  const last = lastPurchasedSql.get()(sql.raw('s.project_id'), sql.raw('s.email'));
  return ids(
    db,
    sql`INSERT INTO ${flowRuns} (project_id, id, flow_id, subscriber_id, version, trigger, next_at)
      SELECT f.project_id, ${RUN_ID}, f.id, s.id, f.live, 'customer_inactive', now()
        FROM ${flows} f
        JOIN ${mailSubscribers} s ON s.project_id = f.project_id AND s.status = 'subscribed'
        CROSS JOIN LATERAL (SELECT ${last} AS at) lp
       WHERE f.project_id = ${projectId} AND f.id = ${flowId} AND f.status = 'live'
         AND f.live->'trigger'->>'type' = 'customer_inactive'
         AND lp.at < now() - make_interval(days => (f.live->'trigger'->>'days')::int)
         AND NOT EXISTS (SELECT 1 FROM ${flowRuns} r
                          WHERE r.project_id = f.project_id AND r.flow_id = f.id AND r.subscriber_id = s.id AND r.started_at >= lp.at)
       LIMIT ${limit}
      ON CONFLICT DO NOTHING
      RETURNING id`,
  );
}

const runKey = (projectId: string, id: string) => and(eq(flowRuns.projectId, projectId), eq(flowRuns.id, id));

/** The run, locked for this transaction (a second job for the same run waits, then finds the step moved on). */
export async function lockRun(db: Tx, projectId: string, runId: string) {
  const [row] = await db.select().from(flowRuns).where(runKey(projectId, runId)).for('update');
  return row ?? null;
}

export async function flowState(db: Tx, projectId: string, flowId: string) {
  const [row] = await db
    .select({ name: flows.name, status: flows.status, live: flows.live, publishedAt: flows.publishedAt })
    .from(flows)
    .where(and(eq(flows.projectId, projectId), eq(flows.id, flowId)));
  return row ?? null;
}

export async function setRun(db: Tx, projectId: string, runId: string, set: Partial<typeof flowRuns.$inferInsert>) {
  await db
    .update(flowRuns)
    .set({ ...set, updatedAt: new Date().toISOString() })
    .where(runKey(projectId, runId));
}

export const finishRun = (
  db: Tx,
  projectId: string,
  runId: string,
  status: Exclude<FlowRunStatus, 'active'>,
  exitReason: string | null = null,
) => setRun(db, projectId, runId, { status, exitReason, nextAt: null, finishedAt: new Date().toISOString() });

export async function recordFlowSend(
  db: Tx,
  v: {
    projectId: string;
    runId: string;
    step: number;
    flowId: string;
    subscriberId: string;
    email: string;
    subject: string;
    status: SendStatus;
    error?: string | null;
  },
) {
  // A refusal at send time (5xx) is a hard bounce, recorded as the mail area records a later DSN.
  await db.insert(flowSends).values({ ...v, error: v.error ?? null, bouncedAt: v.status === 'bounced' ? new Date().toISOString() : null });
}

/** Active runs of a flow with when their next step is due (resuming a paused flow queues them again). */
export async function activeRuns(db: Tx, projectId: string, flowId: string) {
  return db
    .select({ id: flowRuns.id, step: flowRuns.step, nextAt: flowRuns.nextAt })
    .from(flowRuns)
    .where(and(eq(flowRuns.projectId, projectId), eq(flowRuns.flowId, flowId), eq(flowRuns.status, 'active')));
}

/** Qualified (drizzle leaves select-list columns unqualified, which the subqueries would capture). */
const F = { projectId: sql.raw('"flows"."project_id"'), id: sql.raw('"flows"."id"') };
const R = {
  projectId: sql.raw('"flow_runs"."project_id"'),
  id: sql.raw('"flow_runs"."id"'),
  subscriberId: sql.raw('"flow_runs"."subscriber_id"'),
};

/** Run counts per flow, as correlated subqueries for the flow list and detail. */
export const runCountsSql = {
  activeRuns: sql<number>`(SELECT count(*)::int FROM ${flowRuns} r WHERE r.project_id = ${F.projectId} AND r.flow_id = ${F.id} AND r.status = 'active')`,
  totalRuns: sql<number>`(SELECT count(*)::int FROM ${flowRuns} r WHERE r.project_id = ${F.projectId} AND r.flow_id = ${F.id})`,
  emailsSent: sql<number>`(SELECT count(*)::int FROM ${flowSends} fs WHERE fs.project_id = ${F.projectId} AND fs.flow_id = ${F.id} AND fs.status = 'sent')`,
};

/** A flow's runs, newest first, with the subscriber's address and how many emails the run sent. */
export function pageRuns(
  db: Tx,
  projectId: string,
  flowId: string,
  q: { pageSize: number; pageToken?: string | undefined; status?: FlowRunStatus | undefined },
) {
  return paginate(
    db
      .select({
        id: flowRuns.id,
        flowId: flowRuns.flowId,
        subscriberId: flowRuns.subscriberId,
        email: sql<
          string | null
        >`(SELECT s.email FROM ${mailSubscribers} s WHERE s.project_id = ${R.projectId} AND s.id = ${R.subscriberId})`,
        status: flowRuns.status,
        step: flowRuns.step,
        steps: sql<number>`jsonb_array_length(${flowRuns.version}->'steps')`,
        trigger: flowRuns.trigger,
        nextAt: flowRuns.nextAt,
        exitReason: flowRuns.exitReason,
        emailsSent: sql<number>`(SELECT count(*)::int FROM ${flowSends} fs WHERE fs.project_id = ${R.projectId} AND fs.run_id = ${R.id} AND fs.status = 'sent')`,
        startedAt: flowRuns.startedAt,
        finishedAt: flowRuns.finishedAt,
      })
      .from(flowRuns)
      .$dynamic(),
    {
      where: and(eq(flowRuns.projectId, projectId), eq(flowRuns.flowId, flowId), q.status ? eq(flowRuns.status, q.status) : undefined),
      orderBy: [flowRuns.startedAt, flowRuns.id],
      direction: 'desc',
      cursor: (r) => [r.startedAt, r.id] as const,
      pageSize: q.pageSize,
      pageToken: q.pageToken,
    },
  );
}
