/** The open channel: header (name, members, search, settings, jump to first unread), messages, composer. */
import { ActionIcon, Badge, Box, Button, Group, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowLeft, IconHash, IconLock, IconSearch, IconSettings, IconUser, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { channelQuery, metadataQuery, searchQuery } from '../api/chat.ts';
import { useMarkRead, useMessageActions } from '../api/mutations.ts';
import type { Message } from '../api/types.ts';
import { allMessages, appendMessage } from '../lib/cache.ts';
import { onSent, pendingSnapshot, queueMessage, subscribePending } from '../lib/pending.ts';
import { usePeople } from '../lib/people.ts';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import { chatKeys } from '../api/keys.ts';
import { ChannelSettings } from './ChannelSettings.tsx';
import classes from './chat.module.css';
import { Composer } from './Composer.tsx';
import type { MessageActions } from './MessageItem.tsx';
import { MessageList } from './MessageList.tsx';

interface Props {
  project: string;
  channel: string;
  anchor: string | null;
  me: string;
  phone: boolean;
  onBack: () => void;
  onJump: (messageId: string | null) => void;
  onLeft: () => void;
}

export const ChannelIcon = ({ type, size = 16 }: { type: string; size?: number }) =>
  type === 'private' ? <IconLock size={size} /> : type === 'direct' ? <IconUser size={size} /> : <IconHash size={size} />;

export function Conversation({ project, channel, anchor, me, phone, onBack, onJump, onLeft }: Props) {
  const qc = useQueryClient();
  const ch = useQuery(channelQuery(project, channel));
  const counts = useQuery(metadataQuery(project));
  const people = usePeople(project);
  // Attaching uploads to the drive (drive.files.create) and the server checks the sender may read it.
  const canAttach = usePermission(project, ['drive.files.create', 'drive.files.list']).allowed;
  const { edit, remove, react } = useMessageActions(project, channel);
  const markRead = useMarkRead(project);
  const [editing, setEditing] = useState<string | null>(null);
  const [settings, setSettings] = useState(false);
  const [searching, setSearching] = useState(false);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const results = useQuery(searchQuery(project, channel, debounced));
  const pendingAll = useSyncExternalStore(subscribePending, pendingSnapshot, pendingSnapshot);
  const pending = useMemo(() => pendingAll.filter((x) => x.project === project && x.channel === channel), [pendingAll, project, channel]);
  const mine = counts.data?.channels.find((c) => c.channel === channel);
  // The read position when the channel was opened (kept while it stays open, though reading moves it on):
  // "New messages" is drawn after it and "Jump to first unread" goes there.
  const [atOpen, setAtOpen] = useState<{ after: string | null; unread: number } | null>(null);
  useEffect(() => {
    if (!atOpen && counts.data) setAtOpen({ after: mine && mine.unread > 0 ? mine.lastReadMessageId : null, unread: mine?.unread ?? 0 });
  }, [atOpen, counts.data, mine]);
  const unreadAfter = atOpen?.after ?? null;

  useEffect(() => {
    const off = onSent((m) => appendMessage(qc, m.project, m.channel, m));
    return () => {
      off();
    };
  }, [qc]);

  const actions: MessageActions = useMemo(
    () => ({
      react: (m, emoji, on) => react.mutate({ id: m.id, emoji, on }),
      edit: (m, text) => edit.mutateAsync({ id: m.id, text }),
      remove: (m) => remove.mutateAsync(m.id),
    }),
    [react, edit, remove],
  );

  const lastMarked = useRef<string | null>(null);
  const member = !!ch.data?.member;
  const onSeenEnd = useCallback(
    (last: Message) => {
      if (!member || lastMarked.current === last.id || (last.id === ch.data?.subscription?.lastReadMessageId && !mine?.unread)) return;
      lastMarked.current = last.id;
      markRead.mutate({ channel, message: last.id });
    },
    [member, channel, markRead, ch.data?.subscription?.lastReadMessageId, mine?.unread],
  );

  const editLast = () => {
    const data = qc.getQueryData(chatKeys.messages(project, channel, anchor)) as Parameters<typeof allMessages>[0];
    const own = allMessages(data)
      .filter((m) => m.user?.id === me && !m.deleted)
      .at(-1);
    if (own) setEditing(own.id);
  };

  if (ch.isError)
    return (
      <Stack p="md" className={classes.pane}>
        {phone && (
          <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack} w="fit-content">
            Channels
          </Button>
        )}
        <Text c="dimmed">This channel does not exist, or you are not one of its members.</Text>
      </Stack>
    );

  const c = ch.data;
  return (
    <Box
      className={classes.pane}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && searching) {
          setSearching(false);
          setSearch('');
        }
      }}
    >
      <Group px="sm" py="xs" gap="xs" wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        {phone && (
          <ActionIcon variant="subtle" aria-label="Back to channels" onClick={onBack}>
            <IconArrowLeft size={18} />
          </ActionIcon>
        )}
        {c && <ChannelIcon type={c.type} />}
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} size="h4" lineClamp={1}>
            {c?.name ?? '…'}
          </Title>
          {c?.description && !phone && (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {c.description}
            </Text>
          )}
        </Box>
        {unreadAfter && anchor !== unreadAfter && (
          <Button size="compact-sm" variant="light" onClick={() => onJump(unreadAfter)}>
            {phone ? `${atOpen?.unread} new` : `Jump to first unread (${atOpen?.unread})`}
          </Button>
        )}
        {c?.archivedAt && <Badge color="gray">Archived</Badge>}
        <Tooltip label="Search this channel">
          <ActionIcon variant="subtle" aria-label="Search messages" onClick={() => setSearching((s) => !s)} aria-pressed={searching}>
            <IconSearch size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Channel settings and members">
          <ActionIcon variant="subtle" aria-label="Channel settings" onClick={() => setSettings(true)} disabled={!c}>
            <IconSettings size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {searching && (
        <Box px="sm" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          <TextInput
            autoFocus
            aria-label="Search messages"
            placeholder="Search messages (words, prefixes, “exact phrase”)"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            rightSection={
              <ActionIcon
                variant="subtle"
                aria-label="Close search"
                onClick={() => {
                  setSearching(false);
                  setSearch('');
                }}
              >
                <IconX size={14} />
              </ActionIcon>
            }
          />
        </Box>
      )}
      {searching && debounced ? (
        <Box className={classes.scroller} p="sm" role="region" aria-label="Search results">
          {results.isPending ? (
            <Text size="sm" c="dimmed">
              Searching…
            </Text>
          ) : results.isError ? (
            <Text size="sm" c="red">
              {results.error.message}
            </Text>
          ) : !results.data.messages.length ? (
            <Text size="sm" c="dimmed">
              No messages match “{debounced}”.
            </Text>
          ) : (
            <Stack gap={4}>
              {results.data.messages.map((r) => (
                <Button
                  key={r.id}
                  variant="subtle"
                  color="gray"
                  justify="flex-start"
                  h="auto"
                  py={6}
                  onClick={() => {
                    setSearching(false);
                    setSearch('');
                    onJump(r.id);
                  }}
                >
                  <Stack gap={0} align="flex-start" style={{ whiteSpace: 'normal', textAlign: 'left' }}>
                    <Text size="xs" c="dimmed">
                      {r.user ? [r.user.firstName, r.user.lastName].filter(Boolean).join(' ') || r.user.email : 'Someone'} ·{' '}
                      {new Date(r.createdAt).toLocaleString()}
                    </Text>
                    <Text size="sm" c="var(--mantine-color-text)">
                      <Headline text={r.headline} />
                    </Text>
                  </Stack>
                </Button>
              ))}
            </Stack>
          )}
        </Box>
      ) : !atOpen && counts.isPending ? (
        <Box className={classes.scroller} aria-busy="true" />
      ) : (
        <MessageList
          key={`${channel}:${anchor ?? ''}`}
          project={project}
          channel={channel}
          anchor={anchor}
          unreadAfter={unreadAfter}
          me={me}
          names={people.names}
          actions={actions}
          pending={pending}
          editing={editing}
          setEditing={setEditing}
          onSeenEnd={onSeenEnd}
        />
      )}
      <Composer
        project={project}
        people={people.list.filter((p) => p.id !== me)}
        placeholder={c ? `Message ${c.type === 'direct' ? c.name : `#${c.name}`}` : 'Message'}
        disabled={!c || !!c.archivedAt}
        canAttach={canAttach}
        onSend={(text, attachments) => {
          queueMessage(project, channel, text, attachments);
          if (anchor) onJump(null); // back to the end, where the message appears
        }}
        onEditLast={editLast}
      />
      {c && (
        <ChannelSettings
          opened={settings}
          onClose={() => setSettings(false)}
          project={project}
          channel={c}
          me={me}
          people={people.list}
          onLeft={onLeft}
        />
      )}
    </Box>
  );
}

/** A search hit's excerpt: the matched words (between the server's STX and ETX marks) highlighted, as text. */
function Headline({ text }: { text: string }) {
  const out: ReactNode[] = [];
  let n = 0;
  for (const part of text.replaceAll('\u0003', '\u0002').split('\u0002')) {
    const key = `h${n}`;
    out.push(n % 2 ? <mark key={key}>{part}</mark> : <span key={key}>{part}</span>);
    n++;
  }
  return <>{out}</>;
}
