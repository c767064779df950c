/** The channel list: channels and direct conversations, unread and mention badges, a button to start one. */
import { ActionIcon, Badge, Box, Group, NavLink, ScrollArea, Skeleton, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { channelsQuery, metadataQuery } from '../api/chat.ts';
import type { Channel, ChannelCounts } from '../api/types.ts';
import { ChannelIcon } from './Conversation.tsx';

interface Props {
  project: string | null;
  selected: string | null;
  projectName: (id: string) => string;
  onSelect: (c: Channel) => void;
  onNew: (() => void) | null;
}

export function ChannelList({ project, selected, projectName, onSelect, onNew }: Props) {
  const channels = useQuery(channelsQuery(project));
  const counts = useQuery(metadataQuery(project));
  const [filter, setFilter] = useState('');
  const byChannel = useMemo(() => new Map((counts.data?.channels ?? []).map((c) => [c.channel, c])), [counts.data]);
  const shown = (channels.data ?? []).filter((c) => !filter || c.name.toLowerCase().includes(filter.toLowerCase()));
  const groups: [string, Channel[]][] = [
    ['Channels', shown.filter((c) => c.type !== 'direct' && (c.member || !c.archivedAt))],
    ['Direct messages', shown.filter((c) => c.type === 'direct')],
  ];

  return (
    <Stack gap={0} h="100%">
      <Group px="sm" py="xs" justify="space-between" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Text fw={700}>Chat</Text>
        {onNew && (
          <Tooltip label="New channel or conversation">
            <ActionIcon variant="light" aria-label="New channel" onClick={onNew}>
              <IconPlus size={16} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <Box px="sm" py="xs">
        <TextInput
          size="xs"
          aria-label="Filter channels"
          placeholder="Filter channels"
          leftSection={<IconSearch size={14} />}
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
        />
      </Box>
      <ScrollArea style={{ flex: 1 }} type="auto">
        {channels.isPending ? (
          <Stack p="sm" gap="xs" aria-busy="true">
            {[1, 2, 3, 4].map((i) => (
              <Skeleton key={i} h={28} />
            ))}
          </Stack>
        ) : channels.isError ? (
          <Text c="red" size="sm" p="sm">
            Channels could not be loaded: {channels.error.message}
          </Text>
        ) : !shown.length ? (
          <Text c="dimmed" size="sm" p="sm">
            {filter ? 'No channel matches.' : onNew ? 'No channels yet. Start one with +.' : 'No channels yet.'}
          </Text>
        ) : (
          <nav aria-label="Channels">
            {groups.map(([label, list]) =>
              list.length ? (
                <Box key={label} mb="xs">
                  <Text size="xs" c="dimmed" fw={700} tt="uppercase" px="sm" py={4}>
                    {label}
                  </Text>
                  {list.map((c) => (
                    <ChannelLink
                      key={c.id}
                      c={c}
                      counts={byChannel.get(c.id)}
                      active={c.id === selected}
                      project={project}
                      projectName={projectName}
                      onSelect={onSelect}
                    />
                  ))}
                </Box>
              ) : null,
            )}
          </nav>
        )}
      </ScrollArea>
    </Stack>
  );
}

function ChannelLink(p: {
  c: Channel;
  counts?: ChannelCounts | undefined;
  active: boolean;
  project: string | null;
  projectName: (id: string) => string;
  onSelect: (c: Channel) => void;
}) {
  const { c, counts } = p;
  const unread = counts && !counts.muted ? counts.unread : 0;
  const mentions = counts?.mentions ?? 0;
  return (
    <NavLink
      component="button"
      active={p.active}
      onClick={() => p.onSelect(c)}
      label={
        <Text size="sm" fw={unread ? 700 : 400} lineClamp={1} c={c.member ? undefined : 'dimmed'}>
          {c.name}
        </Text>
      }
      description={p.project ? undefined : p.projectName(c.project)}
      leftSection={<ChannelIcon type={c.type} size={14} />}
      aria-label={`${c.name}${unread ? `, ${unread >= 1000 ? '999+' : unread} unread` : ''}${mentions ? `, ${mentions} mentions` : ''}`}
      rightSection={
        unread || mentions ? (
          <Badge size="sm" color={mentions ? 'red' : 'blue'} circle={unread < 10} data-testid="unread-badge">
            {mentions ? `@${mentions}` : unread >= 1000 ? '999+' : unread}
          </Badge>
        ) : null
      }
    />
  );
}
