import type { Schema } from '../../../lib/api/schemas.ts';

export type Channel = Schema<'ChatChannel'>;
export type ChannelUser = Schema<'ChatChannelUser'>;
export type Message = Schema<'ChatMessage'>;
export type MessagePage = Schema<'ChatMessageList'>;
export type SearchResult = Schema<'ChatSearchResult'>;
export type ChannelCounts = Schema<'ChatChannelMetadata'>;
export type Metadata = Schema<'ChatMessagesMetadata'>;
