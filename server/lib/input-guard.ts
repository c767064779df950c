/**
 * One guard for every route: text PostgreSQL cannot store (NUL) or that is not valid Unicode (lone surrogates),
 * and object keys that name JavaScript prototype machinery (`__proto__`, `constructor`, `prototype`), are refused
 * with a 422 and field errors before any handler runs — in the path, the query string and JSON or form bodies.
 * The body text is cached by Hono, so the route's own validator parses the same bytes afterwards.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';
import { type FieldErrors, unprocessable } from './errors.ts';

const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_DEPTH = 64;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string can't be accepted, or null. */
export function badText(value: string): string | null {
  if (value.includes('\u0000')) return 'Must not contain NUL characters.';
  if (LONE_SURROGATE.test(value)) return 'Must be valid Unicode text (no lone surrogates).';
  return null;
}

function add(errors: FieldErrors, field: string, message: string) {
  const list = Object.hasOwn(errors, field) ? errors[field]! : [];
  if (!list.includes(message)) list.push(message);
  errors[field] = list;
}

/** Collects problems in a parsed JSON value, keyed by dotted field path. */
export function scanValue(value: unknown, errors: FieldErrors, path: string[] = [], depth = 0): void {
  const field = path.length ? path.join('.') : 'default';
  if (typeof value === 'string') {
    const problem = badText(value);
    if (problem) add(errors, field, problem);
    return;
  }
  if (!value || typeof value !== 'object' || depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) scanValue(v, errors, [...path, String(i)], depth + 1);
    return;
  }
  for (const key of Object.keys(value)) {
    const keyProblem = RESERVED_KEYS.has(key) ? 'This field is not allowed.' : badText(key);
    if (keyProblem) {
      add(errors, [...path, badText(key) ? JSON.stringify(key).slice(1, -1) : key].join('.'), keyProblem);
      continue;
    }
    scanValue((value as Record<string, unknown>)[key], errors, [...path, key], depth + 1);
  }
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export const inputGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const errors: FieldErrors = Object.create(null);
  const url = new URL(c.req.url);
  for (const segment of url.pathname.split('/')) {
    const problem = badText(decodeSegment(segment));
    if (problem) add(errors, 'path', problem);
  }
  for (const [key, values] of Object.entries(c.req.queries())) {
    const keyProblem = badText(key);
    if (keyProblem) {
      add(errors, 'query', keyProblem);
      continue;
    }
    for (const v of values) {
      const problem = badText(v);
      if (problem) add(errors, key, problem);
    }
  }
  const type = c.req.header('content-type')?.toLowerCase() ?? '';
  if (c.req.raw.body && (type.includes('json') || type.startsWith('application/x-www-form-urlencoded'))) {
    const text = await c.req.text();
    if (type.includes('json')) {
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = undefined; // malformed JSON: the route's validator answers 400
      }
      scanValue(parsed, errors);
    } else {
      for (const [key, v] of new URLSearchParams(text)) {
        const problem = badText(key) ?? (RESERVED_KEYS.has(key) ? 'This field is not allowed.' : null) ?? badText(v);
        if (problem) add(errors, badText(key) ? 'default' : key, problem);
      }
    }
  }
  if (Object.keys(errors).length) throw unprocessable({ ...errors });
  await next();
};
