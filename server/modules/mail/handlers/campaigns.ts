/** Campaign and draft handlers: create, list, get, PATCH (edits and status moves), preview, duplicate. */
import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { CAMPAIGN_TRANSITIONS } from '../../../../common/mail.ts';
import { PERMISSIONS } from '../../../../common/permissions.ts';
import { assertPermission } from '../../../lib/auth/project-scope.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { ApiError, conflict, notFound, unprocessable } from '../../../lib/errors.ts';
import { audienceWhere } from '../audience.repo.ts';
import { campaignDtos, type CampaignRow, findCampaign, insertCampaign, pageCampaigns, updateCampaignRow } from '../campaigns.repo.ts';
import { enqueueSend } from '../campaigns.send.ts';
import type {
  createCampaignRoute,
  duplicateDraftRoute,
  getCampaignRoute,
  getDraftRoute,
  listCampaignsRoute,
  listDraftsRoute,
  previewCampaignRoute,
  updateCampaignRoute,
} from '../mail.routes.ts';
import { renderCampaign } from '../../../lib/email-render.ts';

type C = Context<AppEnv>;
const db = (c: C) => c.get('deps').database.db;
const missing = () => notFound('Campaign', CODES.CAMPAIGN_NOT_FOUND);
const missingDraft = () => notFound('Draft', CODES.DRAFT_NOT_FOUND);
const one = async (c: C, row: CampaignRow) => (await campaignDtos(db(c), row.projectId, [row]))[0]!;

export const listCampaigns: RouteHandler<typeof listCampaignsRoute, AppEnv> = async (c) => {
  const { project: _project, ...q } = c.req.valid('query');
  const projectId = c.get('access').projectId;
  const page = await pageCampaigns(db(c), projectId, q);
  return c.json({ campaigns: await campaignDtos(db(c), projectId, page.items), nextPageToken: page.nextPageToken }, 200);
};

export const createCampaign: RouteHandler<typeof createCampaignRoute, AppEnv> = async (c) => {
  const projectId = c.get('access').projectId;
  const body = c.req.valid('json');
  if (body.audience) await audienceWhere(db(c), projectId, body.audience); // names existing lists (422 otherwise)
  const row = await insertCampaign(db(c), projectId, {
    ...body,
    audience: body.audience ?? { mailingListIds: [], excludeMailingListIds: [], segment: null },
    scheduledAt: body.scheduledAt ? new Date(body.scheduledAt).toISOString() : null,
  });
  return c.json(await one(c, row), 201);
};

export const getCampaign: RouteHandler<typeof getCampaignRoute, AppEnv> = async (c) => {
  const row = await findCampaign(db(c), c.get('access').projectId, c.req.valid('param').campaignId);
  if (!row) throw missing();
  return c.json(await one(c, row), 200);
};

/** What a campaign needs before it can be scheduled or sent; field errors otherwise. */
async function readyToSend(c: C, row: CampaignRow) {
  const errors: Record<string, string[]> = {};
  if (!row.subject.trim()) errors.subject = ['Write a subject line.'];
  if (!row.blocks.some((b) => (b.text ?? '').trim() || b.url)) errors.blocks = ['Add some content.'];
  if (!(await audienceWhere(db(c), row.projectId, row.audience)))
    errors.audience = ['Choose who receives the campaign: a list or segment rules.'];
  if (Object.keys(errors).length) throw unprocessable(errors, 'The campaign is not ready to send.');
}

