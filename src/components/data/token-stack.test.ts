import { describe, expect, it } from 'vitest';
import { currentToken, pageNumber, popPage, pushPage } from './token-stack.ts';

describe('page token stack', () => {
  it('starts on page 1 with no token', () => {
    expect(currentToken(undefined)).toBeNull();
    expect(pageNumber(undefined)).toBe(1);
  });
  it('next pushes the server token, previous pops it', () => {
    const p2 = pushPage(undefined, 't1');
    const p3 = pushPage(p2, 't2');
    expect([currentToken(p3), pageNumber(p3)]).toEqual(['t2', 3]);
    expect(popPage(p3)).toEqual(['t1']);
    expect(currentToken(popPage(p3))).toBe('t1');
    expect(popPage(p2)).toBeUndefined();
    expect(popPage(undefined)).toBeUndefined();
    expect(p2).toEqual(['t1']); // not mutated
  });
});
