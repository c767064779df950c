/** Putting a message (from an answer or the stream) into every cached page of its channel. */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { chatKeys } from '../api/keys.ts';
import type { Message, MessagePage } from '../api/types.ts';

type Pages = InfiniteData<MessagePage, unknown>;

/** A changed message (edit, delete, reaction) replaces the copy in whichever page holds it. */
export function replaceMessage(qc: QueryClient, project: string, channel: string, m: Message) {
  qc.setQueriesData<Pages>({ queryKey: chatKeys.channelMessages(project, channel) }, (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, messages: p.messages.map((x) => (x.id === m.id ? m : x)) })) } : data,
  );
}

/** A new message joins the newest page, when that page is the channel's end (else scrolling down fetches it). */
export function appendMessage(qc: QueryClient, project: string, channel: string, m: Message) {
  qc.setQueriesData<Pages>({ queryKey: chatKeys.channelMessages(project, channel) }, (data) => {
    if (!data?.pages.length) return data;
    if (data.pages.some((p) => p.messages.some((x) => x.id === m.id))) return data;
    const last = data.pages.at(-1)!;
    if (last.hasMoreAfter) return data;
    const lastSeq = last.messages.at(-1)?.seq ?? 0;
    if (m.seq <= lastSeq) return data;
    const pages = [...data.pages];
    pages[pages.length - 1] = { ...last, messages: [...last.messages, m] };
    return { ...data, pages };
  });
}

export function allMessages(data: Pages | undefined): Message[] {
  return data ? data.pages.flatMap((p) => p.messages) : [];
}
