/** Rows → the API's shapes (one place, so the answers and the stream's events agree). */
import type { ChannelRow, ChannelUserRow, SubscriptionRow } from './channels.repo.ts';
import type { MessageRow } from './messages.repo.ts';

/** Signs an image-service token for one drive file of a message (null: no thumbnails, e.g. in tests of rows). */
export type AttachmentSigner = (projectId: string, fileId: string) => string;

export const attachmentDownloadPath = (m: Pick<MessageRow, 'projectId' | 'channelId' | 'id'>, fileId: string) =>
  `/v1/chat/channels/${encodeURIComponent(m.channelId)}/messages/${encodeURIComponent(m.id)}/attachments/${encodeURIComponent(fileId)}?project=${encodeURIComponent(m.projectId)}`;

export const toSubscriptionDto = (s: SubscriptionRow) => ({
  id: s.id,
  channel: s.channelId,
  project: s.projectId,
  user: s.userId,
  role: s.role,
  notificationLevel: s.notificationLevel,
  mutedUntil: s.mutedUntil,
  lastReadMessageId: s.lastReadMessageId,
  joinedAt: s.joinedAt,
});

export const toChannelDto = (c: ChannelRow) => ({
  id: c.id,
  project: c.projectId,
  type: c.type,
  name: c.name,
  description: c.description,
  enquiryId: c.enquiryId,
  createdBy: c.createdBy,
  memberCount: c.memberCount,
  member: c.me !== null,
  subscription: c.me ? toSubscriptionDto(c.me) : null,
  lastMessageAt: c.lastMessageAt,
  archivedAt: c.archivedAt,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
});

export const toChannelUserDto = (u: ChannelUserRow, withSubscription: boolean) => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  role: u.role,
  joinedAt: u.joinedAt,
  ...(withSubscription ? { subscription: toSubscriptionDto(u.subscription) } : {}),
});

/**
 * `viewerId` fills each reaction's `me` (events go to many viewers: null, and clients compare `users`); `sign`
 * mints the image tokens of image attachments, for whoever reads the message (every reader may: see
 * docs/decisions/chat.md "Attachments").
 */
export const toMessageDto = (m: MessageRow, viewerId: string | null, sign: AttachmentSigner | null) => ({
  id: m.id,
  channel: m.channelId,
  project: m.projectId,
  seq: m.seq,
  user: m.author,
  text: m.deletedAt ? '' : m.text,
  mentions: m.mentions,
  attachments: m.deletedAt
    ? []
    : m.attachments.map((a) => ({
        file: a.file,
        name: a.name,
        contentType: a.contentType,
        size: a.size,
        imageToken: sign && a.contentType.startsWith('image/') ? sign(m.projectId, a.file) : null,
        downloadUrl: attachmentDownloadPath(m, a.file),
      })),
  clientKey: m.clientKey,
  edited: m.editedAt !== null,
  editedAt: m.editedAt,
  deleted: m.deletedAt !== null,
  deletedAt: m.deletedAt,
  reactions: m.reactions.map((r) => ({
    emoji: r.emoji,
    count: r.users.length,
    users: r.users,
    me: viewerId !== null && r.users.includes(viewerId),
  })),
  createdAt: m.createdAt,
});
export type MessageDto = ReturnType<typeof toMessageDto>;
