/**
 * Due-soon notices: creating or re-dating an assigned task enqueues a job for DUE_SOON_HOURS before the due
 * date on the existing job queue (server/lib/jobs.ts). When it runs, it tells the assignee only if the task is
 * still open, still due that day and still theirs, and only once per due date (task_due_notices).
 */
import { z } from 'zod';
import { registerJobHandler } from '../../lib/jobs.ts';
import { notify } from '../../lib/notify.ts';
import { findTask, recordDueNotice } from './tasks.repo.ts';
import { DUE_SOON_QUEUE } from './tasks.service.ts';

const Payload = z.object({ projectId: z.string(), taskId: z.string(), dueDate: z.string() });

registerJobHandler(DUE_SOON_QUEUE, async (payload, { database }) => {
  const job = Payload.parse(payload);
  await database.db.transaction(async (tx) => {
    const task = await findTask(tx, job.projectId, job.taskId);
    if (!task?.assigneeId || task.done || task.archivedAt || task.dueDate !== job.dueDate) return;
    if (!(await recordDueNotice(tx, job.projectId, job.taskId, job.dueDate))) return;
    await notify(
      tx,
      { userId: task.assigneeId },
      {
        title: `Task due soon: ${task.title}`,
        body: `Due ${task.dueDate}`,
        action: `/m/workflow?project=${task.projectId}&task=${task.id}`,
      },
    );
  });
});
