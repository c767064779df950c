/** One bookmark: open it, move it to a tab, pin it for offline (with its last-synced time), delete it. */
import { ActionIcon, Anchor, Badge, Group, Menu, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { IconDots, IconPin, IconPinnedFilled } from '@tabler/icons-react';
import type { Bookmark, BookmarkTab } from '../api/bookmarks.ts';
import { lastSynced, type Pin } from '../lib/pins.ts';
import { viewLocation } from '../lib/views.ts';

export function BookmarkItem({
  bookmark,
  project,
  tabs,
  pinned,
  onPin,
  onMove,
  onDelete,
}: {
  bookmark: Bookmark;
  project: string;
  tabs: BookmarkTab[];
  pinned: Pin | undefined;
  onPin: (on: boolean) => void;
  onMove: (tabId: string | null) => void;
  onDelete: () => void;
}) {
  const router = useRouter();
  const qc = useQueryClient();
  const to = viewLocation(router, bookmark.data, project);
  const synced = pinned ? lastSynced(qc, pinned) : null;
  return (
    <Paper
      withBorder
      p="sm"
      data-testid={`bookmark-${bookmark.title}`}
      style={{ borderLeft: `4px solid var(--mantine-color-${bookmark.color ?? 'blue'}-6)` }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          {to ? (
            <Anchor component={Link} {...(to as object)} fw={600}>
              {bookmark.title}
            </Anchor>
          ) : (
            <Text fw={600}>{bookmark.title} (page no longer available)</Text>
          )}
          {bookmark.description && (
            <Text size="sm" c="dimmed">
              {bookmark.description}
            </Text>
          )}
          {pinned && (
            <Text size="xs" c="teal.8" data-testid="pinned-synced">
              Available offline · {synced ? `last synced ${new Date(synced).toLocaleString()}` : 'syncs when you open it'}
            </Text>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap">
          {bookmark.tabId === null && (
            <Badge size="xs" variant="outline" color="gray">
              No tab
            </Badge>
          )}
          <Tooltip label={pinned ? 'Stop keeping offline' : 'Keep available offline'}>
            <ActionIcon
              variant={pinned ? 'light' : 'subtle'}
              color="teal"
              aria-pressed={!!pinned}
              aria-label={`Keep ${bookmark.title} available offline`}
              onClick={() => onPin(!pinned)}
            >
              {pinned ? <IconPinnedFilled size={18} /> : <IconPin size={18} />}
            </ActionIcon>
          </Tooltip>
          <Menu position="bottom-end">
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`More for ${bookmark.title}`}>
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>Move to tab</Menu.Label>
              {tabs.map((t) => (
                <Menu.Item key={t.id} disabled={t.id === bookmark.tabId} onClick={() => onMove(t.id)}>
                  {t.name}
                </Menu.Item>
              ))}
              <Menu.Item disabled={bookmark.tabId === null} onClick={() => onMove(null)}>
                No tab
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item color="red" onClick={onDelete}>
                Delete bookmark
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
    </Paper>
  );
}
