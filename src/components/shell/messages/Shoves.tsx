/**
 * Shoves: persistent cards removed by the close button or a horizontal swipe beyond 200 px (opacity falls to
 * 0.3 while swiping; snaps back in 0.3 s; more than 10 px vertical movement cancels the swipe).
 */
import { CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { type PointerEvent, useRef, useState } from 'react';
import {
  dismissShove,
  type Message,
  SWIPE_DISMISS_PX,
  SWIPE_MIN_OPACITY,
  SWIPE_SNAP_BACK_S,
  SWIPE_VERTICAL_CANCEL_PX,
  shovesAtom,
} from '../../../lib/messages/messages.ts';
import { LEVEL_COLOR } from './level.ts';

function Shove({ shove }: { shove: Message }) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const [dx, setDx] = useState(0);
  const [dragging, setDragging] = useState(false);
  const down = (e: PointerEvent) => {
    start.current = { x: e.clientX, y: e.clientY };
    setDragging(true);
  };
  const move = (e: PointerEvent) => {
    if (!start.current) return;
    if (Math.abs(e.clientY - start.current.y) > SWIPE_VERTICAL_CANCEL_PX) {
      start.current = null;
      setDragging(false);
      setDx(0);
      return;
    }
    setDx(e.clientX - start.current.x);
  };
  const up = () => {
    if (start.current && Math.abs(dx) > SWIPE_DISMISS_PX) dismissShove(shove.id);
    start.current = null;
    setDragging(false);
    setDx(0);
  };
  const opacity = Math.max(SWIPE_MIN_OPACITY, 1 - Math.abs(dx) / SWIPE_DISMISS_PX);
  return (
    <Paper
      shadow="md"
      withBorder
      p="sm"
      w={340}
      role="status"
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
      style={{
        transform: `translateX(${dx}px)`,
        opacity,
        transition: dragging ? 'none' : `transform ${SWIPE_SNAP_BACK_S}s, opacity ${SWIPE_SNAP_BACK_S}s`,
        touchAction: 'pan-y',
        borderLeft: `4px solid var(--mantine-color-${LEVEL_COLOR[shove.level]}-6)`,
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm">{shove.message}</Text>
        <CloseButton size="sm" aria-label="Dismiss" onClick={() => dismissShove(shove.id)} />
      </Group>
    </Paper>
  );
}

export function Shoves() {
  const shoves = useAtomValue(shovesAtom);
  if (!shoves.length) return null;
  return (
    <Stack gap="xs" style={{ position: 'fixed', bottom: 64, right: 16, zIndex: 390 }}>
      {shoves.map((s) => (
        <Shove key={s.id} shove={s} />
      ))}
    </Stack>
  );
}
