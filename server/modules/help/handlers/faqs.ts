/** FAQ handlers: list, create, get, update, delete, vote. Access is checked by the routes. */
import type { RouteHandler } from '@hono/zod-openapi';
import { PERMISSIONS } from '../../../../common/permissions.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { fieldError, forbidden, notFound } from '../../../lib/errors.ts';
import { deleteFaq, findFaq, findOwnGroup, insertFaq, pageFaqs, type Reader, setVote, toFaqDto, updateFaq } from '../faqs.repo.ts';
import type { createFaqRoute, deleteFaqRoute, getFaqRoute, listFaqsRoute, updateFaqRoute, voteFaqRoute } from '../faqs.routes.ts';
import { htmlToText, sanitizeRichText } from '../help.sanitize.ts';
import { readerOf } from './reader.ts';

const reader = (c: Parameters<typeof readerOf>[0]) => readerOf(c, PERMISSIONS.faqsFaqsManage);
const db = (c: Parameters<typeof readerOf>[0]) => c.get('deps').database.db;
const missing = () => notFound('FAQ', CODES.FAQ_NOT_FOUND);

async function loaded(c: Parameters<typeof readerOf>[0], r: Reader, id: string) {
  const row = await findFaq(db(c), r, id);
  if (!row) throw missing();
  return toFaqDto(row);
}

async function groupOrNull(c: Parameters<typeof readerOf>[0], projectId: string, groupId: string | null | undefined) {
  if (!groupId) return null;
  if (!(await findOwnGroup(db(c), projectId, groupId))) throw fieldError('faqGroupId', 'The group does not exist in this project.');
  return groupId;
}

const answerFields = (html: string) => {
  const answer = sanitizeRichText(html);
  const answerText = htmlToText(answer);
  if (!answerText) throw fieldError('answer', 'The answer is required.');
  return { answer, answerText };
};

export const listFaqs: RouteHandler<typeof listFaqsRoute, AppEnv> = async (c) => {
  const page = await pageFaqs(db(c), await reader(c), c.req.valid('query'));
  return c.json({ faqs: page.items.map(toFaqDto), nextPageToken: page.nextPageToken }, 200);
};

export const createFaq: RouteHandler<typeof createFaqRoute, AppEnv> = async (c) => {
  const r = await reader(c);
  const body = c.req.valid('json');
  const groupId = await groupOrNull(c, r.projectId, body.faqGroupId);
  const id = await insertFaq(db(c), r, {
    question: body.question,
    ...answerFields(body.answer),
    groupId,
    visibility: body.visibility,
    position: body.position,
  });
  return c.json(await loaded(c, r, id), 201);
};

export const getFaq: RouteHandler<typeof getFaqRoute, AppEnv> = async (c) => {
  return c.json(await loaded(c, await reader(c), c.req.valid('param').faqId), 200);
};

export const updateFaqHandler: RouteHandler<typeof updateFaqRoute, AppEnv> = async (c) => {
  const r = await reader(c);
  const { faqId } = c.req.valid('param');
  const body = c.req.valid('json');
  const groupId = body.faqGroupId === undefined ? undefined : await groupOrNull(c, r.projectId, body.faqGroupId);
  const row = await updateFaq(db(c), r.projectId, faqId, {
    ...(body.question !== undefined ? { question: body.question } : {}),
    ...(body.answer !== undefined ? answerFields(body.answer) : {}),
    ...(groupId !== undefined ? { groupId } : {}),
    ...(body.visibility !== undefined ? { visibility: body.visibility } : {}),
    ...(body.position !== undefined ? { position: body.position } : {}),
  });
  if (!row) throw missing();
  return c.json(await loaded(c, r, faqId), 200);
};

export const deleteFaqHandler: RouteHandler<typeof deleteFaqRoute, AppEnv> = async (c) => {
  const r = await reader(c);
  if (!(await deleteFaq(db(c), r.projectId, c.req.valid('param').faqId))) throw missing();
  return c.json({ ok: true as const }, 200);
};

export const voteFaq: RouteHandler<typeof voteFaqRoute, AppEnv> = async (c) => {
  const r = await reader(c);
  if (!r.userId) throw forbidden('Votes are made by people: sign in to vote.');
  const { faqId } = c.req.valid('param');
  const faq = await findFaq(db(c), r, faqId);
  if (!faq) throw missing();
  await setVote(db(c), faqId, r.userId, c.req.valid('json').vote);
  return c.json(await loaded(c, r, faqId), 200);
};
