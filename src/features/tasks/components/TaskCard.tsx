/** A task on the board: title, priority, due date, assignee and labels. Enter opens it; Space picks it up. */
import { Avatar, Badge, Group, Paper, Text, Tooltip } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconCalendar, IconCircleCheck } from '@tabler/icons-react';
import { personName, type Task } from '../api/types.ts';
import { PRIORITY_COLOR, dueState } from './task-format.ts';

export function TaskCardBody({ task }: { task: Task }) {
  const due = dueState(task);
  return (
    <>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text fw={600} size="sm" td={task.done ? 'line-through' : undefined} style={{ wordBreak: 'break-word' }}>
          {task.title}
        </Text>
        {task.done && <IconCircleCheck size={18} color="var(--mantine-color-green-7)" aria-label="Done" />}
      </Group>
      <Group gap={6} mt={6} wrap="wrap">
        <Badge size="xs" variant="light" color={PRIORITY_COLOR[task.priority]}>
          {task.priority}
        </Badge>
        {task.labels.map((l) => (
          <Badge key={l} size="xs" variant="outline" color="gray">
            {l}
          </Badge>
        ))}
      </Group>
      <Group justify="space-between" mt={8} gap="xs">
        {task.dueDate ? (
          <Group gap={4} c={due === 'overdue' ? 'red.8' : due === 'soon' ? 'orange.9' : 'dimmed'}>
            <IconCalendar size={14} aria-hidden />
            <Text size="xs" c="inherit">
              {due === 'overdue' ? 'Overdue · ' : ''}
              {task.dueDate}
            </Text>
          </Group>
        ) : (
          <span />
        )}
        <Tooltip label={personName(task.assignee)}>
          <Avatar size={24} radius="xl" color="blue" aria-label={`Assignee: ${personName(task.assignee)}`}>
            {task.assignee ? personName(task.assignee).slice(0, 2).toUpperCase() : '–'}
          </Avatar>
        </Tooltip>
      </Group>
    </>
  );
}

export function TaskCard({ task, onOpen }: { task: Task; onOpen: (id: string) => void }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: task.id });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="sm"
      radius="md"
      data-testid={`task-card-${task.id}`}
      data-task-title={task.title}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.4 : 1,
        cursor: 'grab',
        touchAction: 'manipulation',
      }}
      {...attributes}
      {...listeners}
      aria-roledescription="task card"
      aria-label={`${task.title}. Press Enter to open, Space to move.`}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onOpen(task.id);
        else listeners?.onKeyDown?.(e);
      }}
      onClick={() => onOpen(task.id)}
    >
      <TaskCardBody task={task} />
    </Paper>
  );
}
