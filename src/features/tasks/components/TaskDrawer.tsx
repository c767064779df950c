/** One task in a drawer: its fields (saved together), links, comments and history; archive and delete. */
import {
  Alert,
  Anchor,
  Box,
  Button,
  Checkbox,
  Divider,
  Drawer,
  Group,
  Loader,
  Select,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { TASK_LINK_TYPES, TASK_PHASES, TASK_PRIORITIES, type TaskLinkType } from '../../../../common/tasks.ts';
import { ConfirmAction } from '../../../components/data/ConfirmAction.tsx';
import { useDeleteTask, useUpdateTask } from '../api/mutations.ts';
import { keyResultsQuery, peopleQuery, taskQuery } from '../api/tasks.ts';
import { personName, type Task } from '../api/types.ts';
import { serverErrors } from './form-errors.ts';
import { htmlToText, textToHtml } from './rich-text.ts';
import { linkHref, phaseLabel } from './task-format.ts';
import { RichText } from './RichText.tsx';
import { TaskComments, TaskHistory } from './TaskThread.tsx';

interface Props {
  project: string;
  id: string | null;
  onClose: () => void;
  canUpdate: boolean;
  canDelete: boolean;
}

export function TaskDrawer({ project, id, onClose, canUpdate, canDelete }: Props) {
  const task = useQuery({ ...taskQuery(project, id ?? '-'), enabled: !!id });
  return (
    <Drawer opened={!!id} onClose={onClose} position="right" size="lg" title={<Title order={3}>Task</Title>}>
      {task.isPending ? (
        <Loader />
      ) : task.isError ? (
        <Alert color="red" title="The task could not be loaded">
          {task.error.message}
        </Alert>
      ) : (
        <TaskDetail key={task.data.id} project={project} task={task.data} onClose={onClose} canUpdate={canUpdate} canDelete={canDelete} />
      )}
    </Drawer>
  );
}

const FIELDS = ['title', 'description', 'assigneeId', 'dueDate', 'priority', 'phase', 'labels', 'done', 'keyResultId'];

function TaskDetail({ project, task, onClose, canUpdate, canDelete }: { task: Task } & Omit<Props, 'id'>) {
  const people = useQuery(peopleQuery(project));
  const krs = useQuery(keyResultsQuery(project));
  const update = useUpdateTask(project);
  const remove = useDeleteTask(project);
  const [message, setMessage] = useState<string | null>(null);
  const [links, setLinks] = useState(task.links);
  const [linkType, setLinkType] = useState<TaskLinkType>('order');
  const [linkId, setLinkId] = useState('');
  const form = useForm({
    initialValues: {
      title: task.title,
      description: htmlToText(task.description),
      assigneeId: task.assignee?.id ?? '',
      dueDate: task.dueDate ?? '',
      priority: task.priority as string,
      phase: task.phase as string,
      labels: task.labels,
      done: task.done,
      keyResultId: task.keyResultId ?? '',
    },
    validate: { title: (v) => (v.trim() ? null : 'Give the task a title.') },
  });
  useEffect(() => setLinks(task.links), [task.links]);
  const save = form.onSubmit((v) => {
    setMessage(null);
    update.mutate(
      {
        id: task.id,
        body: {
          title: v.title,
          description: textToHtml(v.description),
          assigneeId: v.assigneeId || null,
          dueDate: v.dueDate || null,
          priority: v.priority as Task['priority'],
          phase: v.phase as Task['phase'],
          labels: v.labels,
          done: v.done,
          keyResultId: v.keyResultId || null,
          links,
        },
      },
      {
        onSuccess: () => notifications.show({ color: 'green', message: 'Task saved.' }),
        onError: (e) => {
          const r = serverErrors(e, FIELDS);
          form.setErrors(r.fields);
          setMessage(r.message);
        },
      },
    );
  });
  const archive = (archived: boolean) =>
    update.mutate(
      { id: task.id, body: { archived } },
      { onSuccess: () => notifications.show({ color: 'green', message: archived ? 'Task archived.' : 'Task restored.' }) },
    );
  const people2 = (people.data ?? []).map((m) => ({ value: m.id, label: personName(m) }));
  if (task.assignee && !people2.some((p) => p.value === task.assignee!.id))
    people2.push({ value: task.assignee.id, label: personName(task.assignee) });

  return (
    <Stack gap="md">
      {task.archivedAt && <Alert color="gray">Archived on {task.archivedAt.slice(0, 10)}.</Alert>}
      <form onSubmit={save} noValidate>
        <fieldset disabled={!canUpdate} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack gap="sm">
            <TextInput label="Title" required {...form.getInputProps('title')} />
            {task.description && (
              <Box>
                <Text size="sm" fw={500}>
                  Description
                </Text>
                <RichText html={task.description} fz="sm" />
              </Box>
            )}
            <Textarea label="Edit description" autosize minRows={3} maxRows={10} {...form.getInputProps('description')} />
            <Group grow align="flex-start" wrap="wrap">
              <Select
                label="Assignee"
                placeholder="Unassigned"
                clearable
                searchable
                data={people2}
                {...form.getInputProps('assigneeId')}
                miw={180}
              />
              <TextInput label="Due date" type="date" {...form.getInputProps('dueDate')} miw={160} />
            </Group>
            <Group grow align="flex-start" wrap="wrap">
              <Select
                label="Phase"
                allowDeselect={false}
                data={TASK_PHASES.map((p) => ({ value: p, label: phaseLabel(p) }))}
                {...form.getInputProps('phase')}
                miw={150}
              />
              <Select label="Priority" allowDeselect={false} data={[...TASK_PRIORITIES]} {...form.getInputProps('priority')} miw={150} />
            </Group>
            <TagsInput label="Labels" placeholder="Add a label and press Enter" maxTags={20} {...form.getInputProps('labels')} />
            {(krs.data?.length ?? 0) > 0 && (
              <Select
                label="Contributes to key result"
                clearable
                data={(krs.data ?? []).map((k) => ({ value: k.id, label: `${k.objective} — ${k.title}` }))}
                {...form.getInputProps('keyResultId')}
              />
            )}
            <Checkbox label="Done" {...form.getInputProps('done', { type: 'checkbox' })} />
            <Box>
              <Text size="sm" fw={500} mb={4}>
                Linked records
              </Text>
              <Stack gap={4}>
                {links.length === 0 && (
                  <Text size="sm" c="dimmed">
                    No linked order, customer or enquiry.
                  </Text>
                )}
                {links.map((l) => (
                  <Group key={`${l.type}:${l.id}`} gap="xs">
                    <Anchor href={linkHref(l, project)} size="sm">
                      {l.type} {l.id}
                    </Anchor>
                    {canUpdate && (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        onClick={() => setLinks(links.filter((x) => x !== l))}
                        aria-label={`Unlink ${l.type} ${l.id}`}
                      >
                        Unlink
                      </Button>
                    )}
                  </Group>
                ))}
              </Stack>
              {canUpdate && (
                <Group gap="xs" mt="xs" align="flex-end" wrap="wrap">
                  <Select
                    aria-label="Link type"
                    data={[...TASK_LINK_TYPES]}
                    value={linkType}
                    onChange={(v) => v && setLinkType(v as TaskLinkType)}
                    w={120}
                    allowDeselect={false}
                  />
                  <TextInput
                    aria-label="Linked record id"
                    placeholder="e.g. ord_123"
                    value={linkId}
                    onChange={(e) => setLinkId(e.currentTarget.value)}
                    w={160}
                  />
                  <Button
                    variant="default"
                    size="sm"
                    disabled={!linkId.trim()}
                    onClick={() => {
                      setLinks([...links, { type: linkType, id: linkId.trim() }]);
                      setLinkId('');
                    }}
                  >
                    Link
                  </Button>
                </Group>
              )}
            </Box>
            {message && <Alert color="red">{message}</Alert>}
            {canUpdate && (
              <Group>
                <Button type="submit" loading={update.isPending}>
                  Save
                </Button>
              </Group>
            )}
          </Stack>
        </fieldset>
      </form>
      <Group gap="xs">
        {canUpdate &&
          (task.archivedAt ? (
            <Button variant="default" onClick={() => archive(false)}>
              Restore
            </Button>
          ) : (
            <Button variant="default" onClick={() => archive(true)}>
              Archive
            </Button>
          ))}
        {canDelete && (
          <ConfirmAction
            trigger="Delete"
            title="Delete the task"
            message={`"${task.title}" and its comments and history are deleted for good. Archive keeps done work instead.`}
            onConfirm={async () => {
              await remove.mutateAsync(task.id);
              onClose();
            }}
          />
        )}
      </Group>
      <Divider label="Comments" labelPosition="left" />
      <TaskComments project={project} id={task.id} />
      <Divider label="History" labelPosition="left" />
      <TaskHistory project={project} id={task.id} />
    </Stack>
  );
}
