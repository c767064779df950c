/** Channel settings and members (a drawer): name and description, your notifications, members, leave, archive, delete. */
import { Alert, Button, Drawer, Group, Select, SegmentedControl, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmAction } from '../../../components/data/ConfirmAction.tsx';
import { membersQuery } from '../api/chat.ts';
import { useChannelUsers, useDeleteChannel, useSubscription, useUpdateChannel } from '../api/mutations.ts';
import type { Channel } from '../api/types.ts';
import { nameOf, type Person } from '../lib/people.ts';

interface Props {
  opened: boolean;
  onClose: () => void;
  project: string;
  channel: Channel;
  me: string;
  people: Person[];
  onLeft: () => void;
}

const MUTES = [
  { value: '', label: 'Not muted' },
  { value: '1', label: 'Mute for 1 hour' },
  { value: '8', label: 'Mute for 8 hours' },
  { value: '168', label: 'Mute for a week' },
];

export function ChannelSettings({ opened, onClose, project, channel, me, people, onLeft }: Props) {
  const members = useQuery({ ...membersQuery(project, channel.id), enabled: opened });
  const update = useUpdateChannel(project, channel.id);
  const del = useDeleteChannel(project, channel.id);
  const users = useChannelUsers(project, channel.id);
  const sub = useSubscription(project, channel.id, me);
  const owner = channel.subscription?.role === 'owner';
  const [name, setName] = useState(channel.name);
  const [description, setDescription] = useState(channel.description);
  const [adding, setAdding] = useState<string | null>(null);
  const memberIds = new Set((members.data ?? []).map((m) => m.id));
  const error = update.error ?? users.add.error ?? users.remove.error ?? sub.error;

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      title={
        <Title order={3} size="h4">
          Channel settings
        </Title>
      }
    >
      <Stack>
        {error && <Alert color="red">{error.message}</Alert>}
        {channel.type !== 'direct' && (
          <Stack gap="xs">
            <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} disabled={!owner} maxLength={80} />
            <Textarea
              label="Description"
              value={description}
              onChange={(e) => setDescription(e.currentTarget.value)}
              disabled={!owner}
              maxLength={500}
              autosize
            />
            {owner && (
              <Group>
                <Button size="compact-sm" loading={update.isPending} onClick={() => update.mutate({ name, description })}>
                  Save
                </Button>
                <Button size="compact-sm" variant="default" onClick={() => update.mutate({ archived: !channel.archivedAt })}>
                  {channel.archivedAt ? 'Restore channel' : 'Archive channel'}
                </Button>
              </Group>
            )}
          </Stack>
        )}

        {channel.subscription && (
          <Stack gap="xs">
            <Text fw={600} size="sm">
              Your notifications
            </Text>
            <SegmentedControl
              aria-label="Notify me about"
              value={channel.subscription.notificationLevel}
              onChange={(v) => sub.mutate({ notificationLevel: v as 'all' | 'mentions' | 'none' })}
              data={[
                { value: 'all', label: 'Mentions and DMs' },
                { value: 'mentions', label: 'Mentions only' },
                { value: 'none', label: 'Nothing' },
              ]}
            />
            <Select
              label="Mute"
              data={MUTES}
              value={channel.subscription.mutedUntil && Date.parse(channel.subscription.mutedUntil) > Date.now() ? null : ''}
              placeholder={
                channel.subscription.mutedUntil ? `Muted until ${new Date(channel.subscription.mutedUntil).toLocaleString()}` : undefined
              }
              onChange={(v) => sub.mutate({ mutedUntil: v ? new Date(Date.now() + Number(v) * 3_600_000).toISOString() : null })}
              allowDeselect={false}
            />
          </Stack>
        )}

        <Stack gap="xs">
          <Text fw={600} size="sm">
            Members ({channel.memberCount})
          </Text>
          {members.isPending && <Text size="sm">Loading…</Text>}
          {(members.data ?? []).map((m) => (
            <Group key={m.id} justify="space-between" wrap="nowrap">
              <div>
                <Text size="sm">
                  {nameOf(m)} {m.id === me && '(you)'}
                </Text>
                <Text size="xs" c="dimmed">
                  {m.role === 'owner' ? 'Owner' : 'Member'} · {m.email}
                </Text>
              </div>
              {owner && m.id !== me && channel.type !== 'direct' && (
                <Button size="compact-xs" variant="subtle" color="red" onClick={() => users.remove.mutate([m.id])}>
                  Remove
                </Button>
              )}
            </Group>
          ))}
          {channel.type !== 'direct' && (channel.member || channel.type === 'public') && (
            <Group align="flex-end" wrap="nowrap">
              <Select
                label="Add someone"
                searchable
                style={{ flex: 1 }}
                value={adding}
                onChange={setAdding}
                data={people.filter((p) => !memberIds.has(p.id)).map((p) => ({ value: p.id, label: p.name }))}
                nothingFoundMessage="Everyone is here"
              />
              <Button
                disabled={!adding}
                loading={users.add.isPending}
                onClick={() => adding && users.add.mutate([adding], { onSuccess: () => setAdding(null) })}
              >
                Add
              </Button>
            </Group>
          )}
        </Stack>

        <Group>
          {channel.member ? (
            <Button
              variant="default"
              onClick={() =>
                users.remove.mutate([me], {
                  onSuccess: () => {
                    onClose();
                    onLeft();
                  },
                })
              }
            >
              Leave channel
            </Button>
          ) : (
            channel.type === 'public' && (
              <Button variant="default" onClick={() => users.add.mutate([me])}>
                Join channel
              </Button>
            )
          )}
          {owner && (
            <ConfirmAction
              trigger="Delete channel"
              title={`Delete ${channel.name}`}
              message="The channel and all its messages are deleted for everyone. This cannot be undone."
              onConfirm={async () => {
                await del.mutateAsync();
                onClose();
                onLeft();
              }}
            />
          )}
        </Group>
      </Stack>
    </Drawer>
  );
}
