/** OKR handlers (small: one function per operation, registered at the end). */
import type { OpenAPIHono, RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { CODES } from '../../lib/error-codes.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { csvHeaders } from '../../lib/csv.ts';
import { csvStream } from './csv.ts';
import * as repo from './okrs.repo.ts';
import * as r from './okrs.routes.ts';
import { currentQuarter, okrSummary, progressOf } from './okrs.summary.ts';
import { membersAmong, taskCountsFor } from './tasks.repo.ts';

type Summary = Awaited<ReturnType<typeof okrSummary>>;
const db = (c: Context<AppEnv>) => c.get('deps').database.db;

async function checkOwner(c: Context<AppEnv>, ownerId: string | null | undefined) {
  if (ownerId && !(await membersAmong(db(c), c.get('access').projectId, [ownerId])).has(ownerId))
    throw unprocessable({ ownerId: ['The owner must be a member of the project.'] });
}

async function objectiveDto(c: Context<AppEnv>, id: string) {
  const row = await repo.findObjective(db(c), c.get('access').projectId, id);
  if (!row) throw notFound('Objective', CODES.OBJECTIVE_NOT_FOUND);
  const summary = await okrSummary(db(c), c.get('access').projectId, row.period);
  return summary.objectives.find((o) => o.id === id)!;
}

async function keyResultDto(c: Context<AppEnv>, row: repo.KeyResultRow) {
  const counts = await taskCountsFor(db(c), c.get('access').projectId, row.id);
  const { projectId: _p, sortOrder: _s, createdAt: _c, updatedAt: _u, ...kr } = row;
  return { ...kr, progress: Math.round(progressOf(row) * 1000) / 1000, taskCount: counts.total, doneTaskCount: counts.done };
}

const summary: RouteHandler<typeof r.okrSummaryRoute, AppEnv> = async (c) =>
  c.json(await okrSummary(db(c), c.get('access').projectId, c.req.valid('query').period ?? currentQuarter()), 200);

const exportOkrs: RouteHandler<typeof r.okrExportRoute, AppEnv> = async (c) => {
  const period = c.req.valid('query').period ?? currentQuarter();
  const data = await okrSummary(db(c), c.get('access').projectId, period);
  type Row = { o: Summary['objectives'][number]; k: Summary['objectives'][number]['keyResults'][number] | null };
  const rows: Row[] = data.objectives.flatMap((o): Row[] => (o.keyResults.length ? o.keyResults.map((k) => ({ o, k })) : [{ o, k: null }]));
  const owner = (o: Row['o']) => o.owner?.email ?? '';
  const columns = [
    { header: 'period', value: (x: Row) => x.o.period },
    { header: 'objective', value: (x: Row) => x.o.title },
    { header: 'owner', value: (x: Row) => owner(x.o) },
    { header: 'objectiveProgress', value: (x: Row) => x.o.progress },
    { header: 'keyResult', value: (x: Row) => x.k?.title },
    { header: 'start', value: (x: Row) => x.k?.startValue },
    { header: 'current', value: (x: Row) => x.k?.current },
    { header: 'target', value: (x: Row) => x.k?.target },
    { header: 'unit', value: (x: Row) => x.k?.unit },
    { header: 'progress', value: (x: Row) => x.k?.progress },
    { header: 'tasks', value: (x: Row) => x.k?.taskCount },
    { header: 'doneTasks', value: (x: Row) => x.k?.doneTaskCount },
  ];
  const stream = csvStream(columns, async () => ({ items: rows, nextPageToken: null }));
  return new Response(stream, { status: 200, headers: csvHeaders(`okrs-${period}.csv`) }) as never;
};

const createObjective: RouteHandler<typeof r.createObjectiveRoute, AppEnv> = async (c) => {
  const { projectId, userId } = c.get('access');
  const { keyResults = [], ...body } = c.req.valid('json');
  await checkOwner(c, body.ownerId);
  const row = await db(c).transaction(async (tx) => {
    const o = await repo.insertObjective(tx, projectId, { description: '', ownerId: userId, ...body });
    for (const kr of keyResults) await repo.insertKeyResult(tx, projectId, { ...kr, objectiveId: o.id });
    return o;
  });
  return c.json(await objectiveDto(c, row.id), 201);
};

const updateObjective: RouteHandler<typeof r.updateObjectiveRoute, AppEnv> = async (c) => {
  const body = c.req.valid('json');
  await checkOwner(c, body.ownerId);
  const row = await repo.updateObjective(db(c), c.get('access').projectId, c.req.valid('param').id, body);
  if (!row) throw notFound('Objective', CODES.OBJECTIVE_NOT_FOUND);
  return c.json(await objectiveDto(c, row.id), 200);
};

const deleteObjective: RouteHandler<typeof r.deleteObjectiveRoute, AppEnv> = async (c) => {
  const row = await db(c).transaction((tx) => repo.deleteObjective(tx, c.get('access').projectId, c.req.valid('param').id));
  if (!row) throw notFound('Objective', CODES.OBJECTIVE_NOT_FOUND);
  return c.json({ ok: true as const }, 200);
};

const createKeyResult: RouteHandler<typeof r.createKeyResultRoute, AppEnv> = async (c) => {
  const { projectId } = c.get('access');
  const objectiveId = c.req.valid('param').id;
  if (!(await repo.findObjective(db(c), projectId, objectiveId))) throw notFound('Objective', CODES.OBJECTIVE_NOT_FOUND);
  const row = await repo.insertKeyResult(db(c), projectId, { ...c.req.valid('json'), objectiveId });
  return c.json(await keyResultDto(c, row), 201);
};

const updateKeyResult: RouteHandler<typeof r.updateKeyResultRoute, AppEnv> = async (c) => {
  const row = await repo.updateKeyResult(db(c), c.get('access').projectId, c.req.valid('param').id, c.req.valid('json'));
  if (!row) throw notFound('Key result', CODES.KEY_RESULT_NOT_FOUND);
  return c.json(await keyResultDto(c, row), 200);
};

const deleteKeyResult: RouteHandler<typeof r.deleteKeyResultRoute, AppEnv> = async (c) => {
  const row = await db(c).transaction((tx) => repo.deleteKeyResult(tx, c.get('access').projectId, c.req.valid('param').id));
  if (!row) throw notFound('Key result', CODES.KEY_RESULT_NOT_FOUND);
  return c.json({ ok: true as const }, 200);
};

export function registerOkrRoutes(router: OpenAPIHono<AppEnv>) {
  router.openapi(r.okrSummaryRoute, summary);
  router.openapi(r.okrExportRoute, exportOkrs);
  router.openapi(r.createObjectiveRoute, createObjective);
  router.openapi(r.updateObjectiveRoute, updateObjective);
  router.openapi(r.deleteObjectiveRoute, deleteObjective);
  router.openapi(r.createKeyResultRoute, createKeyResult);
  router.openapi(r.updateKeyResultRoute, updateKeyResult);
  router.openapi(r.deleteKeyResultRoute, deleteKeyResult);
}
