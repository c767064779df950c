/**
 * A fuzz pass over every operation of /openapi.json: requests generated from each operation's own schemas
 * (valid shapes) and deliberately wrong ones (wrong types, hostile strings, prototype keys, random JSON),
 * signed in as a project owner and platform admin. No answer may be a 5xx. Fixed seed, bounded runs.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { csrfTokenFor, sessionIdOf } from '../lib/auth/session.ts';
import { sessions } from '../db/schema/index.ts';
import { newToken } from '../lib/ids.ts';
import { setupTestServer, type TestServer } from '../../tests/setup/server.ts';
import { eq } from 'drizzle-orm';

type Schema = Record<string, any>;
interface Operation {
  method: string;
  path: string;
  parameters: { name: string; in: string; required?: boolean; schema?: Schema }[];
  body?: { type: string; schema: Schema };
}

const SEED = 20261123;
const RUNS_VALID = 6;
const RUNS_INVALID = 10;
const HOSTILE = [
  '',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '../../etc/passwd',
  "' OR 1=1 --",
  '%00',
  '😀'.repeat(40),
  'a'.repeat(5000),
  '__proto__',
  '-1',
  '1e309',
  'null',
  '{}',
  ' ',
  '\n',
];

let t: TestServer;
let doc: Schema;
let ctx: { projectId: string; userId: string };
const operations: Operation[] = [];

function resolve(schema: Schema | undefined, depth = 0): Schema {
  if (!schema) return {};
  if (schema.$ref && depth < 10) return resolve(doc.components.schemas[String(schema.$ref).split('/').pop()!], depth + 1);
  return schema;
}

const hostileString = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.string({ maxLength: 20 }), weight: 1 },
);

/** An arbitrary value that fits the schema (as far as a generator can tell without the handlers' rules). */
function valid(schemaIn: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(schemaIn);
  if (depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alts = schema.anyOf ?? schema.oneOf;
  if (alts) return fc.oneof(...alts.map((s: Schema) => valid(s, depth + 1)));
  if (schema.allOf) return valid(Object.assign({}, ...schema.allOf.map((s: Schema) => resolve(s))), depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((x: string) => x !== 'null') : schema.type;
  switch (type) {
    case 'string': {
      const ids = [ctx.projectId, ctx.userId];
      const min = schema.minLength ?? 0;
      const max = Math.min(schema.maxLength ?? 40, 60);
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl();
      if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
      return fc.oneof(fc.string({ minLength: min, maxLength: Math.max(min, max) }), fc.constantFrom(...ids));
    }
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valid(schema.items, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case 'object':
    case undefined: {
      const props = Object.entries((schema.properties ?? {}) as Record<string, Schema>);
      if (!props.length)
        return type === 'object'
          ? fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 })
          : fc.jsonValue({ maxDepth: 2 });
      const required = new Set<string>(schema.required ?? []);
      return fc.record(Object.fromEntries(props.map(([k, s]) => [k, valid(s, depth + 1)])), {
        requiredKeys: props.map(([k]) => k).filter((k) => required.has(k)),
      });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Something wrong: the right keys with hostile values, prototype keys, or any JSON at all. */
function invalid(schemaIn: Schema | undefined): fc.Arbitrary<unknown> {
  const schema = resolve(schemaIn);
  const keys = Object.keys(schema.properties ?? {});
  const wrongValue = fc.oneof(
    { arbitrary: hostileString, weight: 4 },
    fc.integer(),
    fc.constant(null),
    fc.boolean(),
    fc.jsonValue({ maxDepth: 3 }),
  );
  return fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    keys.length
      ? fc
          .tuple(valid(schema), fc.dictionary(fc.constantFrom(...keys), wrongValue, { maxKeys: keys.length }))
          .map(([v, w]) => (v && typeof v === 'object' ? { ...v, ...w } : w))
      : fc.constant({}),
    fc
      .tuple(valid(schema), fc.constantFrom('__proto__', 'constructor', 'prototype', 'a\u0000'), wrongValue)
      .map(([v, k, w]) =>
        v && typeof v === 'object' && !Array.isArray(v)
          ? JSON.parse(`{${JSON.stringify(k)}:${JSON.stringify(w) ?? 'null'},${JSON.stringify(v).slice(1)}`.replace(',}', '}'))
          : v,
      ),
  );
}

interface Case {
  params: Record<string, unknown>;
  body: unknown;
}

function caseArb(op: Operation, good: boolean): fc.Arbitrary<Case> {
  const param = (p: Operation['parameters'][number]) => {
    const base = good ? valid(p.schema) : fc.oneof(hostileString, valid(p.schema));
    if (p.in === 'path' || p.name === 'project') return fc.oneof(fc.constantFrom(ctx.projectId, ctx.userId), base);
    return p.required ? base : fc.option(base, { nil: undefined });
  };
  const params = fc.record(Object.fromEntries(op.parameters.map((p) => [`${p.in}:${p.name}`, param(p)])));
  const body = op.body ? (good ? valid(op.body.schema) : invalid(op.body.schema)) : fc.constant(undefined);
  return fc.record({ params, body });
}

function encodeForm(body: unknown): string {
  const form = new URLSearchParams();
  if (body && typeof body === 'object')
    for (const [k, v] of Object.entries(body)) form.append(k, typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  return form.toString();
}

async function send(op: Operation, c: Case) {
  let path = op.path.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(String(c.params[`path:${name}`] ?? 'x') || 'x'));
  const query = new URLSearchParams();
  for (const [key, v] of Object.entries(c.params))
    if (key.startsWith('query:') && v !== undefined) query.append(key.slice(6), typeof v === 'string' ? v : JSON.stringify(v));
  if ([...query].length) path += `?${query}`;
  // A fresh session per request: logout, password and account calls don't spoil the next case.
  const token = newToken();
  const id = sessionIdOf(token);
  await t.db.insert(sessions).values({ id, userId: ctx.userId, expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
  const headers: Record<string, string> = {};
  if (op.path.startsWith('/omnis/')) {
    headers.cookie = `sf_session=${token}`;
    headers['x-csrf-token'] = csrfTokenFor(t.keys.appSecret, id);
  } else headers.authorization = `Bearer ${await t.tokenFor(ctx.userId)}`;
  let rawBody: string | undefined;
  if (op.body && c.body !== undefined) {
    headers['content-type'] = op.body.type;
    rawBody = op.body.type.includes('json') ? (JSON.stringify(c.body) ?? 'null') : encodeForm(c.body);
  }
  return t.call(op.method, path, { headers, rawBody });
}

beforeAll(async () => {
  t = await setupTestServer();
  doc = (await t.call('GET', '/openapi.json')).body;
  const user = await t.createUser();
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, user.id));
  const project = await t.createProject(user.id);
  ctx = { projectId: project.id, userId: user.id };
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Schema>>)) {
    for (const [method, o] of Object.entries(item)) {
      const content = (o.requestBody?.content ?? {}) as Record<string, { schema: Schema }>;
      const type = Object.keys(content).find((k) => k.includes('json')) ?? Object.keys(content)[0];
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (o.parameters ?? []).map((p: Schema) => resolve(p)),
        body: type ? { type, schema: content[type]!.schema } : undefined,
      });
    }
  }
});

describe('fuzz: every operation of /openapi.json answers without a 5xx', () => {
  it('covers every operation of the document', () => {
    expect(operations.length).toBeGreaterThan(90);
  });

  it('valid and invalid cases (fixed seed, bounded runs)', { timeout: 90_000 }, async () => {
    const failures: string[] = [];
    for (const op of operations) {
      for (const good of [true, false]) {
        await fc
          .assert(
            fc.asyncProperty(caseArb(op, good), async (c) => {
              const res = await send(op, c);
              if (res.status >= 500)
                failures.push(`${op.method} ${op.path} ${JSON.stringify(c)} → ${res.status} ${JSON.stringify(res.body)}`);
              return res.status < 500;
            }),
            { seed: SEED, numRuns: good ? RUNS_VALID : RUNS_INVALID, endOnFailure: true },
          )
          .catch(() => {});
      }
    }
    expect(failures).toEqual([]);
  });
});
