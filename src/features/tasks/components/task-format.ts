import { TASK_PHASE_LABEL, type TaskPhase } from '../../../../common/tasks.ts';
import type { Task } from '../api/types.ts';

export const PRIORITY_COLOR: Record<Task['priority'], string> = { low: 'gray', normal: 'blue', high: 'orange', urgent: 'red' };
export const phaseLabel = (p: TaskPhase) => TASK_PHASE_LABEL[p];

/** Overdue (before today), soon (within two days) or neither — done tasks are never late. */
export function dueState(task: Pick<Task, 'dueDate' | 'done'>, now = new Date()): 'overdue' | 'soon' | null {
  if (!task.dueDate || task.done) return null;
  const today = now.toISOString().slice(0, 10);
  if (task.dueDate < today) return 'overdue';
  const soon = new Date(now.getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
  return task.dueDate <= soon ? 'soon' : null;
}

/** A board position between two neighbours (fractional: a move changes one row). */
export function positionBetween(before: number | undefined, after: number | undefined): number {
  if (before !== undefined && after !== undefined) return (before + after) / 2;
  if (before !== undefined) return before + 1024;
  if (after !== undefined) return after - 1024;
  return 1024;
}

/** The in-app link of a task's linked record (orders and customers are their own modules). */
export function linkHref(link: { type: string; id: string }, project: string): string {
  const base = link.type === 'order' ? 'orders' : link.type === 'customer' ? 'customers' : 'customers/enquiries';
  return `/m/${base}/${encodeURIComponent(link.id)}?project=${encodeURIComponent(project)}`;
}
