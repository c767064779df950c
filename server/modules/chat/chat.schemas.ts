/** Chat contracts' shapes (spec 001 §3 "Chat": the bodies' names are the spec's; their fields are designed here). */
import { z } from '@hono/zod-openapi';
import { CHAT_ATTACHMENTS_MAX, CHAT_CHANNEL_TYPES, CHAT_MESSAGE_MAX, CHAT_NOTIFICATION_LEVELS } from '../../../common/chat.ts';

export const tags = ['Chat'];
const id = (name: string) =>
  z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name, in: 'path' } });

export const ChannelParam = z.object({ channel: id('channel') });
export const ChannelUserParam = ChannelParam.extend({ user: id('user') });
export const MessageParam = ChannelParam.extend({ message: id('message') });
export const AttachmentParam = MessageParam.extend({ file: id('file') });
export const UserParam = z.object({ user: id('user') });
export const SubscriptionParam = UserParam.extend({ subscription: id('subscription') });

const projectField = z.string().min(1).max(64).openapi({ description: 'The project (from the current context)' });
export const ProjectQuery = z.object({ project: projectField });
export const OptionalProjectQuery = z.object({ project: projectField.optional() });

const PersonSchema = z
  .object({ id: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable(), email: z.string() })
  .openapi('ChatPerson');

export const SubscriptionSchema = z
  .object({
    id: z.string(),
    channel: z.string(),
    project: z.string(),
    user: z.string(),
    role: z.enum(['owner', 'member']),
    notificationLevel: z.enum(CHAT_NOTIFICATION_LEVELS),
    mutedUntil: z.string().nullable(),
    lastReadMessageId: z.string().nullable(),
    joinedAt: z.string(),
  })
  .openapi('ChatSubscription');

