/**
 * Enquiry writes: each in one transaction with its log entries (and, for a new enquiry, the members'
 * notification + push through notify()), so nothing is half-written.
 */
import type { Database } from '../../db/client.ts';
import type { EnquiryStatus } from '../../db/schema/storefront-care.ts';
import { CODES } from '../../lib/error-codes.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { enquiryChatChannel } from '../../lib/hooks.ts';
import { notify } from '../../lib/notify.ts';
import { isMember, userNames } from './care.repo.ts';
import type { Actor } from './care.shared.ts';
import {
  customerIdByEmail,
  type EnquiryRow,
  insertEnquiry,
  insertLog,
  lockEnquiry,
  type NewEnquiry,
  orderCustomer,
  updateEnquiryRow,
} from './enquiries.repo.ts';

export const enquiryLink = (projectId: string, enquiryId: string) => `/m/enquiries/${enquiryId}?project=${projectId}`;

export async function createEnquiry(
  database: Database,
  projectId: string,
  input: Omit<NewEnquiry, 'customerId' | 'orderId' | 'source' | 'tags'> & {
    source?: NewEnquiry['source'];
    orderId?: string;
    tags?: string[];
  },
  actor: Actor,
): Promise<EnquiryRow> {
  return database.db.transaction(async (tx) => {
    let customerId: string | null = null;
    if (input.orderId) {
      const order = await orderCustomer(tx, projectId, input.orderId);
      if (!order) throw fieldError('orderId', 'This order does not exist in this storefront.');
      customerId = order.customerId;
    }
    customerId ??= await customerIdByEmail(tx, projectId, input.email);
    const row = await insertEnquiry(tx, projectId, {
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      source: input.source ?? (input.orderId ? 'order_page' : 'contact_form'),
      customerId,
      orderId: input.orderId ?? null,
      tags: [...new Set(input.tags ?? [])],
    });
    await insertLog(
      tx,
      projectId,
      row.id,
      { action: 'created', message: `Received from ${row.name} <${row.email}>`, data: { source: row.source } },
      actor,
    );
    await notify(tx, { projectId }, { title: `New enquiry from ${row.name}`, body: row.subject, action: enquiryLink(projectId, row.id) });
    return row;
  });
}

export interface EnquiryChange {
  status?: EnquiryStatus | undefined;
  assigneeId?: string | null | undefined;
  tags?: string[] | undefined;
}

export async function changeEnquiry(database: Database, projectId: string, enquiryId: string, change: EnquiryChange, actor: Actor) {
  return database.db.transaction(async (tx) => {
    const row = await lockEnquiry(tx, projectId, enquiryId);
    if (!row) throw notFound('Enquiry', CODES.ENQUIRY_NOT_FOUND);
    const set: Partial<EnquiryRow> = {};
    if (change.status !== undefined && change.status !== row.status) {
      set.status = change.status;
      set.resolvedAt = change.status === 'resolved' ? new Date().toISOString() : null;
      await insertLog(
        tx,
        projectId,
        row.id,
        { action: 'status', message: `Status ${row.status} → ${change.status}`, data: { from: row.status, to: change.status } },
        actor,
      );
    }
    if (change.assigneeId !== undefined && change.assigneeId !== row.assigneeId) {
      let message = 'Unassigned';
      if (change.assigneeId) {
        if (!(await isMember(tx, projectId, change.assigneeId)))
          throw fieldError('assigneeId', 'The assignee must be a member of the project.');
        message = `Assigned to ${(await userNames(tx, [change.assigneeId])).get(change.assigneeId) ?? change.assigneeId}`;
      }
      set.assigneeId = change.assigneeId;
      await insertLog(tx, projectId, row.id, { action: 'assignee', message, data: { from: row.assigneeId, to: change.assigneeId } }, actor);
    }
    if (change.tags !== undefined) {
      const tags = [...new Set(change.tags)];
      const added = tags.filter((t) => !row.tags.includes(t));
      const removed = row.tags.filter((t) => !tags.includes(t));
      if (added.length || removed.length) {
        set.tags = tags;
        const parts = [added.length ? `added ${added.join(', ')}` : '', removed.length ? `removed ${removed.join(', ')}` : ''].filter(
          Boolean,
        );
        await insertLog(tx, projectId, row.id, { action: 'tags', message: `Tags ${parts.join('; ')}`, data: { added, removed } }, actor);
      }
    }
    if (!Object.keys(set).length) return row;
    return updateEnquiryRow(tx, projectId, row.id, set);
  });
}

/** The enquiry's chat channel through the chat area's hook (server/lib/hooks.ts), in this transaction. */
export async function openChatChannel(database: Database, projectId: string, enquiryId: string, actor: Actor & { id: string }) {
  return database.db.transaction(async (tx) => {
    const row = await lockEnquiry(tx, projectId, enquiryId);
    if (!row) throw notFound('Enquiry', CODES.ENQUIRY_NOT_FOUND);
    const memberIds = [...new Set([actor.id, ...(row.assigneeId ? [row.assigneeId] : [])])];
    const result = await enquiryChatChannel.get()(tx, {
      projectId,
      enquiryId: row.id,
      name: `Enquiry: ${row.subject}`.slice(0, 80),
      createdBy: actor.id,
      memberIds,
    });
    if (result.created || row.chatChannelId !== result.channelId) {
      await updateEnquiryRow(tx, projectId, row.id, { chatChannelId: result.channelId });
      if (result.created)
        await insertLog(
          tx,
          projectId,
          row.id,
          { action: 'chat_channel', message: 'Opened a chat channel', data: { channelId: result.channelId } },
          actor,
        );
    }
    return result;
  });
}
