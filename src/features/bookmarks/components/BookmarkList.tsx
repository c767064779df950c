/** The bookmarks of a tab, in their order; drag (or Space + arrows) to reorder — each moved one is PATCHed. */
import { closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Box, Group, Stack } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Bookmark } from '../api/bookmarks.ts';

function Row({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id });
  return (
    <Group ref={setNodeRef} gap={4} wrap="nowrap" align="stretch" style={{ transform: CSS.Transform.toString(transform), transition }}>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`Reorder ${title}`}
        {...attributes}
        {...listeners}
        style={{ cursor: 'grab', alignSelf: 'center' }}
      >
        <IconGripVertical size={16} />
      </ActionIcon>
      <Box style={{ flex: 1, minWidth: 0 }}>{children}</Box>
    </Group>
  );
}

export function BookmarkList({
  items,
  onReorder,
  render,
}: {
  items: Bookmark[];
  onReorder: (ordered: Bookmark[]) => void;
  render: (b: Bookmark) => ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((b) => b.id === active.id);
    const to = items.findIndex((b) => b.id === over.id);
    if (from >= 0 && to >= 0) onReorder(arrayMove(items, from, to));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={items.map((b) => b.id)} strategy={verticalListSortingStrategy}>
        <Stack gap="xs">
          {items.map((b) => (
            <Row key={b.id} id={b.id} title={b.title}>
              {render(b)}
            </Row>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
