/** Task contracts' shapes (zod → OpenAPI). Bodies are strict: an unknown field is a 422. */
import { z } from '@hono/zod-openapi';
import { TASK_LINK_TYPES, TASK_PHASES, TASK_PRIORITIES } from '../../../common/tasks.ts';

/** The route's project (the same shape as the projects area's; modules do not import each other). */
export const ProjectParam = z.object({
  project: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: 'project', in: 'path' } }),
});

export const tags = ['Tasks'];
export const TaskParam = ProjectParam.extend({
  id: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: 'id', in: 'path' } }),
});

const Phase = z.enum(TASK_PHASES).openapi({ description: 'Workflow phase: starting, in_progress, finishing' });
const Priority = z.enum(TASK_PRIORITIES);
const DueDate = z.iso.date('Give the due date as YYYY-MM-DD.');
const Label = z.string().trim().min(1).max(40, 'A label has at most 40 characters.');
export const TaskLinkSchema = z
  .strictObject({ type: z.enum(TASK_LINK_TYPES), id: z.string().trim().min(1).max(64) })
  .openapi('TaskLink', { description: 'A linked order, customer or enquiry (opened at /m/orders/{id}, /m/customers/{id}, …)' });

const PersonSchema = z
  .object({ id: z.string(), email: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable() })
  .openapi('TaskPerson');

export const TaskSchema = z
  .object({
    id: z.string(),
    projectId: z.string(),
    title: z.string(),
    description: z.string().openapi({ description: 'Sanitised HTML' }),
    assignee: PersonSchema.nullable(),
    dueDate: z.string().nullable(),
    priority: Priority,
    labels: z.array(z.string()),
    phase: Phase,
    position: z.number(),
    done: z.boolean(),
    doneAt: z.string().nullable(),
    links: z.array(TaskLinkSchema),
    keyResultId: z.string().nullable(),
    archivedAt: z.string().nullable(),
    createdBy: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Task');
export const TaskListSchema = z.object({ tasks: z.array(TaskSchema), nextPageToken: z.string().nullable() }).openapi('TaskList');
export const MyTaskSchema = TaskSchema.extend({ projectName: z.string() }).openapi('MyTask');
export const MyTaskListSchema = z.object({ tasks: z.array(MyTaskSchema), nextPageToken: z.string().nullable() }).openapi('MyTaskList');

const fields = {
  title: z.string().trim().min(1, 'Give the task a title.').max(200, 'A title has at most 200 characters.'),
  description: z.string().max(50_000, 'The description is too long.'),
  assigneeId: z.string().max(64).nullable(),
  dueDate: DueDate.nullable(),
  priority: Priority,
  labels: z.array(Label).max(20, 'At most 20 labels.'),
  phase: Phase,
  position: z.number().finite(),
  done: z.boolean(),
  links: z.array(TaskLinkSchema).max(20, 'At most 20 links.'),
  keyResultId: z.string().max(64).nullable(),
};

export const CreateTaskBody = z
  .strictObject({ ...fields, title: fields.title })
  .partial()
  .required({ title: true })
  .openapi('CreateTaskRequest');
export const UpdateTaskBody = z
  .strictObject({ ...fields, archived: z.boolean() })
  .partial()
  .openapi('UpdateTaskRequest', { description: 'Only the fields sent change. `archived: true` archives, `false` restores.' });

export const BulkUpdateBody = z
  .strictObject({
    ids: z.array(z.string().min(1).max(64)).min(1, 'Choose at least one task.').max(100, 'At most 100 tasks at once.'),
    set: z
      .strictObject({ assigneeId: fields.assigneeId, phase: Phase, done: z.boolean(), priority: Priority, archived: z.boolean() })
      .partial()
      .refine((s) => Object.keys(s).length > 0, 'Choose what to change.'),
  })
  .openapi('BulkUpdateTasksRequest', { description: 'All or nothing: one unknown task or bad value and nothing changes.' });
export const ArchiveTasksBody = z.strictObject({ ids: BulkUpdateBody.shape.ids }).openapi('ArchiveTasksRequest');
export const BulkResultSchema = z.object({ tasks: z.array(TaskSchema) }).openapi('BulkTasksResult');

export const TaskListQuery = z.object({
  search: z.string().trim().max(200).optional(),
  phase: Phase.optional(),
  assignee: z.string().max(64).optional().openapi({ description: 'A member id, `me`, or `none`' }),
  priority: Priority.optional(),
  label: z.string().trim().max(40).optional(),
  done: z.enum(['true', 'false']).optional(),
  keyResult: z.string().max(64).optional(),
  sort: z
    .enum(['-createdAt', 'createdAt', 'dueDate', '-dueDate', 'title', '-title', 'position'])
    .default('-createdAt')
    .openapi({ description: 'A leading - sorts descending; `position` is the board order' }),
});

export const CommentSchema = z
  .object({ id: z.string(), taskId: z.string(), author: PersonSchema.nullable(), body: z.string(), createdAt: z.string() })
  .openapi('TaskComment');
export const CommentListSchema = z
  .object({ comments: z.array(CommentSchema), nextPageToken: z.string().nullable() })
  .openapi('TaskCommentList');
export const CreateCommentBody = z
  .strictObject({ body: z.string().trim().min(1, 'Write a comment.').max(10_000, 'The comment is too long.') })
  .openapi('CreateTaskCommentRequest');
export const ActivitySchema = z
  .object({
    id: z.string(),
    taskId: z.string(),
    actor: PersonSchema.nullable(),
    kind: z.string(),
    changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
    createdAt: z.string(),
  })
  .openapi('TaskActivity');
export const ActivityListSchema = z
  .object({ activity: z.array(ActivitySchema), nextPageToken: z.string().nullable() })
  .openapi('TaskActivityList');
