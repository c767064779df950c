/**
 * The bookmark tabs as a strip the user arranges by drag and drop (pointer or keyboard: Space, arrows, Space).
 * Every change is PUT as a whole by the page.
 */
import { closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { arrayMove, horizontalListSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Badge, Button, Group } from '@mantine/core';
import type { BookmarkTab } from '../api/bookmarks.ts';

export const ALL = '__all';

function Tab({
  tab,
  active,
  count,
  onSelect,
}: {
  tab: { id: string; name: string };
  active: boolean;
  count: number;
  onSelect: () => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id: tab.id });
  return (
    <Button
      ref={setNodeRef}
      variant={active ? 'filled' : 'default'}
      size="sm"
      style={{ transform: CSS.Transform.toString(transform), transition }}
      {...attributes}
      {...listeners}
      role="tab"
      aria-selected={active}
      aria-roledescription="sortable tab"
      data-testid={`bookmark-tab-${tab.name}`}
      onClick={onSelect}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onSelect();
        else listeners?.onKeyDown?.(e);
      }}
      rightSection={
        <Badge size="xs" variant="white" color="gray">
          {count}
        </Badge>
      }
    >
      {tab.name}
    </Button>
  );
}

export function TabStrip({
  tabs,
  active,
  counts,
  onSelect,
  onReorder,
}: {
  tabs: BookmarkTab[];
  active: string;
  counts: Record<string, number>;
  onSelect: (id: string) => void;
  onReorder: (tabs: BookmarkTab[]) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] },
    }),
  );
  const onDragEnd = ({ active: a, over }: DragEndEvent) => {
    if (!over || a.id === over.id) return;
    const from = tabs.findIndex((t) => t.id === a.id);
    const to = tabs.findIndex((t) => t.id === over.id);
    if (from >= 0 && to >= 0) onReorder(arrayMove(tabs, from, to));
  };
  return (
    <Group gap="xs" role="tablist" aria-label="Bookmark tabs" wrap="wrap">
      <Button
        variant={active === ALL ? 'filled' : 'default'}
        size="sm"
        role="tab"
        aria-selected={active === ALL}
        onClick={() => onSelect(ALL)}
      >
        All
      </Button>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: {
            draggable: 'To move a tab, press Space, use the arrow keys, then Space to drop or Escape to cancel.',
          },
        }}
      >
        <SortableContext items={tabs.map((t) => t.id)} strategy={horizontalListSortingStrategy}>
          {tabs.map((t) => (
            <Tab key={t.id} tab={t} active={active === t.id} count={counts[t.id] ?? 0} onSelect={() => onSelect(t.id)} />
          ))}
        </SortableContext>
      </DndContext>
    </Group>
  );
}
