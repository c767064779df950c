/**
 * The board: one column per workflow phase (spec 000 §4), cards sorted by position. Drag with a pointer or the
 * keyboard (focus a card, Space to pick up, arrow keys to move within and across columns, Space to drop,
 * Escape to cancel); each move is one PATCH {phase, position}, applied optimistically.
 */
import {
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { TASK_PHASES, type TaskPhase } from '../../../../common/tasks.ts';
import type { Task } from '../api/types.ts';
import { TaskCard, TaskCardBody } from './TaskCard.tsx';
import { phaseLabel, positionBetween } from './task-format.ts';

type Columns = Record<TaskPhase, string[]>;
const COLUMN = 'column:';

function group(tasks: Task[]): Columns {
  const cols: Columns = { starting: [], in_progress: [], finishing: [] };
  for (const t of [...tasks].sort((a, b) => a.position - b.position || a.id.localeCompare(b.id))) cols[t.phase].push(t.id);
  return cols;
}

function Column({ phase, ids, byId, onOpen }: { phase: TaskPhase; ids: string[]; byId: Map<string, Task>; onOpen: (id: string) => void }) {
  const { setNodeRef, isOver } = useDroppable({ id: `${COLUMN}${phase}` });
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      bg={isOver ? 'var(--mantine-color-blue-light)' : 'var(--mantine-color-gray-light)'}
      role="group"
      aria-label={`${phaseLabel(phase)}: ${ids.length} tasks`}
      data-testid={`board-column-${phase}`}
    >
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5">
          {phaseLabel(phase)}
        </Title>
        <Badge variant="light" color="gray">
          {ids.length}
        </Badge>
      </Group>
      <SortableContext id={phase} items={ids} strategy={verticalListSortingStrategy}>
        <Stack ref={setNodeRef} gap="xs" mih={80}>
          {ids.map((id) => {
            const task = byId.get(id);
            return task ? <TaskCard key={id} task={task} onOpen={onOpen} /> : null;
          })}
          {ids.length === 0 && (
            <Text size="sm" c="dimmed" ta="center" py="md">
              Drop tasks here
            </Text>
          )}
        </Stack>
      </SortableContext>
    </Paper>
  );
}

export function TaskBoard({
  tasks,
  onMove,
  onOpen,
}: {
  tasks: Task[];
  onMove: (id: string, phase: TaskPhase, position: number) => void;
  onOpen: (id: string) => void;
}) {
  const byId = useMemo(() => new Map(tasks.map((t) => [t.id, t])), [tasks]);
  const [columns, setColumns] = useState<Columns>(() => group(tasks));
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    if (!active) setColumns(group(tasks));
  }, [tasks, active]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] },
    }),
  );
  const columnOf = (id: string, cols = columns): TaskPhase | undefined =>
    id.startsWith(COLUMN) ? (id.slice(COLUMN.length) as TaskPhase) : TASK_PHASES.find((p) => cols[p].includes(id));

  const onDragStart = (e: DragStartEvent) => setActive(String(e.active.id));
  const onDragOver = ({ active: a, over }: DragOverEvent) => {
    if (!over) return;
    const id = String(a.id);
    setColumns((cols) => {
      const from = columnOf(id, cols);
      const to = columnOf(String(over.id), cols);
      if (!from || !to || from === to) return cols;
      const target = cols[to];
      const overIndex = target.indexOf(String(over.id));
      const index = overIndex >= 0 ? overIndex : target.length;
      return { ...cols, [from]: cols[from].filter((x) => x !== id), [to]: [...target.slice(0, index), id, ...target.slice(index)] };
    });
  };
  const onDragEnd = ({ active: a, over }: DragEndEvent) => {
    const id = String(a.id);
    setActive(null);
    const phase = columnOf(id);
    const task = byId.get(id);
    if (!phase || !task) return;
    let list = columns[phase];
    if (over && !String(over.id).startsWith(COLUMN)) {
      const from = list.indexOf(id);
      const to = list.indexOf(String(over.id));
      if (from >= 0 && to >= 0 && from !== to) list = arrayMove(list, from, to);
    }
    setColumns((cols) => ({ ...cols, [phase]: list }));
    const index = list.indexOf(id);
    const before = byId.get(list[index - 1] ?? '')?.position;
    const after = byId.get(list[index + 1] ?? '')?.position;
    const samePlace =
      phase === task.phase && (before === undefined || before < task.position) && (after === undefined || after > task.position);
    if (!samePlace) onMove(id, phase, positionBetween(before, after));
  };
  const title = (id: string | number) => byId.get(String(id))?.title ?? 'Task';
  const where = (id: string | number | undefined) => {
    if (id === undefined) return '';
    const phase = columnOf(String(id));
    return phase ? phaseLabel(phase) : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active: a }) => `Picked up ${title(a.id)} in ${where(a.id)}.`,
    onDragOver: ({ active: a, over }) => (over ? `${title(a.id)} is over ${where(over.id)}.` : `${title(a.id)} is not over a column.`),
    onDragEnd: ({ active: a, over }) => (over ? `${title(a.id)} dropped in ${where(a.id)}.` : `${title(a.id)} dropped.`),
    onDragCancel: ({ active: a }) => `Moving ${title(a.id)} was cancelled.`,
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        setActive(null);
        setColumns(group(tasks));
      }}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a task, press Space. Use the arrow keys to move it within a column or to another phase, Space to drop, Escape to cancel.',
        },
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {TASK_PHASES.map((phase) => (
          <Column key={phase} phase={phase} ids={columns[phase]} byId={byId} onOpen={onOpen} />
        ))}
      </SimpleGrid>
      <DragOverlay>
        {active && byId.get(active) ? (
          <Paper withBorder p="sm" radius="md" shadow="md">
            <TaskCardBody task={byId.get(active)!} />
          </Paper>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
