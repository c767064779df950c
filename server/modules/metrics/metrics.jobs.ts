/**
 * Metrics jobs on the shared queue (server/lib/jobs.ts): monitor evaluations, each scheduling the next at the
 * monitor's interval (a settings change bumps the schedule token, so the older chain stops), and the daily
 * retention pass, which also reschedules itself.
 */
import { z } from 'zod';
import { enqueue, registerJobHandler } from '../../lib/jobs.ts';
import { DEFAULT_SETTINGS, lockMonitor } from './monitors.repo.ts';
import { EVALUATE_QUEUE, evaluateLocked, RETENTION_QUEUE, scheduleEvaluation } from './monitors.service.ts';
import { applyRetention, ensureRetentionScheduled } from './points.repo.ts';

const Payload = z.object({ projectId: z.string(), monitorId: z.string(), token: z.number().int() });

registerJobHandler(EVALUATE_QUEUE, async (payload, { database }) => {
  const job = Payload.parse(payload);
  await database.db.transaction(async (tx) => {
    const m = await lockMonitor(tx, job.projectId, job.monitorId);
    if (!m || m.scheduleToken !== job.token) return; // deleted, or rescheduled by a settings change
    await evaluateLocked(tx, m);
    await scheduleEvaluation(tx, m, { ...DEFAULT_SETTINGS, ...m.settings }.evaluationIntervalMinutes);
    await ensureRetentionScheduled(tx);
  });
});

registerJobHandler(RETENTION_QUEUE, async (_payload, { database, log }) => {
  await database.db.transaction(async (tx) => {
    const deleted = await applyRetention(tx);
    log.info({ deleted }, 'metrics retention');
    await enqueue(tx, RETENTION_QUEUE, {}, { runAt: new Date(Date.now() + 86_400_000) });
  });
});
