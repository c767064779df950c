import { describe, expect, it } from 'vitest';
import { checklistView, EMPTY_MEMORY, readMemory, remember, storageKey, writeMemory } from './checklist.ts';

const memoryStorage = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
};

describe('first-run checklist', () => {
  it('shows the four items until each is done, then disappears', () => {
    expect(checklistView(EMPTY_MEMORY, {}).items.map((i) => i.id)).toEqual(['install', 'notifications', 'invite', 'modules']);
    expect(checklistView(EMPTY_MEMORY, { install: true, invite: true })).toMatchObject({ doneCount: 2, visible: true });
    expect(checklistView(EMPTY_MEMORY, { install: true, notifications: true, invite: true, modules: true }).visible).toBe(false);
  });

  it('remembers what was detected once, and a dismissal, per user', () => {
    const s = memoryStorage();
    const first = remember(EMPTY_MEMORY, { install: true });
    writeMemory(s, 'usr_a', first);
    expect(readMemory(s, 'usr_a').done).toEqual({ install: true });
    expect(readMemory(s, 'usr_b')).toEqual(EMPTY_MEMORY);
    expect(checklistView(readMemory(s, 'usr_a'), {}).items[0]).toEqual({ id: 'install', done: true });
    writeMemory(s, 'usr_a', { ...first, dismissed: true });
    expect(checklistView(readMemory(s, 'usr_a'), {}).visible).toBe(false);
  });

  it('survives garbage in storage', () => {
    const s = memoryStorage();
    s.setItem(storageKey('usr_a'), '{not json');
    expect(readMemory(s, 'usr_a')).toEqual(EMPTY_MEMORY);
    s.setItem(storageKey('usr_a'), JSON.stringify({ done: { install: 'yes', bogus: true }, dismissed: 1 }));
    expect(readMemory(s, 'usr_a')).toEqual(EMPTY_MEMORY);
  });
});
