import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { decodePageToken, encodePageToken, pageOf } from './pagination.ts';

describe('page tokens', () => {
  it('round-trips the keyset values', () => {
    expect(decodePageToken(encodePageToken(['2026-01-01T00:00:00Z', 'prj_1']))).toEqual(['2026-01-01T00:00:00Z', 'prj_1']);
  });
  it('refuses a tampered token with a 422 field error', () => {
    expect.assertions(3);
    const token = encodePageToken(['a']);
    const forged = `${Buffer.from('["b"]').toString('base64url')}.${token.split('.')[1]}`;
    expect(() => decodePageToken(forged)).toThrow(ApiError);
    try {
      decodePageToken('garbage');
    } catch (e) {
      expect((e as ApiError).status).toBe(422);
      expect((e as ApiError).errors?.pageToken).toBeTruthy();
    }
  });
  it('pages with a next token only when more rows exist', () => {
    const rows = [1, 2, 3].map((id) => ({ id }));
    expect(pageOf(rows, 3, (r) => [r.id]).nextPageToken).toBeNull();
    const page = pageOf(rows, 2, (r) => [r.id]);
    expect(page.items).toHaveLength(2);
    expect(decodePageToken(page.nextPageToken!)).toEqual([2]);
  });
});
