/** Nudges: one at a time; progress every 25 ms; removed 150 ms after the timeout (spec 000 §4, §9). */
import { CloseButton, Group, Paper, Progress, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import {
  NUDGE_COMPONENT_DEFAULT_TIMEOUT_MS,
  NUDGE_PROGRESS_INTERVAL_MS,
  NUDGE_REMOVAL_DELAY_MS,
  type Nudge,
  nudgesAtom,
  removeNudge,
} from '../../../lib/messages/messages.ts';
import { LEVEL_COLOR } from './level.ts';

export function NudgeToast({ nudge, onDone }: { nudge: Nudge; onDone: () => void }) {
  const timeout = nudge.timeout ?? NUDGE_COMPONENT_DEFAULT_TIMEOUT_MS;
  const [elapsed, setElapsed] = useState(0);
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    const started = Date.now();
    const tick = setInterval(() => setElapsed(Math.min(Date.now() - started, timeout)), NUDGE_PROGRESS_INTERVAL_MS);
    const hide = setTimeout(() => setLeaving(true), timeout);
    const remove = setTimeout(onDone, timeout + NUDGE_REMOVAL_DELAY_MS);
    return () => {
      clearInterval(tick);
      clearTimeout(hide);
      clearTimeout(remove);
    };
  }, [timeout, onDone]);
  const color = LEVEL_COLOR[nudge.level];
  return (
    <Paper
      shadow="md"
      withBorder
      p="sm"
      w={340}
      role={nudge.level === 'danger' ? 'alert' : 'status'}
      data-level={nudge.level}
      style={{
        opacity: leaving ? 0 : 1,
        transition: `opacity ${NUDGE_REMOVAL_DELAY_MS}ms`,
        borderLeft: `4px solid var(--mantine-color-${color}-6)`,
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={600}>
          {nudge.message}
        </Text>
        <CloseButton size="sm" aria-label="Dismiss" onClick={onDone} />
      </Group>
      <Progress value={(elapsed / timeout) * 100} size={3} mt={8} color={color} aria-hidden transitionDuration={0} />
    </Paper>
  );
}

export function Nudges() {
  const queue = useAtomValue(nudgesAtom);
  const head = queue[0];
  return (
    <div style={{ position: 'fixed', top: 76, right: 16, zIndex: 400 }} aria-live="polite">
      {head && <NudgeToast key={head.id} nudge={head} onDone={() => removeNudge(head.id)} />}
    </div>
  );
}
