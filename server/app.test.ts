import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../tests/setup/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer({ BODY_LIMIT: '2048' });
});

describe('error contract', () => {
  it('answers an unknown route with 404 and a request id', async () => {
    const res = await t.call('GET', '/v1/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'ROUTE_NOT_FOUND', message: expect.any(String), requestId: expect.any(String) });
    expect(res.headers.get('x-request-id')).toBe(res.body.requestId);
  });

  it('answers a wrong method with 405 and Allow', async () => {
    const res = await t.call('DELETE', '/healthz');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toContain('GET');
    expect(res.body.code).toBe('METHOD_NOT_ALLOWED');
  });

  it('answers malformed JSON with 400, never 5xx', async () => {
    const res = await t.call('POST', '/omnis/v3/dashboard/user/login', { rawBody: '{"email": ' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_REQUEST');
  });

  it('answers wrong types and unknown fields with 422 and field errors', async () => {
    const res = await t.call('POST', '/omnis/v3/dashboard/user/login', { body: { email: 42, password: 'x', extra: true } });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(res.body.errors)).toEqual(expect.arrayContaining(['email', 'extra']));
  });

  it('answers an oversized body with 413', async () => {
    const res = await t.call('POST', '/omnis/v3/dashboard/user/login', {
      rawBody: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(5000) }),
    });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('sets the security headers', async () => {
    const res = await t.call('GET', '/healthz');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBeTruthy();
  });
});

describe('health and OpenAPI', () => {
  it('reports the database as reachable', async () => {
    const res = await t.call('GET', '/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok' });
  });

  it('publishes a valid OpenAPI 3.1 document', async () => {
    const res = await t.call('GET', '/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const result = await new Validator().validate(res.body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('declares every JSON request body as closed (unknown fields are refused)', async () => {
    const doc = (await t.call('GET', '/openapi.json')).body;
    const open: string[] = [];
    const resolve = (s: any) => (s?.$ref ? doc.components.schemas[s.$ref.split('/').pop()] : s);
    for (const [path, ops] of Object.entries<any>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(ops)) {
        const schema = resolve(op.requestBody?.content?.['application/json']?.schema);
        if (schema && schema.type === 'object' && schema.additionalProperties !== false) open.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(open).toEqual([]);
  });

  it('serves the interactive reference without a CDN', async () => {
    const res = await t.app.request('/docs');
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('/docs/swagger-ui-bundle.js');
    expect(html).not.toMatch(/https?:\/\//);
  });
});
