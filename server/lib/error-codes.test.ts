/**
 * Error codes come from CODES only: the helpers' `code` is an `ErrorCode` (a typo fails `tsc -b`, proved by the
 * `@ts-expect-error` lines below), and no server source spells a code as a string literal at the throw site.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CODES } from './error-codes.ts';
import { ApiError, badRequest, conflict, forbidden, notFound, unauthorized } from './errors.ts';

const root = resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [p] : [];
  });
}

/** `new ApiError(403, 'X'` or `conflict('…', 'X'` (also across lines): a code typed as a literal. */
const literalCode =
  /new\s+ApiError\(\s*\d+\s*,\s*['"`]|\b(?:badRequest|unauthorized|forbidden|notFound|conflict)\(\s*(?:'[^']*'|"[^"]*"|`[^`]*`|[\w.]+)\s*,\s*['"`]/;

describe('error codes', () => {
  it('the helpers take only codes from CODES', () => {
    // @ts-expect-error a code that is not in CODES
    new ApiError(400, 'NOT_A_CODE', 'x');
    // @ts-expect-error a code that is not in CODES
    conflict('x', 'NOT_A_CODE');
    // @ts-expect-error a code that is not in CODES
    forbidden('x', 'NOT_A_CODE');
    // @ts-expect-error a code that is not in CODES
    notFound('x', 'NOT_A_CODE');
    // @ts-expect-error a code that is not in CODES
    badRequest('x', 'NOT_A_CODE');
    // @ts-expect-error a code that is not in CODES
    unauthorized('x', 'NOT_A_CODE');
    expect(notFound('Role', CODES.ROLE_NOT_FOUND)).toMatchObject({ status: 404, code: 'ROLE_NOT_FOUND' });
  });

  it('every code is spelled as its own value', () => {
    for (const [key, value] of Object.entries(CODES)) expect(value).toBe(key);
  });

  it('no server source passes a string-literal code (it uses CODES.X)', () => {
    const found = sources(join(root, 'server'))
      .filter((f) => literalCode.test(readFileSync(f, 'utf8')))
      .map((f) => relative(root, f));
    expect(found).toEqual([]);
  });

  it('the literal-code check sees what it looks for', () => {
    expect(literalCode.test("new ApiError(\n  422,\n  'ROLE_BASELINE',")).toBe(true);
    expect(literalCode.test("conflict('Already there.', 'X')")).toBe(true);
    expect(literalCode.test('notFound(\'Role\', "X")')).toBe(true);
    expect(literalCode.test('forbidden(MESSAGE, `X`)')).toBe(true);
    expect(literalCode.test("new ApiError(422, CODES.ROLE_BASELINE, 'message')")).toBe(false);
    expect(literalCode.test("notFound('Role', CODES.ROLE_NOT_FOUND)")).toBe(false);
  });
});
