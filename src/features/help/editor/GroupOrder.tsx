/**
 * FAQ group order by drag and drop (@dnd-kit), with the keyboard too: focus a handle, Space to pick up, arrows
 * to move, Space to drop, Escape to cancel. Each drop is one PATCH (the server renumbers the groups).
 */
import { closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Alert, Group, Modal, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formMessage } from '../../../lib/api/errors.ts';
import { useMoveGroup } from '../api/edit.ts';
import { faqGroupsQuery } from '../api/faqs.ts';
import type { FaqGroup } from '../api/types.ts';

export default function GroupOrder({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  const q = useQuery(faqGroupsQuery(projectId));
  const move = useMoveGroup(projectId);
  const own = (q.data ?? []).filter((g) => g.project === projectId);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  function onDragEnd(e: DragEndEvent) {
    if (!e.over || e.active.id === e.over.id) return;
    const to = own.findIndex((g) => g.id === e.over!.id);
    if (to >= 0) move.mutate({ id: String(e.active.id), position: to });
  }
  return (
    <Modal opened onClose={onClose} title="Order FAQ groups">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Drag a group by its handle, or focus the handle and use Space and the arrow keys.
        </Text>
        {move.isError && <Alert color="red">{formMessage(move.error)}</Alert>}
        {q.isPending && <Skeleton h={160} />}
        {q.data && own.length === 0 && <Text c="dimmed">This project has no FAQ groups yet.</Text>}
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={own.map((g) => g.id)} strategy={verticalListSortingStrategy}>
            <Stack gap={6} role="list" aria-label="FAQ groups">
              {own.map((g) => (
                <SortableGroup key={g.id} group={g} />
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
      </Stack>
    </Modal>
  );
}

function SortableGroup({ group }: { group: FaqGroup }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: group.id });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="xs"
      role="listitem"
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
    >
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          aria-label={`Move ${group.name}`}
          {...attributes}
          {...listeners}
          style={{ cursor: 'grab' }}
        >
          <IconGripVertical size={16} />
        </ActionIcon>
        <Text>{group.name}</Text>
      </Group>
    </Paper>
  );
}
