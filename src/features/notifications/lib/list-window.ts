/**
 * The windowed notification list (spec 000 §9): items are loaded 20 at a time; at most two pages are
 * rendered; within 100 px of an edge the window shifts by half a page (10 items) that way.
 */
import { NOTIFICATION_PAGE_SIZE, WINDOW_EDGE_PX } from '../../../../common/notifications.ts';

export const WINDOW_SIZE = NOTIFICATION_PAGE_SIZE * 2;
export const WINDOW_STEP = NOTIFICATION_PAGE_SIZE / 2;

export interface ScrollMetrics {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}

export type WindowMove = { start: number; fetchMore: boolean };

/** Where the window starts after a scroll, and whether the next page must be fetched. */
export function nextWindow(start: number, total: number, hasMore: boolean, m: ScrollMetrics): WindowMove {
  const nearBottom = m.scrollHeight - m.scrollTop - m.clientHeight <= WINDOW_EDGE_PX;
  const nearTop = m.scrollTop <= WINDOW_EDGE_PX;
  if (nearBottom) {
    const end = start + WINDOW_SIZE;
    if (end < total) return { start: Math.min(start + WINDOW_STEP, Math.max(0, total - WINDOW_SIZE)), fetchMore: false };
    return { start, fetchMore: hasMore };
  }
  if (nearTop && start > 0) return { start: Math.max(0, start - WINDOW_STEP), fetchMore: false };
  return { start, fetchMore: false };
}
