/** One key result: title, current of target with a progress bar; "Edit" turns it into number fields. */
import { Button, Group, NumberInput, Progress, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { KeyResult, useOkrMutations } from '../api/okrs.ts';

const pct = (x: number) => `${Math.round(x * 100)}%`;
const fmt = (n: number, unit: string) => `${Number.isInteger(n) ? n : n.toFixed(1)}${unit ? ` ${unit}` : ''}`;

export function KeyResultRow({ kr, canManage, m }: { kr: KeyResult; canManage: boolean; m: ReturnType<typeof useOkrMutations> }) {
  const [editing, setEditing] = useState(false);
  const [current, setCurrent] = useState<number | string>(kr.current);
  const [target, setTarget] = useState<number | string>(kr.target);
  const [unit, setUnit] = useState(kr.unit);
  const [error, setError] = useState<string | null>(null);
  const save = () =>
    m.updateKeyResult.mutate(
      { id: kr.id, body: { current: Number(current), target: Number(target), unit } },
      {
        onSuccess: () => {
          setEditing(false);
          setError(null);
          notifications.show({ color: 'green', message: `${kr.title} updated.` });
        },
        onError: (e) => setError(e.message),
      },
    );
  return (
    <Stack gap={4} data-testid={`key-result-${kr.id}`}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" fw={500}>
          {kr.title}
        </Text>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {fmt(kr.current, kr.unit)} of {fmt(kr.target, kr.unit)} · {pct(kr.progress)}
            {kr.taskCount > 0 && ` · ${kr.doneTaskCount}/${kr.taskCount} tasks done`}
          </Text>
          {canManage && !editing && (
            <Button size="compact-xs" variant="subtle" onClick={() => setEditing(true)} aria-label={`Edit ${kr.title}`}>
              Edit
            </Button>
          )}
        </Group>
      </Group>
      <Progress value={kr.progress * 100} aria-label={`${kr.title}: ${pct(kr.progress)}`} color={kr.progress >= 1 ? 'green' : 'blue'} />
      {editing && (
        <Group gap="xs" align="flex-end" wrap="wrap">
          <NumberInput label="Current" value={current} onChange={setCurrent} w={120} error={error} />
          <NumberInput label="Target" value={target} onChange={setTarget} w={120} />
          <TextInput label="Unit" value={unit} onChange={(e) => setUnit(e.currentTarget.value)} w={90} />
          <Button size="sm" onClick={save} loading={m.updateKeyResult.isPending}>
            Save
          </Button>
          <Button size="sm" variant="default" onClick={() => setEditing(false)}>
            Cancel
          </Button>
          <Button size="sm" variant="subtle" color="red" onClick={() => m.deleteKeyResult.mutate(kr.id)}>
            Delete
          </Button>
        </Group>
      )}
    </Stack>
  );
}
