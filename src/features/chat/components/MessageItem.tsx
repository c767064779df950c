/** One message: author, time, safe Markdown, edited / deleted marks, reactions, and its actions (keyboard reachable). */
import { ActionIcon, Avatar, Box, Button, Group, Popover, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconMoodSmile, IconPencil, IconTrash } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { CHAT_QUICK_REACTIONS } from '../../../../common/chat.ts';
import { ConfirmAction } from '../../../components/data/ConfirmAction.tsx';
import type { Message } from '../api/types.ts';
import { initials, nameOf } from '../lib/people.ts';
import { MessageAttachments } from './Attachments.tsx';
import { Markdown } from './Markdown.tsx';
import classes from './chat.module.css';

export interface MessageActions {
  react: (m: Message, emoji: string, on: boolean) => void;
  edit: (m: Message, text: string) => Promise<unknown>;
  remove: (m: Message) => Promise<unknown>;
}

interface Props {
  message: Message;
  me: string;
  names: ReadonlyMap<string, string>;
  actions: MessageActions;
  highlighted: boolean;
  editing: boolean;
  setEditing: (id: string | null) => void;
  compact: boolean;
}

// One formatter for every message: toLocaleTimeString builds a new Intl.DateTimeFormat per call, which was most
// of the time spent drawing a page of messages.
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
const time = (iso: string) => timeFormat.format(new Date(iso));

export const MessageItem = memo(function MessageItem({ message: m, me, names, actions, highlighted, editing, setEditing, compact }: Props) {
  const author = m.user ? nameOf(m.user) : 'Someone';
  const own = m.user?.id === me;
  return (
    <Box
      className={classes.message}
      data-highlighted={highlighted || undefined}
      data-message-id={m.id}
      id={`message-${m.id}`}
      role="article"
      aria-label={`${author} at ${time(m.createdAt)}`}
      px="sm"
      py={compact ? 2 : 6}
    >
      <Group align="flex-start" gap="sm" wrap="nowrap">
        {compact ? (
          <Box w={32} />
        ) : (
          <Avatar size={32} radius="xl" color="blue">
            {initials(author)}
          </Avatar>
        )}
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          {!compact && (
            <Group gap={6}>
              <Text fw={600} size="sm">
                {author}
              </Text>
              <Text size="xs" c="dimmed">
                <time dateTime={m.createdAt}>{time(m.createdAt)}</time>
              </Text>
            </Group>
          )}
          {m.deleted ? (
            <Text size="sm" c="dimmed" fs="italic">
              message deleted
            </Text>
          ) : editing ? (
            <EditBox message={m} onSave={(text) => actions.edit(m, text)} onClose={() => setEditing(null)} />
          ) : (
            <>
              {(m.text || m.edited) && (
                <Text size="sm" className={classes.body} component="div">
                  <Markdown text={m.text} names={names} />
                  {m.edited && (
                    <Text span size="xs" c="dimmed" ml={4}>
                      (edited)
                    </Text>
                  )}
                </Text>
              )}
              {m.attachments.length > 0 && (
                <MessageAttachments project={m.project} channel={m.channel} message={m.id} attachments={m.attachments} />
              )}
            </>
          )}
          {m.reactions.length > 0 && (
            <Group gap={4} mt={2}>
              {m.reactions.map((r) => {
                const mine = r.users.includes(me);
                return (
                  <Tooltip key={r.emoji} label={r.users.map((u) => names.get(u) ?? 'someone').join(', ')} withArrow>
                    <Button
                      size="compact-xs"
                      variant={mine ? 'light' : 'default'}
                      aria-pressed={mine}
                      aria-label={`${r.emoji} ${r.count}${mine ? ', yours' : ''}`}
                      onClick={() => actions.react(m, r.emoji, !mine)}
                    >
                      {r.emoji} {r.count}
                    </Button>
                  </Tooltip>
                );
              })}
            </Group>
          )}
        </Stack>
        {!m.deleted && !editing && (
          <Group gap={2} className={classes.actions}>
            <ReactionPicker
              onPick={(emoji) => actions.react(m, emoji, !m.reactions.some((r) => r.emoji === emoji && r.users.includes(me)))}
            />
            {own && (
              <>
                <Tooltip label="Edit (↑ in an empty message box)">
                  <ActionIcon variant="subtle" color="gray" aria-label="Edit message" onClick={() => setEditing(m.id)}>
                    <IconPencil size={16} />
                  </ActionIcon>
                </Tooltip>
                <ConfirmAction
                  trigger="Delete"
                  title="Delete message"
                  message="The message is replaced by “message deleted” for everyone."
                  onConfirm={() => actions.remove(m)}
                >
                  {(open) => (
                    <ActionIcon variant="subtle" color="red" aria-label="Delete message" onClick={open}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  )}
                </ConfirmAction>
              </>
            )}
          </Group>
        )}
      </Group>
    </Box>
  );
});

function ReactionPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="top-end" withArrow trapFocus returnFocus>
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" aria-label="Add reaction" onClick={() => setOpened((o) => !o)}>
          <IconMoodSmile size={16} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={4}>
        <Group gap={2}>
          {CHAT_QUICK_REACTIONS.map((e) => (
            <ActionIcon
              key={e}
              variant="subtle"
              size="lg"
              aria-label={`React with ${e}`}
              onClick={() => {
                setOpened(false);
                onPick(e);
              }}
            >
              <span style={{ fontSize: 18 }}>{e}</span>
            </ActionIcon>
          ))}
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}

function EditBox({ message, onSave, onClose }: { message: Message; onSave: (text: string) => Promise<unknown>; onClose: () => void }) {
  const [text, setText] = useState(message.text);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    if (!text.trim()) return;
    setBusy(true);
    try {
      await onSave(text);
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Not saved.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4}>
      <Textarea
        aria-label="Edit message"
        autosize
        minRows={1}
        maxRows={8}
        value={text}
        data-autofocus
        autoFocus
        error={error}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            onClose();
          } else if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            void save();
          }
        }}
      />
      <Group gap="xs">
        <Button size="compact-sm" onClick={save} loading={busy}>
          Save
        </Button>
        <Button size="compact-sm" variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Text size="xs" c="dimmed">
          Enter saves · Esc cancels
        </Text>
      </Group>
    </Stack>
  );
}
