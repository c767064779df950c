/** chat.dashboard: recent activity across the channels — unread and mention totals, the busiest channels' latest messages. */
import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { listMessages } from '../../../lib/api/generated/ops/listMessages.ts';
import { channelsQuery, metadataQuery } from '../api/chat.ts';
import { chatKeys } from '../api/keys.ts';
import { nameOf, usePeople } from '../lib/people.ts';
import { useChatStream } from '../lib/stream.ts';
import { ChannelIcon } from './Conversation.tsx';
import { plainText } from './Markdown.tsx';

const RECENT = 6;

export function ChatDashboard({ project, onOpen }: { project: string; onOpen: (channel: string, message?: string) => void }) {
  const channels = useQuery(channelsQuery(project));
  const counts = useQuery(metadataQuery(project));
  const people = usePeople(project);
  useChatStream(project);
  const recent = useMemo(() => (channels.data ?? []).filter((c) => c.lastMessageAt && !c.archivedAt).slice(0, RECENT), [channels.data]);
  const latest = useQueries({
    queries: recent.map((c) => ({
      queryKey: chatKeys.latest(project, c.id),
      queryFn: () => listMessages({ path: { channel: c.id }, query: { project, limit: 3 } }),
    })),
  });
  const byChannel = new Map((counts.data?.channels ?? []).map((x) => [x.channel, x]));

  return (
    <Stack>
      <Title order={1} size="h2">
        Chat
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        <Stat label="Unread messages" value={counts.data?.unread} />
        <Stat label="Mentions" value={counts.data?.mentions} />
        <Stat label="Channels" value={channels.data?.length} />
      </SimpleGrid>
      <Title order={2} size="h4">
        Recent activity
      </Title>
      {channels.isPending ? (
        <Skeleton h={120} />
      ) : channels.isError ? (
        <Text c="red">{channels.error.message}</Text>
      ) : !recent.length ? (
        <Text c="dimmed">No conversations yet.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {recent.map((c, i) => {
            const m = latest[i]?.data?.messages ?? [];
            const k = byChannel.get(c.id);
            return (
              <Card key={c.id} withBorder padding="sm">
                <UnstyledButton onClick={() => onOpen(c.id)} aria-label={`Open ${c.name}`}>
                  <Group gap="xs">
                    <ChannelIcon type={c.type} />
                    <Text fw={600}>{c.name}</Text>
                    {k && k.unread > 0 && <Badge size="sm">{k.unread >= 1000 ? '999+' : k.unread} unread</Badge>}
                    {k && k.mentions > 0 && (
                      <Badge size="sm" color="red">
                        @{k.mentions}
                      </Badge>
                    )}
                  </Group>
                </UnstyledButton>
                <Stack gap={2} mt="xs">
                  {latest[i]?.isPending && <Skeleton h={40} />}
                  {m.map((x) => (
                    <UnstyledButton key={x.id} onClick={() => onOpen(c.id, x.id)}>
                      <Text size="sm" lineClamp={1}>
                        <Text span fw={600}>
                          {x.user ? nameOf(x.user) : 'Someone'}:
                        </Text>{' '}
                        {x.deleted ? 'message deleted' : plainText(x.text, people.names)}
                      </Text>
                    </UnstyledButton>
                  ))}
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function Stat({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton h={28} w={60} />
      ) : (
        <Text fz={28} fw={700}>
          {value >= 1000 ? '999+' : value}
        </Text>
      )}
    </Card>
  );
}
