/**
 * The contract says what the server does: walks every operation of /openapi.json and checks that
 * - each declares its access (`x-access`), public ones with `security: []`;
 * - public operations ignore a bad `Authorization` header;
 * - the spec's own client (000 §6: session cookie + X-CSRF-TOKEN from the cookie + bearer from the code
 *   exchange, all together) is refused (401) by none;
 * - every answer to valid, anonymous, malformed-JSON, non-JSON and invalid-body requests has a documented
 *   status, and its body matches the documented schema;
 * - overlapping routes answer 405 with an `Allow` of the real methods.
 */
import { z } from '@hono/zod-openapi';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../tests/setup/server.ts';
import { buildFixture, type Fixture, listOperations, type Operation, requestFor, SAMPLES } from './isolation.matrix.ts';

let t: TestServer;
let doc: { paths: Record<string, Record<string, Operation['op']>>; components: { schemas: Record<string, unknown> } };
let operations: Operation[];

beforeAll(async () => {
  t = await setupTestServer();
  doc = (await t.call('GET', '/openapi.json')).body;
  operations = listOperations(doc);
});

/** Reads first, then writes, then deletes, then logout: so a write cannot hide a later call's answer. */
const order = (o: Operation) =>
  o.key === 'POST /omnis/v3/dashboard/user/logout' ? 4 : o.method === 'GET' ? 0 : o.method === 'DELETE' ? 2 : 1;
const ordered = () => [...operations].sort((a, b) => order(a) - order(b));

function resolveRefs(schema: unknown, seen = new Set<string>()): unknown {
  if (Array.isArray(schema)) return schema.map((s) => resolveRefs(s, seen));
  if (!schema || typeof schema !== 'object') return schema;
  const ref = (schema as { $ref?: string }).$ref;
  if (ref) {
    const name = ref.split('/').pop()!;
    if (seen.has(name)) return {};
    return resolveRefs(doc.components.schemas[name], new Set([...seen, name]));
  }
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, resolveRefs(v, seen)]));
}

const validators = new Map<unknown, z.ZodType>();
function schemaFor(o: Operation, status: number) {
  const documented = o.op.responses[String(status)];
  const schema = documented?.content?.['application/json']?.schema;
  if (!schema) return null;
  if (!validators.has(schema)) validators.set(schema, z.fromJSONSchema(resolveRefs(schema) as never));
  return validators.get(schema)!;
}

type Probe = { name: string; headers?: Record<string, string>; body?: unknown; rawBody?: string; contentType?: string };

async function probe(o: Operation, fx: Fixture, p: Probe) {
  const { url, body } = requestFor(o, SAMPLES[o.key] ?? {}, fx);
  const headers: Record<string, string> = { ...p.headers };
  if (p.contentType) headers['content-type'] = p.contentType;
  const res = await t.call(o.method, url, {
    headers,
    ...(p.rawBody !== undefined ? { rawBody: p.rawBody } : { body: p.body === undefined ? body : p.body }),
  });
  return { ...res, where: `${o.key} ${p.name} → ${res.status} ${JSON.stringify(res.body ?? '').slice(0, 200)}` };
}

