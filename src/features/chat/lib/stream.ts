/**
 * The live stream of one project's chat events (GET /v1/chat/stream, Server-Sent Events on the cookie session;
 * EventSource reconnects by itself and sends `Last-Event-ID`, so nothing is missed or repeated). Events go
 * straight into the query cache: new, edited and deleted messages and reactions into the pages on screen,
 * channel and read changes as invalidations. One stream per tab, opened while a chat screen is mounted.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { chatKeys } from '../api/keys.ts';
import type { Message } from '../api/types.ts';
import { appendMessage, replaceMessage } from './cache.ts';
import { flushPending } from './pending.ts';

const MESSAGE_EVENTS = ['message.created', 'message.updated', 'message.deleted', 'reaction.updated'] as const;
const OTHER_EVENTS = ['read.updated', 'channel.created', 'channel.updated', 'channel.deleted', 'channel.users', 'reset'] as const;

function refreshCounts(qc: QueryClient, project: string) {
  void qc.invalidateQueries({ queryKey: chatKeys.metadata(project) });
  void qc.invalidateQueries({ queryKey: chatKeys.metadata(null) });
}

export function useChatStream(project: string | null, onMessage?: (m: Message, type: string) => void) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!project || typeof EventSource === 'undefined') return;
    const es = new EventSource(`/v1/chat/stream?project=${encodeURIComponent(project)}`, { withCredentials: true });
    es.addEventListener('ready', () => flushPending());
    for (const type of MESSAGE_EVENTS) {
      es.addEventListener(type, (e) => {
        const m = JSON.parse((e as MessageEvent).data) as Message;
        if (type === 'message.created') {
          appendMessage(qc, project, m.channel, m);
          void qc.invalidateQueries({ queryKey: chatKeys.channels(project) });
          void qc.invalidateQueries({ queryKey: chatKeys.channels(null) });
          refreshCounts(qc, project);
        } else replaceMessage(qc, project, m.channel, m);
        onMessage?.(m, type);
      });
    }
    for (const type of OTHER_EVENTS) {
      es.addEventListener(type, (e) => {
        if (type === 'reset') {
          void qc.invalidateQueries({ queryKey: chatKeys.all(project) });
          return;
        }
        const d = JSON.parse((e as MessageEvent).data) as { channel?: string };
        refreshCounts(qc, project);
        if (type !== 'read.updated') {
          void qc.invalidateQueries({ queryKey: chatKeys.channels(project) });
          void qc.invalidateQueries({ queryKey: chatKeys.channels(null) });
          if (d.channel) {
            void qc.invalidateQueries({ queryKey: chatKeys.channel(project, d.channel) });
            void qc.invalidateQueries({ queryKey: chatKeys.members(project, d.channel) });
          }
        }
      });
    }
    return () => es.close();
  }, [project, qc, onMessage]);
}
