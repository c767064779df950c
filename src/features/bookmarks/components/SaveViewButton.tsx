/**
 * "Save this view" on every list (registered into the list kit's toolbar): saves the route, params and query
 * as a bookmark, in a tab, optionally pinned for offline. On a saved view it says so; on a pinned one it shows
 * when its data was last synced (and records what the view reads, so it stays in the offline cache).
 */
import { Alert, Anchor, Badge, Button, Checkbox, Group, Popover, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useMatches } from '@tanstack/react-router';
import { IconBookmark, IconBookmarkFilled, IconPinned } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { ListViewActionProps } from '../../../components/data/view-actions.tsx';
import { toAppError } from '../../../lib/api/errors.ts';
import { bookmarksQuery, tabsQuery, useBookmarkMutations } from '../api/bookmarks.ts';
import { lastSynced, pin, recordPinnedView } from '../lib/pins.ts';
import { usePinRefresh, usePins } from '../lib/usePins.ts';
import { describeView, sameView, viewOf } from '../lib/views.ts';

export const NO_PROJECT = 'No project selected';

export function SaveViewButton({ label }: ListViewActionProps) {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const project = (leaf?.search as { project?: string } | undefined)?.project;
  const view = leaf ? viewOf(leaf) : null;
  usePinRefresh();
  if (!view) return null;
  if (!project)
    return (
      <Tooltip label={NO_PROJECT}>
        <Button variant="default" size="sm" disabled leftSection={<IconBookmark size={16} />}>
          Save this view
        </Button>
      </Tooltip>
    );
  return <SaveView key={project} project={project} view={view} label={label} />;
}

function SaveView({ project, view, label }: { project: string; view: NonNullable<ReturnType<typeof viewOf>>; label: string }) {
  const qc = useQueryClient();
  const bookmarks = useQuery(bookmarksQuery(project));
  const tabs = useQuery(tabsQuery(project));
  const m = useBookmarkMutations(project);
  const pins = usePins();
  const [opened, setOpened] = useState(false);
  const [title, setTitle] = useState('');
  const [tabId, setTabId] = useState<string | null>(null);
  const [offline, setOffline] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const saved = bookmarks.data?.find((b) => sameView(b.data, view));
  const pinned = saved ? pins[saved.id] : undefined;
  const [, tick] = useState(0);

  // While a pinned view is on screen, keep its queries recorded (new pages, sorts) and its time current.
  useEffect(() => {
    if (!pinned) return;
    recordPinnedView(qc, pinned.bookmarkId);
    return qc.getQueryCache().subscribe((e) => {
      if (e.type === 'updated' && e.action.type === 'success') {
        recordPinnedView(qc, pinned.bookmarkId);
        tick((n) => n + 1);
      }
    });
  }, [qc, pinned]);

  if (saved) {
    const synced = pinned ? lastSynced(qc, pinned) : null;
    return (
      <Group gap={6}>
        <Badge
          component={Link}
          to="/bookmarks"
          search={{ project } as never}
          variant="light"
          leftSection={<IconBookmarkFilled size={12} />}
          data-testid="view-saved"
          style={{ cursor: 'pointer' }}
        >
          Saved: {saved.title}
        </Badge>
        {pinned && (
          <Badge variant="light" color="teal" leftSection={<IconPinned size={12} />} data-testid="view-pinned">
            Offline · {synced ? `last synced ${new Date(synced).toLocaleString()}` : 'not synced yet'}
          </Badge>
        )}
      </Group>
    );
  }

  const save = () => {
    setError(null);
    m.create.mutate(
      { title: title.trim() || describeView(label, view), data: view, tabId },
      {
        onSuccess: (b) => {
          if (offline) {
            pin(project, b.id, view);
            recordPinnedView(qc, b.id);
          }
          setOpened(false);
          notifications.show({ color: 'green', message: `Saved “${b.title}” to your bookmarks.` });
        },
        onError: (e) => setError(Object.values(toAppError(e).errors ?? {})[0]?.[0] ?? e.message),
      },
    );
  };
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      trapFocus
      withArrow
      onOpen={() => {
        setTitle(describeView(label, view));
        setTabId(tabs.data?.[0]?.id ?? null);
      }}
    >
      <Popover.Target>
        <Button variant="default" size="sm" leftSection={<IconBookmark size={16} />} onClick={() => setOpened((o) => !o)}>
          Save this view
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm" w={280}>
          <Text size="sm" c="dimmed">
            Saves this list with its search, filters and sort.
          </Text>
          <TextInput label="Bookmark title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} maxLength={120} />
          <Select
            label="Tab"
            placeholder="No tab"
            clearable
            data={(tabs.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
            value={tabId}
            onChange={setTabId}
            comboboxProps={{ withinPortal: false }}
          />
          <Checkbox label="Keep available offline" checked={offline} onChange={(e) => setOffline(e.currentTarget.checked)} />
          {error && <Alert color="red">{error}</Alert>}
          <Group justify="space-between">
            <Anchor component={Link} to="/bookmarks" search={{ project } as never} size="sm">
              Bookmarks
            </Anchor>
            <Button size="sm" onClick={save} loading={m.create.isPending}>
              Save bookmark
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
