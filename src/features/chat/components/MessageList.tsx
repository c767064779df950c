/**
 * A channel's messages, scrolling both ways: older pages load at the top (the view stays where it was), newer
 * ones at the bottom; new messages from the stream follow when the view is at the end. Opened at a message
 * (a search hit, a notification, "jump to first unread") it loads the page around it and scrolls to it.
 * At most MAX_PAGES pages are kept (api/chat.ts): a page loaded at one end drops one at the other, and the
 * message that was on screen stays where it was — the DOM stays bounded however far one scrolls.
 */
import { Alert, Box, Button, Center, Divider, Group, Loader, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { messagesQuery } from '../api/chat.ts';
import type { Message } from '../api/types.ts';
import { allMessages } from '../lib/cache.ts';
import { discardPending, type PendingMessage, retryPending } from '../lib/pending.ts';
import classes from './chat.module.css';
import { type MessageActions, MessageItem } from './MessageItem.tsx';
import { Markdown } from './Markdown.tsx';

interface Props {
  project: string;
  channel: string;
  anchor: string | null;
  /** Draw "New messages" after this message (the read position when the channel was opened). */
  unreadAfter: string | null;
  me: string;
  names: ReadonlyMap<string, string>;
  actions: MessageActions;
  pending: PendingMessage[];
  editing: string | null;
  setEditing: (id: string | null) => void;
  onSeenEnd: (last: Message) => void;
}

const NEAR_BOTTOM = 150;
const offsetOf = (id: string | undefined) => (id ? document.getElementById(`message-${id}`)?.offsetTop : undefined);

export function MessageList(p: Props) {
  const q = useInfiniteQuery(messagesQuery(p.project, p.channel, p.anchor));
  const messages = useMemo(() => allMessages(q.data), [q.data]);
  const scroller = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const bottom = useRef<HTMLDivElement>(null);
  const firstId = messages[0]?.id;
  const pages = q.data?.pages.length ?? 0;
  const lastId = messages.at(-1)?.id;
  const prev = useRef<{
    firstId?: string;
    lastId?: string;
    /** Where the first and last messages were (offsetTop), to keep one of them in place when pages come and go. */
    offsets: Record<string, number>;
    pages: number;
    height: number;
    top: number;
    nearBottom: boolean;
    placed: boolean;
  }>({ offsets: {}, pages: 0, height: 0, top: 0, nearBottom: true, placed: false });

  // Keep the view steady when older messages arrive above; follow the end when new ones arrive below.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || !messages.length) return;
    const before = prev.current;
    if (!before.placed) {
      // Opened at a message, or (with unread messages on this page) at "New messages"; else at the end.
      const target =
        p.anchor && p.anchor !== p.unreadAfter
          ? document.getElementById(`message-${p.anchor}`)
          : p.unreadAfter
            ? document.getElementById('chat-unread')
            : null;
      // Scroll the log only (scrollIntoView would move the page around it too).
      if (target) el.scrollTop = target.offsetTop - (p.anchor && p.anchor !== p.unreadAfter ? el.clientHeight / 2 : 8);
      else el.scrollTop = el.scrollHeight;
    } else if (before.firstId === firstId && before.lastId !== lastId) {
      // New messages from the stream at the end: follow them (a newer page fetched by scrolling down stays put).
      if (before.nearBottom && before.pages === pages) el.scrollTop = el.scrollHeight;
    } else if (before.firstId !== firstId) {
      // Messages came or went above the view (an older page loaded, or the oldest dropped as a newer one
      // came): keep a message that is still there where it was.
      const keep = [before.firstId, before.lastId].find((id) => id && before.offsets[id] !== undefined && offsetOf(id) !== undefined);
      if (keep) el.scrollTop = before.top + (offsetOf(keep)! - before.offsets[keep]!);
    }
    const offsets: Record<string, number> = {};
    for (const id of [firstId, lastId]) {
      const at = offsetOf(id);
      if (id && at !== undefined) offsets[id] = at;
    }
    prev.current = { firstId, lastId, pages, offsets, height: el.scrollHeight, top: el.scrollTop, nearBottom: true, placed: true };
  }, [firstId, lastId, pages, messages.length, p.anchor, p.unreadAfter]);

  useLayoutEffect(() => {
    if (p.pending.length && prev.current.nearBottom && scroller.current) scroller.current.scrollTop = scroller.current.scrollHeight;
  }, [p.pending.length]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    prev.current.top = el.scrollTop;
    prev.current.height = el.scrollHeight;
    prev.current.nearBottom = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM;
  };

  const { hasPreviousPage, hasNextPage, isFetchingPreviousPage, isFetchingNextPage, fetchPreviousPage, fetchNextPage } = q;
  const last = messages.at(-1);
  const onSeenEnd = p.onSeenEnd;
  useEffect(() => {
    const root = scroller.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (!e.isIntersecting) continue;
          if (e.target === top.current && hasPreviousPage && !isFetchingPreviousPage) void fetchPreviousPage();
          if (e.target === bottom.current) {
            if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
            else if (!hasNextPage && last && document.visibilityState === 'visible') onSeenEnd(last);
          }
        }
      },
      { root, rootMargin: '200px 0px' },
    );
    if (top.current) io.observe(top.current);
    if (bottom.current) io.observe(bottom.current);
    return () => io.disconnect();
  }, [hasPreviousPage, hasNextPage, isFetchingPreviousPage, isFetchingNextPage, fetchPreviousPage, fetchNextPage, last, onSeenEnd]);

  if (q.isPending)
    return (
      <Center className={classes.scroller} aria-busy="true">
        <Loader size="sm" aria-label="Loading messages" />
      </Center>
    );
  if (q.isError)
    return (
      <Box className={classes.scroller} p="md">
        <Alert color="red" title="Messages could not be loaded">
          <Group>
            <Text size="sm">{q.error.message}</Text>
            <Button size="compact-sm" variant="default" onClick={() => void q.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      </Box>
    );

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the message log scrolls by keyboard (arrows, Page Up/Down) once focused
    <div className={classes.scroller} ref={scroller} onScroll={onScroll} aria-label="Messages" role="log" aria-live="polite" tabIndex={0}>
      <div ref={top} />
      {isFetchingPreviousPage && (
        <Center py="xs">
          <Loader size="xs" aria-label="Loading older messages" />
        </Center>
      )}
      {!hasPreviousPage && (
        <Text size="xs" c="dimmed" ta="center" py="md">
          {messages.length ? 'The beginning of the conversation' : 'No messages yet. Say hello!'}
        </Text>
      )}
      <Stack gap={0} pb="xs">
        {messages.map((m, i) => {
          const before = messages[i - 1];
          const compact =
            !!before &&
            before.user?.id === m.user?.id &&
            !before.deleted &&
            Date.parse(m.createdAt) - Date.parse(before.createdAt) < 5 * 60_000 &&
            before.id !== p.unreadAfter;
          return (
            <div key={m.id}>
              <MessageItem
                message={m}
                me={p.me}
                names={p.names}
                actions={p.actions}
                highlighted={m.id === p.anchor && p.anchor !== p.unreadAfter}
                editing={p.editing === m.id}
                setEditing={p.setEditing}
                compact={compact}
              />
              {m.id === p.unreadAfter && i < messages.length - 1 && (
                <Divider id="chat-unread" color="red" label="New messages" labelPosition="center" my={4} />
              )}
            </div>
          );
        })}
        {!hasNextPage &&
          p.pending.map((x) => (
            <Box key={x.clientKey} px="sm" py={4} data-pending={x.state} opacity={0.7}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Box w={32} />
                <Stack gap={0} style={{ flex: 1 }}>
                  <Text size="sm" component="div" className={classes.body}>
                    <Markdown text={x.text} names={p.names} />
                  </Text>
                  {x.attachments?.length ? (
                    <Text size="xs" c="dimmed">
                      📎 {x.attachments.map((a) => a.name).join(', ')}
                    </Text>
                  ) : null}
                  <Group gap="xs">
                    <Text size="xs" c={x.state === 'failed' ? 'red' : 'dimmed'}>
                      {x.state === 'sending'
                        ? 'Sending…'
                        : x.state === 'waiting'
                          ? 'Pending — sent when the connection is back'
                          : `Not sent: ${x.error ?? ''}`}
                    </Text>
                    {x.state !== 'sending' && (
                      <Button size="compact-xs" variant="subtle" onClick={() => retryPending(x.clientKey)}>
                        Retry now
                      </Button>
                    )}
                    {x.state === 'failed' && (
                      <Button size="compact-xs" variant="subtle" color="red" onClick={() => discardPending(x.clientKey)}>
                        Discard
                      </Button>
                    )}
                  </Group>
                </Stack>
              </Group>
            </Box>
          ))}
      </Stack>
      {isFetchingNextPage && (
        <Center py="xs">
          <Loader size="xs" aria-label="Loading newer messages" />
        </Center>
      )}
      <div ref={bottom} style={{ height: 1 }} />
    </div>
  );
}
