/** Multi-file upload: pick or drop files; each shows its progress bar and a cancel button. */
import { ActionIcon, Button, FileButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconUpload, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { formatBytes } from '../lib/format.ts';
import { uploadFile } from '../lib/uploads.ts';

interface Item {
  key: string;
  name: string;
  size: number;
  sent: number;
  state: 'uploading' | 'done' | 'failed' | 'cancelled';
  error?: string;
}

export function UploadPanel({
  project,
  folder,
  disabled,
  onUploaded,
}: {
  project: string;
  folder: string;
  disabled?: boolean;
  onUploaded: () => void;
}) {
  const [items, setItems] = useState<Item[]>([]);
  const [dragging, setDragging] = useState(false);
  const controllers = useRef(new Map<string, AbortController>());
  const patch = (key: string, p: Partial<Item>) => setItems((all) => all.map((i) => (i.key === key ? { ...i, ...p } : i)));

  const start = (files: File[]) => {
    for (const file of files) {
      const key = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const ctrl = new AbortController();
      controllers.current.set(key, ctrl);
      setItems((all) => [...all, { key, name: file.name, size: file.size, sent: 0, state: 'uploading' }]);
      uploadFile(project, folder, file, { signal: ctrl.signal, onProgress: (sent) => patch(key, { sent }) })
        .then(() => {
          patch(key, { state: 'done', sent: file.size });
          onUploaded();
        })
        .catch((e: Error & { code?: string }) =>
          patch(key, e.code === 'CANCELLED' ? { state: 'cancelled' } : { state: 'failed', error: e.message }),
        )
        .finally(() => controllers.current.delete(key));
    }
  };

  return (
    <Paper
      withBorder
      p="md"
      data-testid="drive-dropzone"
      bg={dragging ? 'var(--mantine-color-blue-light)' : undefined}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        if (!disabled) start([...e.dataTransfer.files]);
      }}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed">
            Drop files here or choose them; they go into {folder}. Large files upload in parts and resume after a dropped connection.
          </Text>
          <FileButton multiple onChange={(files) => start(files)} disabled={disabled}>
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} />} disabled={disabled}>
                Upload files
              </Button>
            )}
          </FileButton>
        </Group>
        {items.length > 0 && (
          <Stack gap={6} aria-label="Uploads" role="list">
            {items.map((i) => (
              <Stack key={i.key} gap={2} role="listitem" data-testid={`upload-${i.name}`}>
                <Group gap="xs" wrap="nowrap" justify="space-between">
                  <Text size="sm" truncate title={i.name} style={{ flex: 1, minWidth: 0 }}>
                    {i.name}
                  </Text>
                  <Text size="xs" c={i.state === 'failed' ? 'red' : 'dimmed'} ta="right" data-testid="upload-state">
                    {i.state === 'uploading'
                      ? `${formatBytes(i.sent)} of ${formatBytes(i.size)}`
                      : i.state === 'done'
                        ? 'Uploaded'
                        : i.state === 'cancelled'
                          ? 'Cancelled'
                          : (i.error ?? 'Failed')}
                  </Text>
                  {i.state === 'uploading' ? (
                    <ActionIcon variant="subtle" aria-label={`Cancel ${i.name}`} onClick={() => controllers.current.get(i.key)?.abort()}>
                      <IconX size={16} />
                    </ActionIcon>
                  ) : (
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Dismiss ${i.name}`}
                      onClick={() => setItems((all) => all.filter((x) => x.key !== i.key))}
                    >
                      <IconX size={16} />
                    </ActionIcon>
                  )}
                </Group>
                <Progress
                  value={i.size ? (i.sent / i.size) * 100 : i.state === 'done' ? 100 : 0}
                  color={i.state === 'failed' ? 'red' : i.state === 'done' ? 'green' : 'blue'}
                  aria-label={`Upload progress of ${i.name}`}
                  size="sm"
                />
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
