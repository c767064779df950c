/** Phones: each row is a card (label: value), so nothing runs off a 390 px screen. */
import { Checkbox, Group, Stack, Text } from '@mantine/core';
import type { RowsProps } from './DataRows.tsx';

export function DataCards<T>({ rows, columns, rowKey, rowTestId, label, selection }: RowsProps<T>) {
  const [first, ...rest] = columns;
  return (
    <Stack gap={0} role="list" aria-label={label}>
      {rows.map((row, i) => {
        const key = rowKey(row);
        return (
          <Stack
            key={key}
            role="listitem"
            gap={6}
            p="sm"
            data-testid={rowTestId?.(row)}
            style={{ borderTop: i ? '1px solid var(--mantine-color-default-border)' : undefined, minWidth: 0 }}
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              {selection && (
                <Checkbox
                  aria-label={`Select row ${i + 1}`}
                  checked={selection.ids.includes(key)}
                  onChange={() => selection.toggle(key)}
                  mt={2}
                />
              )}
              <div style={{ minWidth: 0, flex: 1, overflowWrap: 'anywhere' }}>{first?.cell(row)}</div>
            </Group>
            {rest.map((c) =>
              c.header ? (
                <Group key={c.id} gap="xs" wrap="nowrap" align="flex-start">
                  <Text size="sm" c="dimmed" w={96} style={{ flexShrink: 0 }}>
                    {c.header}
                  </Text>
                  <div style={{ minWidth: 0, flex: 1, overflowWrap: 'anywhere' }}>{c.cell(row)}</div>
                </Group>
              ) : (
                <div key={c.id} style={{ minWidth: 0 }}>
                  {c.cell(row)}
                </div>
              ),
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
