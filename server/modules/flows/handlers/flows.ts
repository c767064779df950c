/** Flow handlers: list, create, get, PATCH (draft, publish, pause), delete, draft, test-send. */
import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { FlowVersion } from '../../../../common/mail.ts';
import { config } from '../../../config.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { renderCampaign } from '../../../lib/email-render.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { fieldError, notFound, unprocessable } from '../../../lib/errors.ts';
import { logger } from '../../../lib/logger.ts';
import { createMailer, type Mailer } from '../../../lib/mail.ts';
import {
  deleteFlowRow,
  EMPTY_VERSION,
  findFlow,
  findFlowWithCounts,
  insertFlow,
  pageFlows,
  toFlowDto,
  updateFlowRow,
} from '../flows.repo.ts';
import { pageRuns } from '../runs.repo.ts';
import { flowPublished } from '../runs.ts';
import type {
  createFlowRoute,
  deleteFlowRoute,
  getFlowDraftRoute,
  getFlowRoute,
  listFlowRunsRoute,
  listFlowsRoute,
  testSendRoute,
  updateFlowRoute,
} from '../flows.routes.ts';

type C = Context<AppEnv>;
const db = (c: C) => c.get('deps').database.db;
const missing = () => notFound('Flow', CODES.FLOW_NOT_FOUND);

let mailer: Mailer | null = null;
/** The mailer test sends go through (tests hand theirs in); returns the previous one. */
export function setFlowMailer(m: Mailer | null) {
  const previous = mailer;
  mailer = m;
  return previous;
}
const flowMailer = () =>
  (mailer ??= createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR, log: logger }));

export const listFlows: RouteHandler<typeof listFlowsRoute, AppEnv> = async (c) => {
  const { project: _project, ...q } = c.req.valid('query');
  const page = await pageFlows(db(c), c.get('access').projectId, q);
  return c.json({ flows: page.items.map(toFlowDto), nextPageToken: page.nextPageToken }, 200);
};

export const createFlow: RouteHandler<typeof createFlowRoute, AppEnv> = async (c) => {
  const body = c.req.valid('json');
  const row = await insertFlow(db(c), c.get('access').projectId, { name: body.name, draft: (body.draft as FlowVersion) ?? EMPTY_VERSION });
  return c.json(toFlowDto(row), 201);
};

export const getFlow: RouteHandler<typeof getFlowRoute, AppEnv> = async (c) => {
  const row = await findFlowWithCounts(db(c), c.get('access').projectId, c.req.valid('param').flowId);
  if (!row) throw missing();
  return c.json(toFlowDto(row), 200);
};

export const updateFlow: RouteHandler<typeof updateFlowRoute, AppEnv> = async (c) => {
  const projectId = c.get('access').projectId;
  const id = c.req.valid('param').flowId;
  const body = c.req.valid('json');
  const current = await findFlow(db(c), projectId, id);
  if (!current) throw missing();
  const draft = (body.draft as FlowVersion | undefined) ?? current.draft;
  const set: Parameters<typeof updateFlowRow>[3] = {};
  if (body.name !== undefined) set.name = body.name;
  if (body.draft !== undefined) set.draft = draft;
  if (body.status === 'live') {
    // Publishing: the draft becomes the live version; it must be complete.
    if (!draft.steps.some((s) => s.type === 'send'))
      throw unprocessable({ 'draft.steps': ['Add at least one email step before publishing.'] });
    if (draft.trigger.type === 'list_joined' && !draft.trigger.mailingListId)
      throw unprocessable({ 'draft.trigger.mailingListId': ['Choose the list people join.'] });
    Object.assign(set, { status: 'live', live: draft, publishedAt: new Date().toISOString() });
  } else if (body.status === 'paused') {
    if (!current.live) throw fieldError('status', 'Publish the flow before pausing it.');
    set.status = 'paused';
  } else if (body.status === 'draft') {
    if (current.live) throw fieldError('status', 'A published flow can be paused, not turned back into a draft.');
  }
  await db(c).transaction(async (tx) => {
    const row = await updateFlowRow(tx, projectId, id, set);
    // Published (or resumed): active runs go on from where they are; an inactivity trigger starts scanning.
    if (row?.status === 'live' && row.live && set.status === 'live')
      await flowPublished(tx, projectId, id, row.live, row.publishedAt!, { resume: current.status === 'paused' });
  });
  return c.json(toFlowDto((await findFlowWithCounts(db(c), projectId, id))!), 200);
};

export const deleteFlow: RouteHandler<typeof deleteFlowRoute, AppEnv> = async (c) => {
  if (!(await deleteFlowRow(db(c), c.get('access').projectId, c.req.valid('param').flowId))) throw missing();
  return c.json({ ok: true as const }, 200);
};

export const getFlowDraft: RouteHandler<typeof getFlowDraftRoute, AppEnv> = async (c) => {
  const row = await findFlow(db(c), c.get('access').projectId, c.req.valid('param').flowId);
  if (!row) throw missing();
  return c.json({ flowId: row.id, project: row.projectId, version: row.draft, updatedAt: row.updatedAt }, 200);
};

export const testSend: RouteHandler<typeof testSendRoute, AppEnv> = async (c) => {
  const row = await findFlow(db(c), c.get('access').projectId, c.req.valid('param').flowId);
  if (!row) throw missing();
  const { email, step } = c.req.valid('json');
  const sends = row.draft.steps.map((s, i) => ({ s, i })).filter(({ s }) => s.type === 'send');
  const chosen = step === undefined ? sends[0] : sends.find(({ i }) => i === step);
  if (!chosen) throw fieldError('step', step === undefined ? 'The draft has no email step yet.' : 'That step is not an email step.');
  const subject = `[Test] ${chosen.s.subject ?? row.name}`;
  const { html, text } = await renderCampaign({ subject, preheader: '', blocks: chosen.s.blocks ?? [], fromName: row.name });
  await flowMailer().send({
    to: email.toLowerCase(),
    subject,
    html,
    text,
    headers: { 'X-Shopfloor-Flow': row.id, 'X-Shopfloor-Test': 'true' },
  });
  return c.json({ ok: true as const, to: email.toLowerCase(), subject }, 200);
};

export const listFlowRuns: RouteHandler<typeof listFlowRunsRoute, AppEnv> = async (c) => {
  const projectId = c.get('access').projectId;
  const flowId = c.req.valid('param').flowId;
  if (!(await findFlow(db(c), projectId, flowId))) throw missing();
  const { project: _project, ...q } = c.req.valid('query');
  const page = await pageRuns(db(c), projectId, flowId, q);
  return c.json({ runs: page.items, nextPageToken: page.nextPageToken }, 200);
};
