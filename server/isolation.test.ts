/**
 * Tenant isolation as a property of the whole API: walks every operation in /openapi.json, reading who may call
 * it from the operation's `x-access` (an operation without one fails; sample bodies are in server/isolation.matrix.ts), calls it as anonymous, a member of another project, a user with no
 * projects, another project's API key and the lowest role of the right project, and checks the answers, that
 * no foreign data leaks, that POST /enforce agrees with each endpoint, and that the victim's rows are unchanged.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, BUILT_IN_ROLES } from '../common/permissions.ts';
import { setupTestServer, type TestServer } from '../tests/setup/server.ts';
import {
  buildFixture,
  type Fixture,
  listOperations,
  type Operation,
  requestFor,
  SAMPLES,
  type Sample,
  withHiddenAliases,
} from './isolation.matrix.ts';

/** What the suite needs of an operation: its declared access (`x-access`) and its sample request. */
type RouteRule = Sample & { scope?: 'project' | 'user' | 'platformAdmin' | 'public'; permission?: string | null };

let t: TestServer;
let fx: Fixture;
let victimMarkers: string[];
let otherMarkers: string[];
let operations: Operation[];
const MATRIX: Record<string, RouteRule> = {};
type Caller = { name: string; headers: Record<string, string> };
let callers: { anonymous: Caller; otherMember: Caller; loner: Caller; otherKey: Caller; lowest: Caller; nobody: Caller };
let nobodyId: string;

beforeAll(async () => {
  t = await setupTestServer();
  const built = await buildFixture(t);
  fx = built.fx;
  const { owner, adminUser, member, oTok } = built;
  const org = { body: built.org };
  const key = { body: { id: fx.apiKeyId } };
  const role = { body: { id: fx.roleId } };

  const otherOwner = await t.createUser();
  const other = await t.createProject(otherOwner.id, { name: 'Other Shop' });
  const otherTok = await t.tokenFor(otherOwner.id);
  const otherKey = await t.call('POST', `/v1/projects/${other.id}/auth`, {
    token: otherTok,
    body: { name: 'Other key', permissions: [...ALL_PERMISSIONS] },
  });
  const loner = await t.createUser();
  const empty = await t.call('POST', `/v1/enforcer/roles?project=${fx.projectId}`, {
    token: oTok,
    body: { name: 'No access', permissions: [] },
  });
  const nobody = await t.createUser();
  nobodyId = nobody.id;
  await t.addMember(fx.projectId, nobody.id, empty.body.id);
  victimMarkers = [
    fx.projectId,
    owner.email,
    adminUser.email,
    member.email,
    org.body.id,
    'victim-invitee@example.com',
    'victim-buyer@example.com',
    fx.platformId,
    fx.orderId,
    key.body.id,
    role.body.id,
    'Victim Shop',
    'Victim Group',
  ];
  otherMarkers = [other.id, otherOwner.email, 'Other Shop'];
  const bearer = async (id: string) => ({ authorization: `Bearer ${await t.tokenFor(id)}` });
  callers = {
    anonymous: { name: 'anonymous', headers: {} },
    otherMember: { name: 'member of another project', headers: await bearer(otherOwner.id) },
    loner: { name: 'user with no projects', headers: await bearer(loner.id) },
    otherKey: { name: "another project's API key", headers: { authorization: otherKey.body.key } },
    lowest: { name: 'lowest role (member) of the project', headers: await bearer(member.id) },
    nobody: { name: 'custom role without permissions', headers: await bearer(nobody.id) },
  };

  const doc = (await t.call('GET', '/openapi.json')).body;
  operations = withHiddenAliases(listOperations(doc)); // + the hidden older base paths (/v1/metrics)
  for (const o of operations) {
    const declared = o.op['x-access'];
    if (declared) MATRIX[o.key] = { ...SAMPLES[o.aliasOf ?? o.key], scope: declared.scope, permission: declared.permission ?? undefined };
  }
});

async function send(o: Operation, rule: RouteRule, caller: Caller) {
  const { url, body } = requestFor(o, rule, fx);
  const res = await t.call(o.method, url, { headers: { ...caller.headers }, body });
  const sent = `${url} ${JSON.stringify(body ?? null)}`;
  return { ...res, sent, text: JSON.stringify(res.body ?? '') };
}

/** Fingerprint of every row of the victim project in every table that has a project_id column. */
async function snapshot() {
  const tables = await t.db.execute<{ table_name: string }>(
    sql`select distinct table_name from information_schema.columns where table_schema = 'public' and column_name = 'project_id' order by table_name`,
  );
  const out: Record<string, string> = {};
  for (const { table_name } of tables.rows) {
    const r = await t.db.execute<{ h: string | null }>(
      sql`select md5(string_agg(x::text, '|' order by x::text)) as h from ${sql.identifier(table_name)} x where project_id = ${fx.projectId}`,
    );
    out[table_name] = r.rows[0]?.h ?? '';
  }
  const extra = await t.db.execute<{ h: string | null }>(sql`
    select md5(coalesce((select x::text from projects x where id = ${fx.projectId}), '') ||
               coalesce((select x::text from organisations x where id = ${fx.organisationId}), '') ||
               coalesce((select string_agg(x::text, '|' order by x.id) from users x where id in (${fx.ownerId}, ${fx.adminId}, ${fx.memberId})), '') ||
               coalesce((select string_agg(x::text, '|' order by x.permission) from permission_notes x), '')) as h`);
  out['(project, organisation, member users, permission notes)'] = extra.rows[0]?.h ?? '';
  return out;
}

