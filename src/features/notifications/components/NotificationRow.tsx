/** One notification: unread highlighted, click opens its action (and marks it read), swipe or × deletes. */
import { ActionIcon, Group, Image, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { type PointerEvent, useRef, useState } from 'react';
import { SWIPE_SNAP_BACK_S } from '../../../../common/notifications.ts';
import type { NotificationItem } from '../api/types.ts';
import { shouldDismiss, type SwipePhase, swipeOpacity, swipePhase } from '../lib/swipe.ts';
import classes from './NotificationsBell.module.css';

interface Props {
  item: NotificationItem;
  onOpen: (item: NotificationItem) => void;
  onRead: (item: NotificationItem) => void;
  onDelete: (item: NotificationItem) => void;
  readPending: boolean;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function NotificationRow({ item, onOpen, onRead, onDelete, readPending }: Props) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const phase = useRef<SwipePhase>('idle');
  const [dx, setDx] = useState(0);
  const [dragging, setDragging] = useState(false);
  const unread = !item.readAt;

  function down(e: PointerEvent) {
    if ((e.target as HTMLElement).closest('button')) return;
    start.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
    phase.current = 'pending';
  }
  function move(e: PointerEvent) {
    const s = start.current;
    if (!s || s.id !== e.pointerId) return;
    const mx = e.clientX - s.x;
    phase.current = swipePhase(phase.current, mx, e.clientY - s.y);
    if (phase.current === 'swiping') {
      if (!dragging) {
        (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
        setDragging(true);
      }
      setDx(mx);
    } else if (phase.current === 'cancelled' && dx !== 0) setDx(0);
  }
  function up() {
    const wasSwipe = phase.current === 'swiping';
    start.current = null;
    phase.current = 'idle';
    setDragging(false);
    if (wasSwipe && shouldDismiss(dx)) onDelete(item);
    else setDx(0);
    return wasSwipe;
  }

  return (
    <li
      data-id={item.id}
      data-testid="notification"
      data-unread={unread || undefined}
      className={`${classes.item} ${unread ? classes.unread : ''}`}
      style={{
        transform: `translateX(${dx}px)`,
        opacity: swipeOpacity(dx),
        transition: dragging ? 'none' : `transform ${SWIPE_SNAP_BACK_S}s ease, opacity ${SWIPE_SNAP_BACK_S}s ease`,
      }}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={(e) => {
        const s = start.current;
        const moved = s ? Math.abs(e.clientX - s.x) + Math.abs(e.clientY - s.y) : 0;
        const swiped = up();
        if (!swiped && moved < 6 && !(e.target as HTMLElement).closest('button')) onOpen(item);
      }}
      onPointerCancel={() => {
        start.current = null;
        phase.current = 'idle';
        setDragging(false);
        setDx(0);
      }}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm" px="md" py="sm">
        {item.image ? <Image src={item.image} alt="" w={40} h={40} radius="sm" /> : null}
        <Stack
          gap={2}
          style={{ flex: 1, minWidth: 0, cursor: 'pointer' }}
          tabIndex={0}
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === ' ') {
              e.preventDefault();
              onOpen(item);
            }
          }}
        >
          <Text size="sm" fw={unread ? 700 : 500} lineClamp={1}>
            {item.title}
          </Text>
          {item.body ? (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {item.body}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {timeFormat.format(new Date(item.createdAt))}
          </Text>
        </Stack>
        <Group gap={2} wrap="nowrap">
          {unread ? (
            <Tooltip label="Mark as read" withinPortal={false}>
              <ActionIcon variant="subtle" size="sm" aria-label="Mark as read" loading={readPending} onClick={() => onRead(item)}>
                <IconCheck size={16} />
              </ActionIcon>
            </Tooltip>
          ) : null}
          <Tooltip label="Delete" withinPortal={false}>
            <ActionIcon variant="subtle" color="gray" size="sm" aria-label="Delete notification" onClick={() => onDelete(item)}>
              <IconX size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </li>
  );
}