/** Answers carrying an array that are one thing, not a list to page (a record's own parts). */
const NOT_LISTS = new Set([
  'GET /v1/flows/{flowId}', // a flow, with its draft and live versions
  'GET /v1/flows/{flowId}/draft', // a flow's draft version, with its steps (at most 50)
  'GET /v1/mail/subscribers/imports/{importId}', // an import, with its first 1,000 row errors
  'GET /v1/mail/subscribers/{subscriberId}', // a subscriber, with the ids of their lists
  'GET /v1/mail/campaigns/{campaignId}', // a campaign, with its content blocks (at most 100)
  'GET /v1/mail/drafts/{draftId}', // a draft, with its content blocks (at most 100)
  'GET /v1/auth/.well-known/jwks.json', // a JWK set (RFC 7517), one key
  'GET /omnis/v3/platform', // the platform, with its logos
  'GET /omnis/v3/dashboard/user', // the user, with features and signed terms
  'GET /v1/projects/{project}', // the project, with flags, domains, logos
  'GET /v1/billing/overview', // the billing home: wallets (one per currency) and alerts (at most six kinds)
  'GET /v1/organisations/{organisationId}', // the organisation, with the caller's projects in it
  'GET /v1/enforcer/roles/{role}', // the role, with its permissions
  'GET /v1/enforcer/users/{user}/roles', // a member's role (one)
  'GET /v1/enforcer/users/{user}/roles/assignable', // the roles a select offers (a handful)
  'GET /v1/enforcer/users/{user}/permissions', // a member's permission set, checked as a whole
  'GET /v1/platform/{platformId}/fulfillments/{fulfillmentId}', // the fulfillment, with its items
  'GET /v1/platform/{platformId}/orders/{orderId}', // the order, with its lines, payments, fulfillments, timeline
  'GET /v1/platform/{platformId}/customers/enquiries/{enquiryId}', // the enquiry, with its tags
  'GET /v1/platform/{platformId}/orders/summary', // one row per day of the asked range
  'GET /v2/metrics/metrics/{metricId}', // the metric, with its label keys
  'GET /v2/metrics/monitors/{monitorId}', // the monitor, with its tags
  'GET /v2/metrics/monitors/{monitorId}/inspect', // the monitor's series and state changes over the asked range
  'GET /v2/metrics/query', // the series of one query over the asked range (at most 1,500 points each)
  'GET /v2/metrics/dashboard', // the dashboard: a few cards, one chart, five recent orders
  'GET /v1/projects/{project}/tasks/{id}', // the task, with its labels and links
  'GET /v1/projects/{project}/okrs/summary', // one period's summary (objectives of a period, a handful)
  'GET /v1/projects/{project}/bookmarktabs', // the caller's tabs, read and PUT as a whole (spec 000 §7)
  'GET /v1/blog/blogs/{blogId}', // a post, with its tags
  'GET /v1/gfn/catalog/products/{productId}', // the product, with its images and variants (tens at most)
  'GET /v1/gfn/catalog/stock/{variantId}', // one variant: a row per factory and its latest 50 movements
  'GET /v1/drive/metadata/{file}', // a file, with its tags
  'GET /v1/drive/sync', // the change feed pages by its own cursor and `limit` (spec 001 §7), with `hasMore`
  'GET /v1/drive/admin/metrics', // one row per day of the asked range
  'GET /v1/drive/admin/projects/{project}/metrics', // one row per day of the asked range
  'GET /v1/drive/admin/projects/{project}', // the setup, with its allowed types
]);

/** Project routes where membership is enough, with the reason (the handler scopes the rest). */
const MEMBERSHIP_ONLY = new Set([
  // Bookmarks and tabs are the caller's own within the project (issue 24): every member has them.
  'GET /v1/projects/{project}/bookmarks',
  'POST /v1/projects/{project}/bookmarks',
  'PATCH /v1/projects/{project}/bookmarks/{id}',
  'DELETE /v1/projects/{project}/bookmarks/{id}',
  'GET /v1/projects/{project}/bookmarktabs',
  'PUT /v1/projects/{project}/bookmarktabs',
]);

