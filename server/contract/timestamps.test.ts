/**
 * Contract: every `date-time` in actual responses is ISO-8601 UTC (`2026-11-22T21:42:32.086Z`), never
 * PostgreSQL's text form. Checked: properties the OpenAPI document marks `date-time`, every `…At` property, and any
 * string shaped like a timestamp.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../db/schema/index.ts';
import { newId } from '../lib/ids.ts';
import { setupTestServer, type TestServer } from '../../tests/setup/server.ts';

let t: TestServer;
let dateTimeKeys: Set<string>;

beforeAll(async () => {
  t = await setupTestServer();
  const doc = (await t.call('GET', '/openapi.json')).body;
  dateTimeKeys = new Set();
  const walk = (node: unknown, key?: string) => {
    if (!node || typeof node !== 'object') return;
    const n = node as Record<string, unknown>;
    if (key && n.format === 'date-time') dateTimeKeys.add(key);
    if (n.properties && typeof n.properties === 'object') {
      for (const [k, v] of Object.entries(n.properties)) walk(v, k);
    }
    for (const [k, v] of Object.entries(n)) if (k !== 'properties') walk(v, key);
  };
  walk(doc);
});

/** Every value under a documented date-time key, plus every string that looks like a timestamp. */
function timestamps(body: unknown, out: string[] = []): string[] {
  if (Array.isArray(body)) for (const v of body) timestamps(v, out);
  else if (body && typeof body === 'object') {
    for (const [k, v] of Object.entries(body)) {
      if (typeof v === 'string' && (dateTimeKeys.has(k) || /At$/.test(k) || /^\d{4}-\d\d-\d\d[ T]\d\d:/.test(v))) out.push(v);
      else timestamps(v, out);
    }
  }
  return out;
}

const isIso = (x: string) => !Number.isNaN(Date.parse(x)) && new Date(x).toISOString() === x;

describe('date-time values in responses', () => {
  it('are ISO-8601 UTC in list and detail calls (user, sessions, projects, notifications, organisations)', async () => {
    const user = await t.createUser();
    const session = await t.signIn(user);
    const token = await t.tokenFor(user.id);
    const created = await t.call('POST', '/v1/projects', { token, body: { name: 'Timestamps' } });
    expect(created.status).toBe(201);
    await t.db.insert(notifications).values({ id: newId('ntf'), userId: user.id, title: 'Hello', body: 'World' });
    const calls = [
      created,
      await t.call('GET', '/omnis/v3/dashboard/user', { session }),
      await t.call('GET', '/v1/projects', { token }),
      await t.call('GET', `/v1/projects/${created.body.id}`, { token }),
      await t.call('GET', '/omnis/v3/dashboard/user/notifications', { session }),
      await t.call('GET', '/v1/organisations', { token }),
    ];
    const seen: string[] = [];
    for (const res of calls) {
      expect(res.status).toBeLessThan(300);
      seen.push(...timestamps(res.body));
    }
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.filter((x) => !isIso(x))).toEqual([]);
  });
});