export const ChannelSchema = z
  .object({
    id: z.string(),
    project: z.string(),
    type: z.enum(CHAT_CHANNEL_TYPES),
    name: z.string(),
    description: z.string(),
    enquiryId: z.string().nullable(),
    createdBy: z.string().nullable(),
    memberCount: z.number().int(),
    member: z.boolean().openapi({ description: 'The caller is a member' }),
    subscription: SubscriptionSchema.nullable().openapi({ description: "The caller's subscription (null when not a member)" }),
    lastMessageAt: z.string().nullable(),
    archivedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('ChatChannel');
export const ChannelListSchema = z
  .object({ channels: z.array(ChannelSchema), nextPageToken: z.string().nullable() })
  .openapi('ChatChannelList');

export const ChannelUserSchema = z
  .object({
    id: z.string().openapi({ description: 'The user id' }),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
    role: z.enum(['owner', 'member']),
    joinedAt: z.string(),
    subscription: SubscriptionSchema.optional().openapi({ description: 'With includeSubscription=true' }),
  })
  .openapi('ChatChannelUser');
export const ChannelUserListSchema = z
  .object({ users: z.array(ChannelUserSchema), nextPageToken: z.string().nullable() })
  .openapi('ChatChannelUserList');

export const ReactionSchema = z
  .object({ emoji: z.string(), count: z.number().int(), users: z.array(z.string()), me: z.boolean() })
  .openapi('ChatReaction');
export const AttachmentSchema = z
  .object({
    file: z.string().openapi({ description: 'The drive file' }),
    name: z.string(),
    contentType: z.string(),
    size: z.number().int(),
    imageToken: z
      .string()
      .nullable()
      .openapi({ description: 'Images: signs image-service URLs of the file (`imageUrl({ private: true, token })`); expires' }),
    downloadUrl: z.string().openapi({ description: 'The bytes, for anyone who may read the channel (GET, signed in)' }),
  })
  .openapi('ChatAttachment');
export const MessageSchema = z
  .object({
    id: z.string(),
    channel: z.string(),
    project: z.string(),
    seq: z.number().int().openapi({ description: 'Position in the channel (1, 2, 3 …)' }),
    user: PersonSchema.nullable().openapi({ description: 'The author' }),
    text: z.string().openapi({ description: "Markdown subset (links, `code`, **bold**, *italic*); '' when deleted" }),
    mentions: z.array(z.string()),
    attachments: z.array(AttachmentSchema).openapi({ description: 'Drive files sent with the message ([] when deleted)' }),
    clientKey: z.string().nullable(),
    edited: z.boolean(),
    editedAt: z.string().nullable(),
    deleted: z.boolean(),
    deletedAt: z.string().nullable(),
    reactions: z.array(ReactionSchema),
    createdAt: z.string(),
  })
  .openapi('ChatMessage');
export const MessageListSchema = z
  .object({
    messages: z.array(MessageSchema).openapi({ description: 'Oldest first' }),
    hasMoreBefore: z.boolean(),
    hasMoreAfter: z.boolean(),
    nextPageToken: z.string().nullable().openapi({ description: 'The page of older messages (as `before` the first)' }),
  })
  .openapi('ChatMessageList');
export const SearchResultSchema = MessageSchema.extend({ headline: z.string(), rank: z.number() }).openapi('ChatSearchResult');
export const SearchListSchema = z
  .object({ messages: z.array(SearchResultSchema), nextPageToken: z.string().nullable() })
  .openapi('ChatSearchList');
export const MessageWithHistorySchema = MessageSchema.extend({
  history: z.array(z.object({ kind: z.enum(['edit', 'delete']), text: z.string(), by: z.string().nullable(), at: z.string() })),
}).openapi('ChatMessageWithHistory');

export const ChatUserSchema = z
  .object({
    id: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
    subscriptionCount: z.number().int().openapi({ description: 'Channels you belong to (only when asking about yourself; else 0)' }),
  })
  .openapi('ChatUser');

export const ChannelMetadataSchema = z
  .object({
    channel: z.string(),
    project: z.string(),
    unread: z.number().int(),
    mentions: z.number().int(),
    lastReadMessageId: z.string().nullable(),
    lastMessageAt: z.string().nullable(),
    muted: z.boolean(),
  })
  .openapi('ChatChannelMetadata');
export const MetadataSchema = z
  .object({
    channels: z.array(ChannelMetadataSchema),
    unread: z.number().int().openapi({ description: 'Sum over unmuted channels' }),
    mentions: z.number().int(),
  })
  .openapi('ChatMessagesMetadata');

// ---- bodies ----
const name = z.string().trim().min(1, 'Give the channel a name.').max(80, 'A channel name has at most 80 characters.');
const description = z.string().trim().max(500, 'A description has at most 500 characters.');
const userIds = z.array(z.string().min(1).max(64)).max(200, 'At most 200 people at once.');

export const CreateChannelBody = z
  .strictObject({
    type: z.enum(CHAT_CHANNEL_TYPES).default('public'),
    name: name.optional().openapi({ description: 'Required for public and private channels' }),
    description: description.optional(),
    users: userIds.optional().openapi({ description: 'Members besides the creator (direct: the other people)' }),
    enquiryId: z.string().min(1).max(64).optional(),
  })
  .openapi('CreateChannelRequest');
export const UpdateChannelBody = z
  .strictObject({ name: name.optional(), description: description.optional(), archived: z.boolean().optional() })
  .openapi('UpdateChannelRequest');
export const ChannelUsersBody = z.strictObject({ users: userIds.min(1, 'Name at least one person.') }).openapi('ChannelUsersRequest');

const subscriptionFields = {
  notificationLevel: z.enum(CHAT_NOTIFICATION_LEVELS).optional(),
  mutedUntil: z.iso.datetime({ offset: true, message: 'Give mutedUntil as an ISO-8601 time.' }).nullable().optional(),
};
export const UpdateChannelUserSubscriptionBody = z.strictObject(subscriptionFields).openapi('UpdateChannelUserSubscriptionRequest');
export const UpdateSubscriptionBody = z.strictObject(subscriptionFields).openapi('UpdateSubscriptionRequest');

const text = z.string().max(CHAT_MESSAGE_MAX, `A message has at most ${CHAT_MESSAGE_MAX} characters.`);
export const CreateMessageBody = z
  .strictObject({
    text: text.default('').openapi({ description: 'May be empty when the message carries attachments' }),
    attachments: z
      .array(z.strictObject({ file: z.string().min(1).max(64) }).openapi('ChatAttachmentRef'))
      .max(CHAT_ATTACHMENTS_MAX, `At most ${CHAT_ATTACHMENTS_MAX} files per message.`)
      .optional()
      .openapi({ description: "Files of this project's drive the sender may read (uploaded first through the drive)" }),
    clientKey: z
      .string()
      .min(8)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/, 'The client key may hold letters, digits, - and _.')
      .optional()
      .openapi({ description: 'Idempotency key made by the client: a retry with the same key returns the first message' }),
  })
  .superRefine((b, ctx) => {
    if (!b.text.trim() && !b.attachments?.length) ctx.addIssue({ code: 'custom', path: ['text'], message: 'Write a message.' });
  })
  .openapi('CreateMessageRequest');
export const UpdateMessageBody = z
  .strictObject({ text: text.refine((s) => s.trim().length > 0, 'Write a message.') })
  .openapi('UpdateMessageRequest');
export const ReactionBody = z
  .strictObject({
    emoji: z
      .string()
      .min(1)
      .max(32)
      .refine(
        (s) => /^(?:\p{Extended_Pictographic}|\p{Emoji_Component}|\u200d|\ufe0f)+$/u.test(s) && !/^[\d#*]+$/.test(s),
        'Pick an emoji.',
      ),
  })
  .openapi('CreateMessageReactionRequest');
export const MetadataBody = z
  .strictObject({
    project: z.string().min(1).max(64).optional().openapi({ description: 'Only this project (default: every project of the user)' }),
    channels: z.array(z.string().min(1).max(64)).max(500).optional(),
  })
  .openapi('GetUserMessagesMetadataRequest');
export const ReadBody = z
  .strictObject({
    project: z.string().min(1).max(64),
    channel: z.string().min(1).max(64),
    message: z.string().min(1).max(64).optional().openapi({ description: 'Read up to this message (default: the latest)' }),
  })
  .openapi('ReadMessagesRequest');

export const MessagesQuery = z.object({
  project: projectField,
  limit: z.coerce.number().int().min(1).max(100).optional(),
  around: z.string().min(1).max(64).optional(),
  after: z.string().min(1).max(64).optional(),
  before: z.string().min(1).max(64).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional().openapi({ description: 'Same as limit' }),
  pageToken: z.string().max(512).optional().openapi({ description: 'nextPageToken of a previous page (older messages)' }),
});
export const SearchQuery = z.object({
  project: projectField,
  search: z.string().trim().min(1, 'Type something to search for.').max(200),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
  pageToken: z.string().max(512).optional(),
});
