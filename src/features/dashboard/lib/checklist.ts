/**
 * The first-run checklist (issue 12 item 4): install the app, turn on notifications, invite a colleague,
 * install modules. Each item detects its own completion where it can; what was detected once, or marked done
 * or skipped by hand, is remembered per user (localStorage), and the whole list can be dismissed.
 */
export const CHECKLIST_ITEMS = ['install', 'notifications', 'invite', 'modules'] as const;
export type ChecklistItemId = (typeof CHECKLIST_ITEMS)[number];

export interface ChecklistMemory {
  dismissed: boolean;
  done: Partial<Record<ChecklistItemId, true>>;
}

export const EMPTY_MEMORY: ChecklistMemory = { dismissed: false, done: {} };

export const storageKey = (userId: string) => `shopfloor.first-run.${userId}`;

export function readMemory(storage: Pick<Storage, 'getItem'> | undefined, userId: string): ChecklistMemory {
  try {
    const raw = storage?.getItem(storageKey(userId));
    const parsed = raw ? (JSON.parse(raw) as Partial<ChecklistMemory>) : {};
    const done: ChecklistMemory['done'] = {};
    for (const id of CHECKLIST_ITEMS) if (parsed.done?.[id] === true) done[id] = true;
    return { dismissed: parsed.dismissed === true, done };
  } catch {
    return EMPTY_MEMORY;
  }
}

export function writeMemory(storage: Pick<Storage, 'setItem'> | undefined, userId: string, memory: ChecklistMemory) {
  try {
    storage?.setItem(storageKey(userId), JSON.stringify(memory));
  } catch {
    /* storage full or disabled: the checklist simply shows again next time */
  }
}

/** Remember what was detected as done (an item done once stays done, e.g. the app installed elsewhere). */
export function remember(memory: ChecklistMemory, detected: Partial<Record<ChecklistItemId, boolean>>): ChecklistMemory {
  const fresh = CHECKLIST_ITEMS.filter((id) => detected[id] && !memory.done[id]);
  if (!fresh.length) return memory;
  const done = { ...memory.done };
  for (const id of fresh) done[id] = true;
  return { ...memory, done };
}

export interface ChecklistView {
  items: { id: ChecklistItemId; done: boolean }[];
  doneCount: number;
  visible: boolean;
}

export function checklistView(memory: ChecklistMemory, detected: Partial<Record<ChecklistItemId, boolean>>): ChecklistView {
  const items = CHECKLIST_ITEMS.map((id) => ({ id, done: !!(memory.done[id] || detected[id]) }));
  const doneCount = items.filter((i) => i.done).length;
  return { items, doneCount, visible: !memory.dismissed && doneCount < items.length };
}
