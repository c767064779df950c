/**
 * The storefront's seam (server/lib/hooks.ts `enquiryChatChannel`): the chat channel of an enquiry, created once
 * — private, with the given members, the caller as owner — and the same channel returned on every later call
 * (a unique index on (project_id, enquiry_id); concurrent first calls make one). Runs in the caller's transaction.
 */
import type { EnquiryChatChannel } from '../../lib/hooks.ts';
import { addMembers, insertChannel, projectMemberIds } from './channels.repo.ts';
import { emitChatEvent } from './chat-events.repo.ts';

export const enquiryChannel: EnquiryChatChannel = async (db, input) => {
  const { id, created } = await insertChannel(db, {
    projectId: input.projectId,
    type: 'private',
    name: input.name.trim().slice(0, 80) || `Enquiry ${input.enquiryId}`,
    description: '',
    createdBy: input.createdBy,
    enquiryId: input.enquiryId,
  });
  if (created) {
    const wanted = [...new Set([input.createdBy, ...input.memberIds])];
    const members = await projectMemberIds(db, input.projectId, wanted);
    if (members.has(input.createdBy)) await addMembers(db, input.projectId, id, [input.createdBy], 'owner');
    const others = wanted.filter((u) => u !== input.createdBy && members.has(u));
    await addMembers(db, input.projectId, id, others);
    await emitChatEvent(db, {
      projectId: input.projectId,
      channelId: id,
      type: 'channel.created',
      audience: [...members],
      payload: { channel: id, project: input.projectId },
    });
  }
  return { channelId: id, created };
};
