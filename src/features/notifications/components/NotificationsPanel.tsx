/** The dropdown's content: header with "Mark all read", the windowed list, push controls. */
import { Button, Center, Divider, Group, Loader, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { notifications as nudges } from '@mantine/notifications';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { NotificationItem } from '../api/types.ts';
import { AppError } from '../../../lib/api/errors.ts';
import { unreadCountAtom } from '../../../lib/unread.ts';
import { useDeleteNotification } from '../api/delete.ts';
import { loadDeletedIds } from '../api/deleted-ids.ts';
import { notificationsQuery } from '../api/list.ts';
import { useMarkAllRead } from '../api/mark-all-read.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { nextWindow, WINDOW_SIZE } from '../lib/list-window.ts';
import { NotificationRow } from './NotificationRow.tsx';
import { PushControls } from './PushControls.tsx';

function nudgeError(error: unknown) {
  const e = error instanceof AppError ? error : null;
  nudges.show({
    message: e?.message ?? 'Something went wrong. Please try again later.',
    color: e?.level === 'warning' ? 'yellow' : 'red',
    autoClose: 2500,
  });
}

export function NotificationsPanel({
  onOpen,
  showPush,
  inModal = false,
}: {
  onOpen: (item: NotificationItem) => void;
  showPush: boolean;
  /** The modal (small screens) has its own title. */
  inModal?: boolean;
}) {
  const query = useInfiniteQuery(notificationsQuery);
  // Null until the remembered deletions are loaded, so a deleted notification never flashes back.
  const [deleted, setDeleted] = useState<Set<string> | null>(null);
  useEffect(() => {
    void loadDeletedIds().then(setDeleted);
  }, []);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const setUnread = useSetAtom(unreadCountAtom);
  const remove = useDeleteNotification((id) => setDeleted((s) => new Set(s ?? []).add(id)));

  const items = useMemo(
    () => (query.data?.pages ?? []).flatMap((p) => p.notifications).filter((n) => !deleted?.has(n.id)),
    [query.data, deleted],
  );
  const [start, setStart] = useState(0);
  const viewport = useRef<HTMLDivElement>(null);
  const anchor = useRef<{ id: string; offset: number } | null>(null);
  const visible = items.slice(start, start + WINDOW_SIZE);

  // Keep the item under the eye in place when the window shifts.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each window shift
  useLayoutEffect(() => {
    const a = anchor.current;
    const vp = viewport.current;
    if (!a || !vp) return;
    anchor.current = null;
    const el = vp.querySelector<HTMLElement>(`[data-id="${CSS.escape(a.id)}"]`);
    if (el) vp.scrollTop = el.offsetTop - a.offset;
  }, [start]);

  function onScroll() {
    const vp = viewport.current;
    if (!vp) return;
    const move = nextWindow(start, items.length, !!query.hasNextPage, vp);
    if (move.fetchMore && !query.isFetchingNextPage) void query.fetchNextPage();
    if (move.start !== start) {
      const keep = items[Math.max(move.start, start)];
      const el = keep ? vp.querySelector<HTMLElement>(`[data-id="${CSS.escape(keep.id)}"]`) : null;
      if (keep && el) anchor.current = { id: keep.id, offset: el.offsetTop - vp.scrollTop };
      setStart(move.start);
    }
  }

  const unreadShown = items.some((n) => !n.readAt);
  return (
    <Stack gap={0} data-testid="notifications-panel">
      <Group justify={inModal ? 'flex-end' : 'space-between'} px="md" py="sm">
        {inModal ? null : <Title order={5}>Notifications</Title>}
        <Button
          size="compact-sm"
          variant="subtle"
          disabled={!unreadShown}
          onClick={() => {
            setUnread(0);
            markAll.mutate(undefined, { onError: nudgeError });
          }}
        >
          Mark all read
        </Button>
      </Group>
      <Divider />
      {(query.isPending && !query.data) || !deleted ? (
        <Center p="lg">
          <Loader size="sm" aria-label="Loading notifications" />
        </Center>
      ) : items.length === 0 ? (
        <Center p="xl">
          <Text c="dimmed" size="sm">
            You're all caught up
          </Text>
        </Center>
      ) : (
        <ScrollArea.Autosize
          mah={inModal ? 'calc(100dvh - 170px)' : 420}
          viewportRef={viewport}
          onScrollPositionChange={onScroll}
          type="auto"
        >
          <ul aria-label="Notifications" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {visible.map((n) => (
              <NotificationRow
                key={n.id}
                item={n}
                readPending={markRead.isPending && markRead.variables === n.id}
                onOpen={(item) => {
                  if (!item.readAt) markRead.mutate(item.id, { onError: () => {} });
                  onOpen(item);
                }}
                onRead={(item) => markRead.mutate(item.id, { onError: nudgeError })}
                onDelete={(item) =>
                  remove.mutate(item.id, { onError: (e) => (e instanceof AppError && e.status === 404 ? null : nudgeError(e)) })
                }
              />
            ))}
            {query.isFetchingNextPage ? (
              <Center p="sm">
                <Loader size="xs" aria-label="Loading more" />
              </Center>
            ) : null}
          </ul>
        </ScrollArea.Autosize>
      )}
      {showPush ? (
        <>
          <Divider />
          <PushControls />
        </>
      ) : null}
    </Stack>
  );
}
