import { describe, expect, it } from 'vitest';
import { describeError } from './error-words.ts';

describe('describeError', () => {
  it('says the server is unreachable in plain words for status 0 and a failed token fetch', () => {
    expect(describeError({ status: 0, code: 'AXIOS_ERROR' }).kind).toBe('offline');
    expect(describeError(new Error('Failed to fetch token')).title).toBe("We can't reach Shopfloor");
  });
  it('asks to sign in again when the session ended', () => {
    expect(describeError({ status: 401, code: 'UNAUTHENTICATED' })).toMatchObject({ kind: 'session', title: 'Your session has ended' });
  });
  it('never shows a raw message or stack, only a short code', () => {
    const words = describeError(new TypeError("Cannot read properties of undefined (reading 'x')"));
    expect(words.kind).toBe('bug');
    expect(JSON.stringify(words)).not.toContain('Cannot read');
    expect(words.detail).toBeNull();
  });
});
