/** Swipe to dismiss (spec 000 §9): beyond 200 px dismisses; opacity falls to 0.3; snap back in 0.3 s;
 * more than 10 px of vertical movement before the swipe starts cancels it (the list scrolls instead). */
import { SWIPE_CANCEL_VERTICAL_PX, SWIPE_DISMISS_PX, SWIPE_MIN_OPACITY } from '../../../../common/notifications.ts';

export type SwipePhase = 'idle' | 'pending' | 'swiping' | 'cancelled';

export function swipeOpacity(dx: number): number {
  return Math.max(SWIPE_MIN_OPACITY, 1 - (Math.abs(dx) / SWIPE_DISMISS_PX) * (1 - SWIPE_MIN_OPACITY));
}

/** Decide the phase from the movement so far. */
export function swipePhase(phase: SwipePhase, dx: number, dy: number): SwipePhase {
  if (phase === 'cancelled' || phase === 'swiping') return phase;
  if (Math.abs(dy) > SWIPE_CANCEL_VERTICAL_PX) return 'cancelled';
  if (Math.abs(dx) > SWIPE_CANCEL_VERTICAL_PX) return 'swiping';
  return 'pending';
}

export const shouldDismiss = (dx: number) => Math.abs(dx) > SWIPE_DISMISS_PX;
