/** Chat query keys: per project (channels, messages, members); the no-project channel list at the user. */
import { projectScope, userScope } from '../../../lib/api/keys.ts';

export const chatKeys = {
  all: (project: string) => [...projectScope(project), 'chat'] as const,
  channels: (project: string | null) =>
    project ? ([...projectScope(project), 'chat', 'channels'] as const) : ([...userScope(), 'chat', 'channels'] as const),
  channel: (project: string, id: string) => [...projectScope(project), 'chat', 'channel', id] as const,
  members: (project: string, id: string) => [...projectScope(project), 'chat', 'members', id] as const,
  messages: (project: string, id: string, anchor: string | null) => [...projectScope(project), 'chat', 'messages', id, anchor] as const,
  channelMessages: (project: string, id: string) => [...projectScope(project), 'chat', 'messages', id] as const,
  latest: (project: string, id: string) => [...projectScope(project), 'chat', 'messages', id, 'latest'] as const,
  search: (project: string, id: string, text: string) => [...projectScope(project), 'chat', 'search', id, text] as const,
  metadata: (project: string | null) =>
    project ? ([...projectScope(project), 'chat', 'metadata'] as const) : ([...userScope(), 'chat', 'metadata'] as const),
  people: (project: string) => [...projectScope(project), 'chat', 'people'] as const,
  userAll: () => [...userScope(), 'chat'] as const,
};
