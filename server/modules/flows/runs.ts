/**
 * Flow runs (issue 20): triggers enrol subscribers, steps run as jobs on the queue (server/lib/jobs.ts).
 *
 * - Triggers: `list_joined` and `order_placed` arrive through the `flowTriggers` hook in the caller's transaction
 *   (the mail area's membership writes, the commerce area's order create); `customer_inactive` is a scan job per
 *   live flow (`flows-inactive-scan`) that re-queues itself hourly while that publication of the flow is live.
 *   Enrolment copies the flow's live version into the run: publishing a new version leaves running runs on theirs.
 * - Steps (`flow-run-step` {projectId, runId, step}): one transaction per step advance. The job locks the run row;
 *   a job whose step is no longer the run's (a retry after COMMIT, a duplicate) does nothing. A send step mails
 *   through the `flowMail` hook (the campaign path), records the send and moves the run on in the same
 *   transaction, so a crash before COMMIT rolls everything back and the retried job sends once; the one window
 *   left is SMTP accepting and the process dying before COMMIT, as for campaigns. Branch steps run inline;
 *   a wait sets `next_at` and queues the next step for then.
 * - A paused flow advances nothing: its step jobs end without touching the run; publishing it again queues every
 *   active run's next step (at its `next_at`, or now). Unsubscribed people are skipped and their run exits.
 */
import type { FlowVersion } from '../../../common/mail.ts';
import type { Database, Tx } from '../../db/client.ts';
import { type FlowTriggers, flowMail } from '../../lib/hooks.ts';
import { enqueue, enqueueMany, registerJobHandler } from '../../lib/jobs.ts';
import {
  activeRuns,
  enrolInactive,
  enrolListJoined,
  enrolOrderPlaced,
  finishRun,
  flowState,
  lockRun,
  recordFlowSend,
  setRun,
} from './runs.repo.ts';

export const STEP_QUEUE = 'flow-run-step';
export const INACTIVE_QUEUE = 'flows-inactive-scan';
const SCAN_EVERY_MS = 60 * 60 * 1000;

interface StepJob {
  projectId: string;
  runId: string;
  step: number;
}

const queueFirstSteps = (tx: Tx, projectId: string, runIds: string[]) =>
  enqueueMany(
    tx,
    STEP_QUEUE,
    runIds.map((runId) => ({ projectId, runId, step: 0 }) satisfies StepJob),
    { maxAttempts: 10 },
  );

/** The `flowTriggers` hook (server/lib/hooks.ts). */
export const flowTriggerProvider: FlowTriggers = {
  async listJoined(db, projectId, joined) {
    if (!joined.length) return 0;
    const runs = await enrolListJoined(db, projectId, joined);
    await queueFirstSteps(db, projectId, runs);
    return runs.length;
  },
  async orderPlaced(db, projectId, email) {
    if (!email) return 0;
    const runs = await enrolOrderPlaced(db, projectId, email);
    await queueFirstSteps(db, projectId, runs);
    return runs.length;
  },
};

export type StepOutcome = 'stale' | 'paused' | 'waiting' | 'sent' | 'done' | 'exited';

/** Run a run's step (and any branch steps after it) in one transaction. */
export async function runStep(database: Database, job: StepJob): Promise<StepOutcome> {
  return database.db.transaction(async (tx) => {
    const run = await lockRun(tx, job.projectId, job.runId);
    if (run?.status !== 'active' || run.step !== job.step) return 'stale';
    const flow = await flowState(tx, job.projectId, run.flowId);
    if (!flow) return 'stale';
    if (flow.status !== 'live') return 'paused';
    const steps = (run.version as FlowVersion).steps;
    for (let i = run.step; ; i++) {
      const step = steps[i];
      if (!step) {
        await finishRun(tx, job.projectId, run.id, 'done');
        return 'done';
      }
      if (step.type === 'branch') {
        if (step.condition && !(await flowMail.get().matches(tx, job.projectId, run.subscriberId, step.condition))) {
          await finishRun(tx, job.projectId, run.id, 'exited', `branch at step ${i + 1}: condition not met`);
          return 'exited';
        }
        continue;
      }
      if (step.type === 'wait') {
        const at = new Date(Date.now() + (step.hours ?? 1) * 3_600_000);
        await setRun(tx, job.projectId, run.id, { step: i + 1, nextAt: at.toISOString() });
        await enqueue(tx, STEP_QUEUE, { projectId: job.projectId, runId: run.id, step: i + 1 } satisfies StepJob, {
          runAt: at,
          maxAttempts: 10,
        });
        return 'waiting';
      }
      // send
      const subject = step.subject || flow.name;
      const result = await flowMail.get().send(tx, {
        database,
        projectId: job.projectId,
        flowId: run.flowId,
        flowName: flow.name,
        runId: run.id,
        step: i,
        subscriberId: run.subscriberId,
        subject,
        blocks: step.blocks ?? [],
      });
      await recordFlowSend(tx, {
        projectId: job.projectId,
        runId: run.id,
        step: i,
        flowId: run.flowId,
        subscriberId: run.subscriberId,
        email: result.email ?? '',
        subject,
        status: result.status,
        error: result.error ?? null,
      });
      if (result.status === 'skipped') {
        await finishRun(tx, job.projectId, run.id, 'exited', 'not subscribed');
        return 'exited';
      }
      const now = new Date();
      await setRun(tx, job.projectId, run.id, { step: i + 1, nextAt: now.toISOString() });
      await enqueue(tx, STEP_QUEUE, { projectId: job.projectId, runId: run.id, step: i + 1 } satisfies StepJob, {
        runAt: now,
        maxAttempts: 10,
      });
      return 'sent';
    }
  });
}

/**
 * After a flow is published: when it comes back from a pause, queue every active run's next step (their jobs
 * ended while it was paused); when its trigger is inactivity, start this publication's scan chain.
 */
export async function flowPublished(
  tx: Tx,
  projectId: string,
  flowId: string,
  live: FlowVersion,
  publishedAt: string,
  opts: { resume: boolean },
) {
  const runs = opts.resume ? await activeRuns(tx, projectId, flowId) : [];
  const now = Date.now();
  for (const r of runs)
    await enqueue(tx, STEP_QUEUE, { projectId, runId: r.id, step: r.step } satisfies StepJob, {
      runAt: new Date(Math.max(now, r.nextAt ? Date.parse(r.nextAt) : now)),
      maxAttempts: 10,
    });
  if (live.trigger.type === 'customer_inactive') await enqueue(tx, INACTIVE_QUEUE, { projectId, flowId, publishedAt });
}

/** One inactivity scan of a flow; the chain ends when the flow is paused, deleted or published again. */
export async function scanInactive(database: Database, job: { projectId: string; flowId: string; publishedAt: string }) {
  return database.db.transaction(async (tx) => {
    const flow = await flowState(tx, job.projectId, job.flowId);
    if (flow?.status !== 'live' || flow.publishedAt !== job.publishedAt || flow.live?.trigger.type !== 'customer_inactive') return -1;
    const runs = await enrolInactive(tx, job.projectId, job.flowId);
    await queueFirstSteps(tx, job.projectId, runs);
    await enqueue(tx, INACTIVE_QUEUE, job, { runAt: new Date(Date.now() + SCAN_EVERY_MS) });
    return runs.length;
  });
}

registerJobHandler(STEP_QUEUE, async (payload, { database }) => {
  await runStep(database, payload as StepJob);
});
registerJobHandler(INACTIVE_QUEUE, async (payload, { database }) => {
  await scanInactive(database, payload as { projectId: string; flowId: string; publishedAt: string });
});
