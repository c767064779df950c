/** A task's comments (oldest first, with a box to add one) and its history (newest first). */
import { Alert, Box, Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAddComment } from '../api/mutations.ts';
import { activityQuery, commentsQuery } from '../api/tasks.ts';
import { personName, type TaskActivity } from '../api/types.ts';
import { serverErrors } from './form-errors.ts';
import { textToHtml } from './rich-text.ts';
import { RichText } from './RichText.tsx';

const when = (iso: string) => new Date(iso).toLocaleString();

export function TaskComments({ project, id }: { project: string; id: string }) {
  const comments = useQuery(commentsQuery(project, id));
  const add = useAddComment(project, id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = () =>
    add.mutate(textToHtml(text), {
      onSuccess: () => {
        setText('');
        setError(null);
      },
      onError: (e) => {
        const r = serverErrors(e, ['body']);
        setError(r.fields.body ?? r.message);
      },
    });
  return (
    <Stack gap="sm">
      {comments.isPending && <Loader size="sm" />}
      {comments.isError && <Alert color="red">{comments.error.message}</Alert>}
      {comments.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          No comments yet.
        </Text>
      )}
      {comments.data?.map((c) => (
        <Box key={c.id} data-testid="task-comment">
          <Text size="xs" c="dimmed">
            {personName(c.author)} · {when(c.createdAt)}
          </Text>
          <RichText html={c.body} fz="sm" />
        </Box>
      ))}
      <Textarea label="Add a comment" autosize minRows={2} value={text} onChange={(e) => setText(e.currentTarget.value)} error={error} />
      <Group>
        <Button size="sm" variant="default" onClick={send} disabled={!text.trim()} loading={add.isPending}>
          Comment
        </Button>
      </Group>
    </Stack>
  );
}

const FIELD: Record<string, string> = {
  assigneeId: 'assignee',
  dueDate: 'due date',
  keyResultId: 'key result',
  archivedAt: 'archive',
};
function describe(a: TaskActivity): string {
  if (a.kind === 'created') return 'created the task';
  if (a.kind === 'commented') return 'commented';
  if (a.kind === 'archived') return 'archived the task';
  if (a.kind === 'restored') return 'restored the task';
  const parts = Object.entries(a.changes).map(([k, [, after]]) =>
    k === 'phase'
      ? `moved it to ${String(after).replace('_', ' ')}`
      : k === 'done'
        ? after
          ? 'marked it done'
          : 'reopened it'
        : `changed the ${FIELD[k] ?? k}`,
  );
  return parts.join(', ') || 'updated the task';
}

export function TaskHistory({ project, id }: { project: string; id: string }) {
  const history = useQuery(activityQuery(project, id));
  if (history.isPending) return <Loader size="sm" />;
  if (history.isError) return <Alert color="red">{history.error.message}</Alert>;
  return (
    <Stack gap={6} data-testid="task-history">
      {history.data.map((a) => (
        <Text key={a.id} size="sm">
          <Text span fw={600}>
            {a.actor ? personName(a.actor) : 'Someone'}
          </Text>{' '}
          {describe(a)}{' '}
          <Text span size="xs" c="dimmed">
            {when(a.createdAt)}
          </Text>
        </Text>
      ))}
    </Stack>
  );
}
