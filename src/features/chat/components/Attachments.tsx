/**
 * Attachments in a message (image thumbnails through the image service; other files as download chips) and
 * in the composer (uploading with progress, then ready to send; each removable). All keyboard reachable.
 */
import { Box, Button, CloseButton, Group, Image, Paper, Progress, Text, UnstyledButton } from '@mantine/core';
import { IconDownload, IconFile, IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { type Attachment, formatSize, isImageType, saveAttachment, thumbnailUrl } from '../lib/attachments.ts';

const THUMB_W = 240;
const THUMB_H = 180;

interface MessageAttachmentsProps {
  project: string;
  channel: string;
  message: string;
  attachments: Attachment[];
}

export function MessageAttachments({ project, channel, message, attachments }: MessageAttachmentsProps) {
  const [error, setError] = useState<string | null>(null);
  const save = (a: Attachment) =>
    saveAttachment(project, channel, message, a).then(
      () => setError(null),
      (e: unknown) => setError(e instanceof Error ? e.message : 'The file could not be downloaded.'),
    );
  return (
    <Box mt={4} data-testid="message-attachments">
      <Group gap="xs" align="flex-start">
        {attachments.map((a) =>
          isImageType(a.contentType) && a.imageToken ? (
            <UnstyledButton
              key={a.file}
              onClick={() => void save(a)}
              aria-label={`Download image ${a.name} (${formatSize(a.size)})`}
              title={a.name}
              style={{ borderRadius: 'var(--mantine-radius-sm)', maxWidth: '100%' }}
            >
              <Image
                src={thumbnailUrl(project, a, THUMB_W, THUMB_H)}
                alt={a.name}
                maw={{ base: 180, sm: THUMB_W }}
                mah={THUMB_H}
                w="auto"
                radius="sm"
                fit="contain"
                loading="lazy"
                style={{ border: '1px solid var(--mantine-color-gray-3)', background: 'var(--mantine-color-gray-0)' }}
              />
            </UnstyledButton>
          ) : (
            <Button
              key={a.file}
              variant="default"
              size="compact-sm"
              leftSection={<IconFile size={14} aria-hidden />}
              rightSection={<IconDownload size={14} aria-hidden />}
              onClick={() => void save(a)}
              aria-label={`Download ${a.name} (${formatSize(a.size)})`}
              maw="100%"
            >
              <Text span size="sm" truncate maw={{ base: 170, sm: 260 }}>
                {a.name}
              </Text>
              <Text span size="xs" c="dimmed" ml={6}>
                {formatSize(a.size)}
              </Text>
            </Button>
          ),
        )}
      </Group>
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Box>
  );
}

export interface ComposerUpload {
  key: string;
  name: string;
  size: number;
  type: string;
  sent: number;
  state: 'uploading' | 'ready' | 'failed';
  error?: string;
  file?: string;
  contentType?: string;
  controller: AbortController;
}

export function UploadChips({ uploads, onRemove }: { uploads: ComposerUpload[]; onRemove: (key: string) => void }) {
  if (!uploads.length) return null;
  return (
    <Group gap="xs" mb="xs" role="list" aria-label="Files to send">
      {uploads.map((u) => {
        const pct = u.size ? Math.round((u.sent / u.size) * 100) : u.state === 'ready' ? 100 : 0;
        return (
          <Paper key={u.key} withBorder radius="sm" px="xs" py={4} role="listitem" w={{ base: '100%', xs: 220 }} data-state={u.state}>
            <Group gap={6} wrap="nowrap">
              {isImageType(u.type) ? <IconPhoto size={16} aria-hidden /> : <IconFile size={16} aria-hidden />}
              <Box style={{ flex: 1, minWidth: 0 }}>
                <Text size="xs" truncate title={u.name}>
                  {u.name}
                </Text>
                {u.state === 'uploading' ? (
                  <Progress value={pct} size="xs" aria-label={`Uploading ${u.name}`} />
                ) : (
                  <Text size="xs" c={u.state === 'failed' ? 'red' : 'dimmed'}>
                    {u.state === 'failed' ? (u.error ?? 'Upload failed') : `${formatSize(u.size)} · ready`}
                  </Text>
                )}
              </Box>
              <CloseButton size="sm" aria-label={`Remove ${u.name}`} onClick={() => onRemove(u.key)} />
            </Group>
          </Paper>
        );
      })}
    </Group>
  );
}
