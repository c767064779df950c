import type { Tx } from '../../db/client.ts';
import { userNames } from './care.repo.ts';
import type { EnquiryLogRow, EnquiryRow } from './enquiries.repo.ts';

export async function enquiryDtos(db: Tx, rows: EnquiryRow[]) {
  const names = await userNames(db, [...new Set(rows.map((r) => r.assigneeId).filter((id): id is string => !!id))]);
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    source: r.source,
    name: r.name,
    email: r.email,
    subject: r.subject,
    message: r.message,
    customerId: r.customerId,
    orderId: r.orderId,
    assignee: r.assigneeId ? { id: r.assigneeId, name: names.get(r.assigneeId) ?? 'Former member' } : null,
    tags: r.tags,
    chatChannelId: r.chatChannelId,
    resolvedAt: r.resolvedAt,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }));
}

export const enquiryDto = async (db: Tx, row: EnquiryRow) => (await enquiryDtos(db, [row]))[0]!;

export const logDto = (r: EnquiryLogRow) => ({
  id: r.id,
  action: r.action as 'created' | 'status' | 'assignee' | 'tags' | 'chat_channel',
  message: r.message,
  data: r.data,
  actor: { type: r.actorType, id: r.actorId, name: r.actorName },
  createdAt: r.createdAt,
});
