/** The enquiry handlers (contracts in ../enquiries.routes.ts); no SQL here. */
import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { forbidden, notFound } from '../../../lib/errors.ts';
import { actorOf, storefrontOf } from '../care.shared.ts';
import { enquiryDto, enquiryDtos, logDto } from '../enquiries.dto.ts';
import { findEnquiry, pageEnquiries, pageLogs } from '../enquiries.repo.ts';
import type {
  createEnquiryRoute,
  enquiryChatChannelRoute,
  getEnquiryRoute,
  listEnquiriesRoute,
  listEnquiryLogsRoute,
  updateEnquiryRoute,
} from '../enquiries.routes.ts';
import { changeEnquiry, createEnquiry, openChatChannel } from '../enquiries.service.ts';

export const listEnquiries: RouteHandler<typeof listEnquiriesRoute, AppEnv> = async (c) => {
  const { project: _p, pageSize, pageToken, ...filters } = c.req.valid('query');
  const { db, projectId } = await storefrontOf(c, c.req.valid('param').platformId);
  const page = await pageEnquiries(db, projectId, filters, { pageSize, pageToken });
  return c.json({ enquiries: await enquiryDtos(db, page.items), nextPageToken: page.nextPageToken }, 200);
};

export const createEnquiryHandler: RouteHandler<typeof createEnquiryRoute, AppEnv> = async (c) => {
  const { db, projectId, database } = await storefrontOf(c, c.req.valid('param').platformId);
  const row = await createEnquiry(database, projectId, c.req.valid('json'), await actorOf(c));
  return c.json(await enquiryDto(db, row), 201);
};

async function requireEnquiry(c: Parameters<typeof storefrontOf>[0], platformId: string, enquiryId: string) {
  const ctx = await storefrontOf(c, platformId);
  const row = await findEnquiry(ctx.db, ctx.projectId, enquiryId);
  if (!row) throw notFound('Enquiry', CODES.ENQUIRY_NOT_FOUND);
  return { ...ctx, row };
}

export const getEnquiry: RouteHandler<typeof getEnquiryRoute, AppEnv> = async (c) => {
  const { platformId, enquiryId } = c.req.valid('param');
  const { db, row } = await requireEnquiry(c, platformId, enquiryId);
  return c.json(await enquiryDto(db, row), 200);
};

export const updateEnquiry: RouteHandler<typeof updateEnquiryRoute, AppEnv> = async (c) => {
  const { platformId, enquiryId } = c.req.valid('param');
  const { db, projectId, database } = await storefrontOf(c, platformId);
  const row = await changeEnquiry(database, projectId, enquiryId, c.req.valid('json'), await actorOf(c));
  return c.json(await enquiryDto(db, row), 200);
};

export const listEnquiryLogs: RouteHandler<typeof listEnquiryLogsRoute, AppEnv> = async (c) => {
  const { platformId, enquiryId } = c.req.valid('param');
  const { pageSize, pageToken } = c.req.valid('query');
  const { db, projectId } = await requireEnquiry(c, platformId, enquiryId);
  const page = await pageLogs(db, projectId, enquiryId, { pageSize, pageToken });
  return c.json({ logs: page.items.map(logDto), nextPageToken: page.nextPageToken }, 200);
};

export const enquiryChatChannel: RouteHandler<typeof enquiryChatChannelRoute, AppEnv> = async (c) => {
  const { platformId, enquiryId } = c.req.valid('param');
  const { projectId, database } = await storefrontOf(c, platformId);
  const actor = await actorOf(c);
  if (actor.type !== 'user' || !actor.id) throw forbidden('Only a project member can open a chat channel.', CODES.PERMISSION_DENIED);
  const result = await openChatChannel(database, projectId, enquiryId, { ...actor, id: actor.id });
  return c.json(result, result.created ? 201 : 200);
};