describe('the contract', () => {
  it('every operation declares its access; public ones need no security', () => {
    expect(operations.length).toBeGreaterThanOrEqual(104);
    const failures: string[] = [];
    for (const o of operations) {
      const a = o.op['x-access'];
      if (!a) failures.push(`${o.key}: no x-access`);
      else if (a.scope === 'public' && JSON.stringify(o.op.security) !== '[]') failures.push(`${o.key}: public without security: []`);
      else if (a.scope === 'project' && !a.permission && !MEMBERSHIP_ONLY.has(o.key)) {
        // project routes may leave the permission to the handler only with a reason; none do today
        failures.push(`${o.key}: project scope without a permission`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('every list pages: an array answer comes with nextPageToken, and pageSize/pageToken are accepted', () => {
    const unpaged: string[] = [];
    for (const o of operations.filter((x) => x.method === 'GET')) {
      const schema = resolveRefs(o.op.responses['200']?.content?.['application/json']?.schema) as {
        properties?: Record<string, { type?: string }>;
      } | null;
      const arrays = Object.entries(schema?.properties ?? {}).filter(([, p]) => p.type === 'array');
      if (!arrays.length || NOT_LISTS.has(o.key)) continue;
      const params = new Set((o.op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name));
      if (!schema?.properties?.nextPageToken || !params.has('pageSize') || !params.has('pageToken'))
        unpaged.push(`${o.key} (${arrays.map(([k]) => k).join(', ')})`);
    }
    expect(unpaged).toEqual([]);
  });

  it('every answer has a documented status and matches the documented schema', async () => {
    const { fx, oTok } = await buildFixture(t);
    const failures: string[] = [];
    for (const o of ordered()) {
      const probes: Probe[] = [
        { name: 'anonymous' },
        { name: 'with a bad bearer', headers: { authorization: 'Bearer not.a.token' } },
        { name: 'as the owner', headers: { authorization: `Bearer ${oTok}` } },
      ];
      if (o.op.requestBody) {
        const auth = { authorization: `Bearer ${oTok}` };
        probes.push(
          { name: 'with malformed JSON', headers: auth, rawBody: '{"a":', contentType: 'application/json' },
          { name: 'with a text body', headers: auth, rawBody: 'hello', contentType: 'text/plain' },
          { name: 'with an unknown field', headers: auth, body: { 'not-a-field': 1 } },
        );
      }
      for (const p of probes) {
        if (o.key === 'POST /omnis/v3/dashboard/user/logout' && p.name === 'as the owner') continue;
        const res = await probe(o, fx, p);
        if (!o.op.responses[String(res.status)]) {
          failures.push(`undocumented status: ${res.where}`);
          continue;
        }
        const schema = schemaFor(o, res.status);
        if (schema && res.body !== null && typeof res.body === 'object') {
          const parsed = schema.safeParse(res.body);
          if (!parsed.success)
            failures.push(
              `body does not match the documented schema (${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}): ${res.where}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('public operations ignore a bad Authorization header', async () => {
    const { fx } = await buildFixture(t);
    const failures: string[] = [];
    for (const o of ordered().filter((x) => x.op['x-access']?.scope === 'public')) {
      for (const authorization of ['Bearer not.a.token', 'Bearer eyJhbGciOiJub25lIn0.e30.', 'sk_not_a_key']) {
        const res = await probe(o, fx, { name: `with Authorization: ${authorization}`, headers: { authorization } });
        if (res.status === 401) failures.push(res.where);
      }
    }
    expect(failures).toEqual([]);
  });

  it("the spec's client (cookie + X-CSRF-TOKEN + bearer on every call) is refused by no operation", async () => {
    const { fx, owner } = await buildFixture(t);
    const session = await t.signIn(owner);
    const code = await t.call('POST', '/omnis/v3/dashboard/user/token', { session });
    const exchanged = await t.call('POST', '/v1/auth/token', { body: { type: 'authorization_code', code: code.body.token } });
    expect(exchanged.status).toBe(200);
    const headers = { cookie: session.cookie, 'x-csrf-token': session.csrf, authorization: `Bearer ${exchanged.body.token}` };
    const failures: string[] = [];
    let walked = 0;
    for (const o of ordered()) {
      const res = await probe(o, fx, { name: 'as the spec client', headers });
      walked++;
      if (res.status === 401 || res.status >= 500) failures.push(res.where);
    }
    expect(walked).toBe(operations.length);
    expect(failures).toEqual([]);
  });

  it('account calls take the session beside a bearer only when both are the same user, and still need the session', async () => {
    const alice = await t.createUser();
    const bob = await t.createUser();
    const session = await t.signIn(alice);
    const aliceBearer = `Bearer ${await t.tokenFor(alice.id)}`;
    const bobBearer = `Bearer ${await t.tokenFor(bob.id)}`;
    const both = await t.call('GET', '/omnis/v3/dashboard/user', { headers: { cookie: session.cookie, authorization: aliceBearer } });
    expect(both.status).toBe(200);
    expect(both.body.id).toBe(alice.id);
    const bearerOnly = await t.call('GET', '/omnis/v3/dashboard/user', { headers: { authorization: aliceBearer } });
    expect(bearerOnly.status).toBe(401);
    expect(bearerOnly.body.code).toBe('SESSION_REQUIRED');
    const mixed = await t.call('GET', '/omnis/v3/dashboard/user', { headers: { cookie: session.cookie, authorization: bobBearer } });
    expect(mixed.status).toBe(401);
    const noCsrf = await t.call('POST', '/omnis/v3/dashboard/user/token', {
      headers: { cookie: session.cookie, authorization: aliceBearer },
    });
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.body.code).toBe('CSRF_TOKEN_MISMATCH');
  });

  it('overlapping routes answer 405, and Allow lists only the methods of the path that owns the request', async () => {
    const u = await t.createUser();
    const token = await t.tokenFor(u.id);
    const patch = await t.call('PATCH', '/v1/projects/templates', { token, body: { name: 'x' } });
    expect(patch.status).toBe(405);
    expect(patch.headers.get('allow')).toBe('GET');
    const put = await t.call('PUT', '/v1/projects/prj_whatever', { token, body: {} });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')?.split(', ').sort()).toEqual(['DELETE', 'GET', 'PATCH']);
    const get = await t.call('GET', '/v1/projects/templates', { token });
    expect(get.status).toBe(200);
  });
});
