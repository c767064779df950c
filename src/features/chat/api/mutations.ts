/** Chat writes: channels, members, subscriptions, edits, deletes, reactions, read position. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addChannelUsers } from '../../../lib/api/generated/ops/addChannelUsers.ts';
import { addReaction } from '../../../lib/api/generated/ops/addReaction.ts';
import { createChannel } from '../../../lib/api/generated/ops/createChannel.ts';
import { deleteChannel } from '../../../lib/api/generated/ops/deleteChannel.ts';
import { deleteMessage } from '../../../lib/api/generated/ops/deleteMessage.ts';
import { readMessages } from '../../../lib/api/generated/ops/readMessages.ts';
import { removeChannelUsers } from '../../../lib/api/generated/ops/removeChannelUsers.ts';
import { removeReaction } from '../../../lib/api/generated/ops/removeReaction.ts';
import { updateChannel } from '../../../lib/api/generated/ops/updateChannel.ts';
import { updateChannelUserSubscription } from '../../../lib/api/generated/ops/updateChannelUserSubscription.ts';
import { updateMessage } from '../../../lib/api/generated/ops/updateMessage.ts';
import type { BodyOf } from '../../../lib/api/call.ts';
import { replaceMessage } from '../lib/cache.ts';
import { chatKeys } from './keys.ts';
import type { Message } from './types.ts';

function useRefreshChannels(project: string) {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: chatKeys.all(project) });
    void qc.invalidateQueries({ queryKey: chatKeys.userAll() });
  };
}

export function useCreateChannel(project: string) {
  const refresh = useRefreshChannels(project);
  return useMutation({
    mutationFn: (body: BodyOf<'/v1/chat/channels', 'post'>) => createChannel({ query: { project }, body }),
    onSuccess: refresh,
  });
}

export function useUpdateChannel(project: string, channel: string) {
  const refresh = useRefreshChannels(project);
  return useMutation({
    mutationFn: (body: BodyOf<'/v1/chat/channels/{channel}', 'patch'>) => updateChannel({ path: { channel }, query: { project }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteChannel(project: string, channel: string) {
  const refresh = useRefreshChannels(project);
  return useMutation({ mutationFn: () => deleteChannel({ path: { channel }, query: { project } }), onSuccess: refresh });
}

export function useChannelUsers(project: string, channel: string) {
  const refresh = useRefreshChannels(project);
  const add = useMutation({
    mutationFn: (users: string[]) => addChannelUsers({ path: { channel }, query: { project }, body: { users } }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (users: string[]) => removeChannelUsers({ path: { channel }, query: { project }, body: { users } }),
    onSuccess: refresh,
  });
  return { add, remove };
}

export function useSubscription(project: string, channel: string, user: string) {
  const refresh = useRefreshChannels(project);
  return useMutation({
    mutationFn: (body: BodyOf<'/v1/chat/channels/{channel}/users/{user}', 'patch'>) =>
      updateChannelUserSubscription({ path: { channel, user }, query: { project }, body }),
    onSuccess: refresh,
  });
}

/** Edits, deletes and reactions put the server's answer into every cached page at once. */
export function useMessageActions(project: string, channel: string) {
  const qc = useQueryClient();
  const put = (m: Message) => replaceMessage(qc, project, channel, m);
  const edit = useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      updateMessage({ path: { channel, message: id }, query: { project }, body: { text } }),
    onSuccess: put,
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteMessage({ path: { channel, message: id }, query: { project } }),
    onSuccess: put,
  });
  const react = useMutation({
    mutationFn: ({ id, emoji, on }: { id: string; emoji: string; on: boolean }) =>
      (on ? addReaction : removeReaction)({ path: { channel, message: id }, query: { project }, body: { emoji } }),
    onSuccess: put,
  });
  return { edit, remove, react };
}

export function useMarkRead(project: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ channel, message }: { channel: string; message?: string }) =>
      readMessages({ path: { user: 'me' }, body: { project, channel, ...(message ? { message } : {}) } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: chatKeys.metadata(project) });
      void qc.invalidateQueries({ queryKey: chatKeys.metadata(null) });
    },
  });
}
