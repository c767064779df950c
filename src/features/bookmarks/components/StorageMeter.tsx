/** What pinned views take in the offline cache, against what the browser's storage allows. */
import { Group, Progress, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { pinnedBytes } from '../lib/pins.ts';

/** localStorage allows about 5 MB per origin in every major browser; the persisted cache lives there. */
const LOCAL_STORAGE_BYTES = 5 * 1024 * 1024;
const kb = (b: number) => (b < 1024 * 1024 ? `${Math.max(1, Math.round(b / 1024))} KB` : `${(b / 1024 / 1024).toFixed(1)} MB`);

export function StorageMeter({ pins }: { pins: number }) {
  const qc = useQueryClient();
  const [, tick] = useState(0);
  useEffect(() => {
    const t = setInterval(() => tick((n) => n + 1), 5000);
    return () => clearInterval(t);
  }, []);
  const pinned = pinnedBytes(qc);
  let cache = 0;
  try {
    for (let i = 0; i < localStorage.length; i++)
      cache += ((localStorage.key(i) ?? '').length + (localStorage.getItem(localStorage.key(i) ?? '') ?? '').length) * 2;
  } catch {
    /* storage off */
  }
  return (
    <div data-testid="storage-meter">
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={500}>
          Offline storage
        </Text>
        <Text size="sm" c="dimmed">
          {pins} pinned {pins === 1 ? 'view uses' : 'views use'} {kb(pinned)} · all offline data {kb(cache)} of {kb(LOCAL_STORAGE_BYTES)}
        </Text>
      </Group>
      <Progress.Root size="md" aria-label="Offline storage used">
        <Progress.Section value={(pinned / LOCAL_STORAGE_BYTES) * 100} color="teal" />
        <Progress.Section value={(Math.max(0, cache - pinned) / LOCAL_STORAGE_BYTES) * 100} color="gray" />
      </Progress.Root>
    </div>
  );
}