describe('tenant isolation', () => {
  it('every operation in /openapi.json declares its access, and no sample request is stale', () => {
    expect(operations.length).toBeGreaterThanOrEqual(104);
    expect(operations.filter((o) => o.aliasOf).length, 'the hidden /v1/metrics copies are walked too').toBeGreaterThanOrEqual(12);
    const keys = operations.map((o) => o.key);
    const missing = keys.filter((k) => !MATRIX[k]?.scope);
    expect(missing, 'declare these with defineRoute({ access })').toEqual([]);
    const stale = Object.keys(SAMPLES).filter((k) => !keys.includes(k));
    expect(stale, 'these sample requests in server/isolation.matrix.ts have no route any more').toEqual([]);
  });

  it('foreign callers get 401/403/404, never the victim project data, and change nothing', async () => {
    const before = await snapshot();
    const failures: string[] = [];
    for (const o of operations) {
      const rule = MATRIX[o.key];
      if (!rule) continue;
      for (const caller of [callers.anonymous, callers.otherMember, callers.loner, callers.otherKey]) {
        const res = await send(o, rule, caller);
        const where = `${o.key} as ${caller.name} → ${res.status} ${res.text.slice(0, 160)}`;
        if (res.status >= 500) failures.push(`server error: ${where}`);
        const leaked = victimMarkers.filter((m) => res.text.includes(m) && !res.sent.includes(m));
        if (leaked.length) failures.push(`leaked ${leaked.join(', ')}: ${where}`);
        const isAnon = caller === callers.anonymous;
        const isKey = caller === callers.otherKey;
        if (rule.scope === 'project') {
          const expected = isAnon ? 401 : 404;
          if (res.status !== expected) failures.push(`expected ${expected}: ${where}`);
        } else if (rule.scope === 'user') {
          if (isAnon && res.status !== 401) failures.push(`expected 401: ${where}`);
        } else if (rule.scope === 'platformAdmin') {
          const ok = isAnon || isKey ? [401] : [403];
          if (!ok.includes(res.status)) failures.push(`expected ${ok.join('/')}: ${where}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['the built-in member role', () => ({ caller: callers.lowest, userId: fx.memberId, permissions: BUILT_IN_ROLES.member.permissions })],
    ['a custom role with no permissions', () => ({ caller: callers.nobody, userId: nobodyId, permissions: [] as readonly string[] })],
  ])('%s is answered as its permissions say, /enforce agrees, and no other tenant leaks in', async (_, who) => {
    const { caller, userId, permissions } = who();
    const held = new Set<string>(permissions);
    const failures: string[] = [];
    const enforceCache = new Map<string, boolean>();
    const enforce = async (permission: string) => {
      if (!enforceCache.has(permission)) {
        const res = await t.call('POST', '/v1/enforcer/enforce', {
          headers: caller.headers,
          body: { project: fx.projectId, user: userId, permissions: [permission] },
        });
        enforceCache.set(permission, res.status === 200 && res.body.permissions.granted.includes(permission));
      }
      return enforceCache.get(permission)!;
    };
    // Reads first, then writes, so a permitted write cannot hide a read's answer.
    const ordered = [...operations].sort((a, b) => Number(a.method !== 'GET') - Number(b.method !== 'GET'));
    for (const o of ordered) {
      const rule = MATRIX[o.key];
      if (rule?.scope !== 'project') continue;
      const res = await send(o, rule, caller);
      const where = `${o.key} as ${caller.name} → ${res.status} ${res.text.slice(0, 160)}`;
      if (res.status >= 500) failures.push(`server error: ${where}`);
      if (res.status === 401 || (res.status === 404 && res.body?.code === 'PROJECT_NOT_FOUND'))
        failures.push(`a member was refused the project: ${where}`);
      const leaked = otherMarkers.filter((m) => res.text.includes(m));
      if (leaked.length) failures.push(`another tenant leaked (${leaked.join(', ')}): ${where}`);
      if (!rule.permission) continue;
      const deniedByEndpoint = res.status === 403 && res.body?.code === 'PERMISSION_DENIED';
      if (deniedByEndpoint && res.body.permission !== rule.permission)
        failures.push(`denied naming ${res.body.permission}, matrix says ${rule.permission}: ${where}`);
      if (held.has(rule.permission) === deniedByEndpoint)
        failures.push(`role says ${held.has(rule.permission) ? 'granted' : 'denied'}: ${where}`);
      if ((await enforce(rule.permission)) === deniedByEndpoint) failures.push(`/enforce disagrees about ${rule.permission}: ${where}`);
    }
    expect(failures).toEqual([]);
  });
});
