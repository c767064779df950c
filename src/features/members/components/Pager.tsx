import { Button, Group, Text } from '@mantine/core';

export function Pager({ page, hasNext, onPrev, onNext }: { page: number; hasNext: boolean; onPrev: () => void; onNext: () => void }) {
  if (page === 1 && !hasNext) return null;
  return (
    <Group justify="flex-end" gap="xs">
      <Button variant="default" size="xs" disabled={page === 1} onClick={onPrev}>
        Previous
      </Button>
      <Text size="sm" c="dimmed">
        Page {page}
      </Text>
      <Button variant="default" size="xs" disabled={!hasNext} onClick={onNext}>
        Next
      </Button>
    </Group>
  );
}