export const updateCampaign: RouteHandler<typeof updateCampaignRoute, AppEnv> = async (c) => {
  const projectId = c.get('access').projectId;
  const id = c.req.valid('param').campaignId;
  const { status, ...edits } = c.req.valid('json');
  const current = await findCampaign(db(c), projectId, id);
  if (!current) throw missing();
  const hasEdits = Object.values(edits).some((v) => v !== undefined);
  if (hasEdits && !['draft', 'scheduled'].includes(current.status))
    throw conflict(`A ${current.status} campaign cannot be changed; duplicate it to edit a copy.`, CODES.CAMPAIGN_NOT_EDITABLE);
  if (edits.audience) await audienceWhere(db(c), projectId, edits.audience);
  const next = status && status !== current.status ? status : null;
  if (next && !CAMPAIGN_TRANSITIONS[current.status].includes(next))
    throw new ApiError(422, CODES.CAMPAIGN_STATUS_INVALID, `A ${current.status} campaign cannot become ${next}.`, {
      status: [`A ${current.status} campaign cannot become ${next}.`],
    });
  // Which permission applies depends on the body's target status, so it is checked here, past the route's own.
  const sends = next === 'sending' || next === 'paused' || next === 'cancelled' || (next === 'scheduled' && current.status !== 'scheduled');
  if (sends) assertPermission(c.get('access'), PERMISSIONS.mailCampaignsSend);
  const merged: CampaignRow = {
    ...current,
    ...Object.fromEntries(Object.entries(edits).filter(([, v]) => v !== undefined)),
    scheduledAt:
      edits.scheduledAt !== undefined ? (edits.scheduledAt ? new Date(edits.scheduledAt).toISOString() : null) : current.scheduledAt,
  } as CampaignRow;
  const becomesScheduled = next === 'scheduled' || (current.status === 'scheduled' && !next && edits.scheduledAt !== undefined);
  if (next === 'sending' || becomesScheduled) await readyToSend(c, merged);
  if (becomesScheduled && (!merged.scheduledAt || Date.parse(merged.scheduledAt) <= Date.now()))
    throw unprocessable({ scheduledAt: ['Choose a time in the future.'] });
  const row = await db(c).transaction(async (tx) => {
    const updated = await updateCampaignRow(
      tx,
      projectId,
      id,
      {
        ...Object.fromEntries(Object.entries(edits).filter(([, v]) => v !== undefined)),
        scheduledAt: merged.scheduledAt,
        ...(next ? { status: next } : {}),
      },
      current.status, // a concurrent move wins once
    );
    if (!updated) throw conflict('The campaign changed meanwhile; reload it.', CODES.CONFLICT);
    if (next === 'sending') await enqueueSend(tx, projectId, id);
    if (becomesScheduled) await enqueueSend(tx, projectId, id, new Date(merged.scheduledAt!));
    return updated;
  });
  return c.json(await one(c, row), 200);
};

export const previewCampaign: RouteHandler<typeof previewCampaignRoute, AppEnv> = async (c) => {
  const row = await findCampaign(db(c), c.get('access').projectId, c.req.valid('param').campaignId);
  if (!row) throw missing();
  const { html } = await renderCampaign(row);
  return c.json({ subject: row.subject, html }, 200);
};

export const listDrafts: RouteHandler<typeof listDraftsRoute, AppEnv> = async (c) => {
  const { project: _project, ...q } = c.req.valid('query');
  const projectId = c.get('access').projectId;
  const page = await pageCampaigns(db(c), projectId, { ...q, status: 'draft', sortBy: 'updatedAt' });
  return c.json({ drafts: await campaignDtos(db(c), projectId, page.items), nextPageToken: page.nextPageToken }, 200);
};

export const getDraft: RouteHandler<typeof getDraftRoute, AppEnv> = async (c) => {
  const row = await findCampaign(db(c), c.get('access').projectId, c.req.valid('param').draftId);
  if (row?.status !== 'draft') throw missingDraft();
  return c.json(await one(c, row), 200);
};

export const duplicateDraft: RouteHandler<typeof duplicateDraftRoute, AppEnv> = async (c) => {
  const projectId = c.get('access').projectId;
  const source = await findCampaign(db(c), projectId, c.req.valid('param').draftId);
  if (!source) throw missingDraft();
  const row = await insertCampaign(db(c), projectId, {
    name: `${source.name} (copy)`.slice(0, 200),
    subject: source.subject,
    preheader: source.preheader,
    fromName: source.fromName,
    fromEmail: source.fromEmail,
    blocks: source.blocks,
    audience: source.audience,
    sendRate: source.sendRate,
    duplicatedFrom: source.id,
  });
  return c.json(await one(c, row), 201);
};
