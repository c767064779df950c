/**
 * Bookmarks: the user's saved views in the active project, in tabs arranged by drag and drop (tabs PUT as a
 * whole, new ones with a temporary `new-` id sent as null, sortOrder 1-based), each view openable, movable,
 * pinnable for offline (with its last-synced time) and a storage meter. Without a project: 'No project selected'.
 */
import { Alert, Button, Group, Menu, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { type Bookmark, type BookmarkTab, bookmarksQuery, TEMP_TAB_PREFIX, tabsQuery, useBookmarkMutations } from '../api/bookmarks.ts';
import { pin, recordPinnedView, unpin } from '../lib/pins.ts';
import { usePinRefresh, usePins } from '../lib/usePins.ts';
import { viewLocation } from '../lib/views.ts';
import { BookmarkItem } from './BookmarkItem.tsx';
import { BookmarkList } from './BookmarkList.tsx';
import { NO_PROJECT } from './SaveViewButton.tsx';
import { StorageMeter } from './StorageMeter.tsx';
import { ALL, TabStrip } from './TabStrip.tsx';

export function BookmarksPage({ projectId }: { projectId: string | null }) {
  if (!projectId)
    return (
      <Stack gap="md">
        <Title order={2}>Bookmarks</Title>
        <Alert color="gray" title={NO_PROJECT}>
          Bookmarks belong to a project: choose one from the account menu.
        </Alert>
      </Stack>
    );
  return <ProjectBookmarks key={projectId} project={projectId} />;
}

const newTabId = () => `${TEMP_TAB_PREFIX}${Math.random().toString(36).slice(2, 10)}`;

function ProjectBookmarks({ project }: { project: string }) {
  const qc = useQueryClient();
  const router = useRouter();
  const bookmarks = useQuery(bookmarksQuery(project));
  const tabs = useQuery(tabsQuery(project));
  const m = useBookmarkMutations(project);
  const pins = usePins();
  usePinRefresh();
  const [active, setActive] = useState<string>(ALL);
  const [newTab, setNewTab] = useState('');
  const [rename, setRename] = useState<string | null>(null);
  const tabList = tabs.data ?? [];
  const fail = (e: Error) => notifications.show({ color: 'red', message: e.message });
  const putTabs = (next: { id: string; name: string }[]) => m.putTabs.mutate(next, { onError: fail });

  const all = bookmarks.data ?? [];
  const shown = active === ALL ? all : all.filter((b) => b.tabId === active).sort((a, b) => a.tabSortOrder - b.tabSortOrder);
  const counts = Object.fromEntries(tabList.map((t) => [t.id, all.filter((b) => b.tabId === t.id).length]));
  const activeTab = tabList.find((t) => t.id === active);

  const reorder = (ordered: Bookmark[]) => {
    const field = active === ALL ? 'sortOrder' : 'tabSortOrder';
    ordered.forEach((b, i) => {
      if (b[field] !== i + 1) m.update.mutate({ id: b.id, body: { [field]: i + 1 } }, { onError: fail });
    });
  };
  const setPin = async (b: Bookmark, on: boolean) => {
    if (!on) return unpin(b.id);
    pin(project, b.id, b.data);
    const to = viewLocation(router, b.data, project);
    if (!to) return;
    // Record what the view's loader reads (routes without a loader are recorded when the view is opened).
    const touched: string[] = [];
    const stop = qc.getQueryCache().subscribe((e) => {
      if ((e.type === 'added' || e.type === 'updated') && e.query.queryKey[0] === 'project' && e.query.queryKey[2] !== 'enforce')
        touched.push(e.query.queryHash);
    });
    try {
      await router.preloadRoute(to as never);
    } finally {
      stop();
    }
    pin(project, b.id, b.data, touched);
    recordPinnedView(qc, b.id);
  };

  if (bookmarks.isPending || tabs.isPending) return <Skeleton h={240} />;
  if (bookmarks.isError || tabs.isError)
    return (
      <Alert color="red" title="Bookmarks could not be loaded">
        {(bookmarks.error ?? tabs.error)?.message}
      </Alert>
    );
  return (
    <Stack gap="md">
      <Title order={2}>Bookmarks</Title>
      <Text c="dimmed" size="sm">
        Save a list with its search and filters from the “Save this view” button on any list. Drag tabs and bookmarks to arrange them.
      </Text>
      <TabStrip tabs={tabList} active={active} counts={counts} onSelect={setActive} onReorder={(next: BookmarkTab[]) => putTabs(next)} />
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          aria-label="New tab name"
          placeholder="New tab"
          value={newTab}
          onChange={(e) => setNewTab(e.currentTarget.value)}
          maxLength={60}
          w={180}
        />
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          disabled={!newTab.trim()}
          onClick={() => {
            putTabs([...tabList, { id: newTabId(), name: newTab.trim() }]);
            setNewTab('');
          }}
        >
          Add tab
        </Button>
        {activeTab && (
          <Menu>
            <Menu.Target>
              <Button variant="subtle">Tab “{activeTab.name}”…</Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => setRename(activeTab.name)}>Rename</Menu.Item>
              <Menu.Item
                color="red"
                onClick={() => {
                  putTabs(tabList.filter((t) => t.id !== activeTab.id));
                  setActive(ALL);
                }}
              >
                Delete tab (its bookmarks stay)
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
        {activeTab && rename !== null && (
          <Group gap="xs">
            <TextInput aria-label="Tab name" value={rename} onChange={(e) => setRename(e.currentTarget.value)} maxLength={60} w={160} />
            <Button
              size="sm"
              disabled={!rename.trim()}
              onClick={() => {
                putTabs(tabList.map((t) => (t.id === activeTab.id ? { ...t, name: rename.trim() } : t)));
                setRename(null);
              }}
            >
              Rename
            </Button>
          </Group>
        )}
      </Group>
      {shown.length === 0 ? (
        <Alert color="gray" title="No bookmarks here yet">
          Open a list, set its filters and press “Save this view”.
        </Alert>
      ) : (
        <BookmarkList
          items={shown}
          onReorder={reorder}
          render={(b) => (
            <BookmarkItem
              bookmark={b}
              project={project}
              tabs={tabList}
              pinned={pins[b.id]}
              onPin={(on) => void setPin(b, on)}
              onMove={(tabId) => m.update.mutate({ id: b.id, body: { tabId } }, { onError: fail })}
              onDelete={() => {
                unpin(b.id);
                m.remove.mutate(b.id, { onError: fail });
              }}
            />
          )}
        />
      )}
      <StorageMeter pins={Object.values(pins).filter((p) => p.projectId === project).length} />
    </Stack>
  );
}
