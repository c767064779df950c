/** "New task": a small dialog (title, phase, assignee, due date); the task opens in the drawer once created. */
import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { TASK_PHASES, type TaskPhase } from '../../../../common/tasks.ts';
import { useCreateTask } from '../api/mutations.ts';
import { peopleQuery } from '../api/tasks.ts';
import { personName } from '../api/types.ts';
import { serverErrors } from './form-errors.ts';
import { phaseLabel } from './task-format.ts';

export function NewTaskButton({ project, onCreated }: { project: string; onCreated: (id: string) => void }) {
  const [opened, setOpened] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const people = useQuery({ ...peopleQuery(project), enabled: opened });
  const create = useCreateTask(project);
  const form = useForm({
    initialValues: { title: '', phase: 'starting' as string, assigneeId: '', dueDate: '' },
    validate: { title: (v) => (v.trim() ? null : 'Give the task a title.') },
  });
  const submit = form.onSubmit((v) =>
    create.mutate(
      { title: v.title, phase: v.phase as TaskPhase, assigneeId: v.assigneeId || null, dueDate: v.dueDate || null },
      {
        onSuccess: (task) => {
          setOpened(false);
          form.reset();
          onCreated(task.id);
        },
        onError: (e) => {
          const r = serverErrors(e, ['title', 'phase', 'assigneeId', 'dueDate']);
          form.setErrors(r.fields);
          setMessage(r.message);
        },
      },
    ),
  );
  return (
    <>
      <Button leftSection={<IconPlus size={16} />} onClick={() => setOpened(true)}>
        New task
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="New task">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput label="Title" required data-autofocus {...form.getInputProps('title')} />
            <Select
              label="Phase"
              allowDeselect={false}
              data={TASK_PHASES.map((p) => ({ value: p, label: phaseLabel(p) }))}
              {...form.getInputProps('phase')}
            />
            <Select
              label="Assignee"
              placeholder="Unassigned"
              clearable
              searchable
              data={(people.data ?? []).map((m) => ({ value: m.id, label: personName(m) }))}
              {...form.getInputProps('assigneeId')}
            />
            <TextInput label="Due date" type="date" {...form.getInputProps('dueDate')} />
            {message && <Alert color="red">{message}</Alert>}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Create
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
