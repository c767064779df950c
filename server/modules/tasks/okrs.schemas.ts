/** OKR shapes: objectives with key results (target, current, unit), an owner and a period. */
import { z } from '@hono/zod-openapi';
import { ProjectParam } from './tasks.schemas.ts';

export const okrTags = ['OKRs'];
export const Period = z
  .string()
  .trim()
  .regex(/^\d{4}(-Q[1-4])?$/, 'Give the period as a year (2026) or a quarter (2026-Q4).')
  .openapi({ example: '2026-Q4' });
export const IdParam = (name: string) =>
  ProjectParam.extend({
    id: z
      .string()
      .min(1)
      .max(64)
      .openapi({ param: { name: 'id', in: 'path' } }),
  }).openapi(name);

const Num = z.number().finite().min(-1e12).max(1e12);
const krFields = {
  title: z.string().trim().min(1, 'Give the key result a title.').max(200),
  startValue: Num,
  target: Num,
  current: Num,
  unit: z.string().trim().max(20, 'A unit has at most 20 characters.'),
};
export const CreateKeyResultBody = z
  .strictObject(krFields)
  .partial()
  .required({ title: true, target: true })
  .openapi('CreateKeyResultRequest');
export const UpdateKeyResultBody = z.strictObject(krFields).partial().openapi('UpdateKeyResultRequest');

const objFields = {
  title: z.string().trim().min(1, 'Give the objective a title.').max(200),
  description: z.string().max(2000),
  ownerId: z.string().max(64).nullable(),
  period: Period,
};
export const CreateObjectiveBody = z
  .strictObject({ ...objFields, keyResults: z.array(CreateKeyResultBody).max(20, 'At most 20 key results.') })
  .partial()
  .required({ title: true, period: true })
  .openapi('CreateObjectiveRequest');
export const UpdateObjectiveBody = z.strictObject(objFields).partial().openapi('UpdateObjectiveRequest');

export const KeyResultSchema = z
  .object({
    id: z.string(),
    objectiveId: z.string(),
    title: z.string(),
    startValue: z.number(),
    target: z.number(),
    current: z.number(),
    unit: z.string(),
    progress: z.number().openapi({ description: '0 to 1' }),
    taskCount: z.number().int(),
    doneTaskCount: z.number().int(),
  })
  .openapi('KeyResult');
export const ObjectiveSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    owner: z.object({ id: z.string(), email: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable() }).nullable(),
    period: z.string(),
    progress: z.number().openapi({ description: 'Mean progress of its key results, 0 to 1' }),
    keyResults: z.array(KeyResultSchema),
  })
  .openapi('Objective');
export const OkrSummarySchema = z
  .object({
    period: z.string(),
    periods: z.array(z.string()).openapi({ description: 'Periods with objectives, and the current quarter, newest first' }),
    progress: z.number(),
    objectives: z.array(ObjectiveSchema),
  })
  .openapi('OkrSummary');
export const PeriodQuery = z.object({ period: Period.optional().openapi({ description: 'Default: the current quarter' }) });
