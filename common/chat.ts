/** Chat values shared by the server's contracts and the app (spec 001 §3 "Chat"; docs/decisions/chat.md). */
export const CHAT_CHANNEL_TYPES = ['public', 'private', 'direct'] as const;
export type ChatChannelType = (typeof CHAT_CHANNEL_TYPES)[number];
export const CHAT_NOTIFICATION_LEVELS = ['all', 'mentions', 'none'] as const;
export type ChatNotificationLevel = (typeof CHAT_NOTIFICATION_LEVELS)[number];
/** The reactions offered in the app (any single emoji is accepted by the API). */
export const CHAT_QUICK_REACTIONS = ['👍', '❤️', '😂', '🎉', '👀', '✅'] as const;
export const CHAT_MESSAGE_MAX = 4000;
/** Unread counts are exact up to this and shown as "999+" above it (a count never scans a million rows). */
export const CHAT_UNREAD_CAP = 1000;
/** The stream's event types. */
export const CHAT_EVENT_TYPES = [
  'message.created',
  'message.updated',
  'message.deleted',
  'reaction.updated',
  'read.updated',
  'channel.created',
  'channel.updated',
  'channel.deleted',
  'channel.users',
] as const;
export type ChatEventType = (typeof CHAT_EVENT_TYPES)[number];
/** At most this many drive files travel with one message. */
export const CHAT_ATTACHMENTS_MAX = 10;
/** A drive file sent with a message, as it was when sent (the drive keeps the bytes). */
export interface ChatAttachmentRecord {
  file: string;
  name: string;
  contentType: string;
  size: number;
}
