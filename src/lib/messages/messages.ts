/**
 * Nudges, shoves and announcements (spec 000 §4, §9):
 * - nudge: a short toast, one at a time, default 2500 ms (the component's own default is 1000 ms), removed
 *   150 ms after its timeout, progress updated every 25 ms;
 * - shove: stays until closed or swiped away (beyond 200 px; opacity down to 0.3; snaps back in 0.3 s;
 *   more than 10 px vertical movement cancels the swipe);
 * - announcement: a bar above the header, one at a time.
 */
import { atom } from 'jotai';
import type { ErrorAction, ErrorLevel } from '../api/errors.ts';
import { appStore } from '../store.ts';

export const NUDGE_DEFAULT_TIMEOUT_MS = 2500;
export const NUDGE_COMPONENT_DEFAULT_TIMEOUT_MS = 1000;
export const NUDGE_REMOVAL_DELAY_MS = 150;
export const NUDGE_PROGRESS_INTERVAL_MS = 25;
export const ANNOUNCEMENT_LIMIT = 1;
export const SWIPE_DISMISS_PX = 200;
export const SWIPE_MIN_OPACITY = 0.3;
export const SWIPE_SNAP_BACK_S = 0.3;
export const SWIPE_VERTICAL_CANCEL_PX = 10;

export interface Message {
  id: string;
  message: string;
  level: ErrorLevel;
  actions?: ErrorAction[];
}
export interface Nudge extends Message {
  timeout?: number;
}

let seq = 0;
const nextId = (p: string) => `${p}-${++seq}`;

export const nudgesAtom = atom<Nudge[]>([]);
export const shovesAtom = atom<Message[]>([]);
export const announcementsAtom = atom<Message[]>([]);

export function nudge(message: string, level: ErrorLevel = 'default', timeout = NUDGE_DEFAULT_TIMEOUT_MS) {
  const n = { id: nextId('nudge'), message, level, timeout };
  appStore.set(nudgesAtom, [...appStore.get(nudgesAtom), n]);
  return n.id;
}
export const removeNudge = (id: string) =>
  appStore.set(
    nudgesAtom,
    appStore.get(nudgesAtom).filter((n) => n.id !== id),
  );

export function shove(message: string, level: ErrorLevel = 'default', actions?: ErrorAction[]) {
  const s = { id: nextId('shove'), message, level, actions };
  appStore.set(shovesAtom, [...appStore.get(shovesAtom), s]);
  return s.id;
}
export const dismissShove = (id: string) =>
  appStore.set(
    shovesAtom,
    appStore.get(shovesAtom).filter((s) => s.id !== id),
  );

/** Announcements with a stable id replace an earlier one of the same id (billing re-announces on change). */
export function announce(a: Message) {
  appStore.set(announcementsAtom, [...appStore.get(announcementsAtom).filter((x) => x.id !== a.id), a]);
}
export const dismissAnnouncement = (id: string) =>
  appStore.set(
    announcementsAtom,
    appStore.get(announcementsAtom).filter((a) => a.id !== id),
  );

/** Announcements closed this session (billing ones are derived from the project, so they are hidden by id). */
export const dismissedAnnouncementIdsAtom = atom<ReadonlySet<string>>(new Set<string>());
export function closeAnnouncement(id: string) {
  appStore.set(dismissedAnnouncementIdsAtom, new Set([...appStore.get(dismissedAnnouncementIdsAtom), id]));
  dismissAnnouncement(id);
}
