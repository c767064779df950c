/** Task and OKR values shared by the server's contracts and the app (spec 000 §4: workflow phases). */
export const TASK_PHASES = ['starting', 'in_progress', 'finishing'] as const;
export type TaskPhase = (typeof TASK_PHASES)[number];
export const TASK_PHASE_LABEL: Record<TaskPhase, string> = { starting: 'Starting', in_progress: 'In progress', finishing: 'Finishing' };
export const TASK_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const TASK_LINK_TYPES = ['order', 'customer', 'enquiry'] as const;
export type TaskLinkType = (typeof TASK_LINK_TYPES)[number];
