import { describe, expect, it } from 'vitest';
import { nextWindow, WINDOW_SIZE, WINDOW_STEP } from './list-window.ts';
import { shouldDismiss, swipeOpacity, swipePhase } from './swipe.ts';

const at = (scrollTop: number) => ({ scrollTop, clientHeight: 400, scrollHeight: 2000 });

describe('windowed list', () => {
  it('shifts down by half a page within 100 px of the bottom edge', () => {
    expect(WINDOW_SIZE).toBe(40);
    expect(WINDOW_STEP).toBe(10);
    expect(nextWindow(0, 60, true, at(1500))).toEqual({ start: 10, fetchMore: false });
    expect(nextWindow(0, 60, true, at(1499))).toEqual({ start: 0, fetchMore: false });
  });
  it('fetches the next page when the window already reaches the end', () => {
    expect(nextWindow(20, 60, true, at(1600))).toEqual({ start: 20, fetchMore: true });
    expect(nextWindow(20, 60, false, at(1600))).toEqual({ start: 20, fetchMore: false });
  });
  it('shifts up by half a page within 100 px of the top edge', () => {
    expect(nextWindow(20, 60, true, at(100))).toEqual({ start: 10, fetchMore: false });
    expect(nextWindow(5, 60, true, at(0))).toEqual({ start: 0, fetchMore: false });
    expect(nextWindow(0, 60, true, at(0))).toEqual({ start: 0, fetchMore: false });
  });
});

describe('swipe to dismiss', () => {
  it('dismisses beyond 200 px, fading to no less than 0.3', () => {
    expect(shouldDismiss(200)).toBe(false);
    expect(shouldDismiss(201)).toBe(true);
    expect(shouldDismiss(-250)).toBe(true);
    expect(swipeOpacity(0)).toBe(1);
    expect(swipeOpacity(100)).toBeCloseTo(0.65);
    expect(swipeOpacity(400)).toBe(0.3);
  });
  it('more than 10 px vertical before swiping cancels; horizontal first starts the swipe', () => {
    expect(swipePhase('pending', 2, 11)).toBe('cancelled');
    expect(swipePhase('pending', 11, 3)).toBe('swiping');
    expect(swipePhase('swiping', 50, 40)).toBe('swiping');
    expect(swipePhase('cancelled', 300, 0)).toBe('cancelled');
    expect(swipePhase('pending', 5, 5)).toBe('pending');
  });
});
