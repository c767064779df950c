/** The visual content editor: a column of blocks (heading, text, button, image, divider); MJML renders them. */
import { ActionIcon, Button, Card, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import type { Schema } from '../../../lib/api/schemas.ts';

type Block = Schema<'Campaign'>['blocks'][number];
const TYPES: Block['type'][] = ['heading', 'text', 'button', 'image', 'divider'];

export function BlocksEditor({ blocks, onChange }: { blocks: Block[]; onChange: (b: Block[]) => void }) {
  const change = (i: number, patch: Partial<Block>) => onChange(blocks.map((b, j) => (j === i ? { ...b, ...patch } : b)));
  const move = (i: number, by: number) => {
    const next = [...blocks];
    const [b] = next.splice(i, 1);
    next.splice(i + by, 0, b!);
    onChange(next);
  };
  return (
    <Stack gap="xs" role="group" aria-label="Content">
      <Text fw={600}>Content</Text>
      {blocks.map((b, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no ids; position is their identity
        <Card key={i} withBorder padding="sm">
          <Group justify="space-between" mb={4}>
            <Text size="sm" fw={600} tt="capitalize">
              {b.type}
            </Text>
            <Group gap={4}>
              <ActionIcon variant="subtle" aria-label={`Move block ${i + 1} up`} disabled={i === 0} onClick={() => move(i, -1)}>
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={`Move block ${i + 1} down`}
                disabled={i === blocks.length - 1}
                onClick={() => move(i, 1)}
              >
                <IconArrowDown size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove block ${i + 1}`}
                onClick={() => onChange(blocks.filter((_, j) => j !== i))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Group>
          {b.type === 'text' && (
            <Textarea
              aria-label={`Block ${i + 1} text`}
              autosize
              minRows={3}
              value={b.text ?? ''}
              onChange={(e) => change(i, { text: e.currentTarget.value })}
            />
          )}
          {(b.type === 'heading' || b.type === 'button' || b.type === 'image') && (
            <TextInput
              aria-label={`Block ${i + 1} ${b.type === 'image' ? 'description' : 'text'}`}
              placeholder={b.type === 'image' ? 'Image description' : b.type === 'button' ? 'Button label' : 'Heading'}
              value={b.text ?? ''}
              onChange={(e) => change(i, { text: e.currentTarget.value })}
            />
          )}
          {(b.type === 'button' || b.type === 'image') && (
            <TextInput
              mt={4}
              aria-label={`Block ${i + 1} link`}
              placeholder="https://"
              value={b.url ?? ''}
              onChange={(e) => change(i, { url: e.currentTarget.value || undefined })}
            />
          )}
        </Card>
      ))}
      <Group>
        <Select
          aria-label="Block to add"
          placeholder="Add a block…"
          data={TYPES}
          value={null}
          onChange={(v) => v && onChange([...blocks, { type: v as Block['type'], text: '' }])}
          w={200}
        />
        <Button variant="subtle" onClick={() => onChange([...blocks, { type: 'text', text: '' }])}>
          Add text
        </Button>
      </Group>
    </Stack>
  );
}
