/** Bad input never reaches PostgreSQL or a 5xx: NUL, lone surrogates and prototype keys answer 422 with field errors. */
import { beforeAll, describe, expect, it } from 'vitest';
import { zodToFieldErrors } from '../lib/errors.ts';
import { setupTestServer, type TestServer } from '../../tests/setup/server.ts';
import { z } from 'zod';

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await setupTestServer();
  token = await t.tokenFor((await t.createUser()).id);
});

describe('NUL, lone surrogates and prototype keys', () => {
  it('GET /v1/projects/%00 and a NUL in the query answer 422 (path / query field)', async () => {
    const path = await t.call('GET', '/v1/projects/%00', { token });
    expect(path.status).toBe(422);
    expect(path.body.errors.path).toBeTruthy();
    const query = await t.call('GET', '/v1/projects?pageToken=%00', { token });
    expect(query.status).toBe(422);
    expect(query.body.errors.pageToken).toBeTruthy();
  });

  it('POST /v1/projects {"name":"a\\u0000"} and {"name":"a\\ud800b"} answer 422 on name', async () => {
    for (const rawBody of ['{"name":"a\\u0000"}', '{"name":"a\\ud800b"}', '{"name":"ok","x":{"k\\u0000":1}}']) {
      const res = await t.call('POST', '/v1/projects', { token, rawBody });
      expect(res.status, rawBody).toBe(422);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(res.body.errors).length).toBeGreaterThan(0);
    }
    const nul = await t.call('POST', '/v1/projects', { token, rawBody: '{"name":"a\\u0000"}' });
    expect(nul.body.errors.name).toEqual(['Must not contain NUL characters.']);
  });

  it('body keys __proto__ / constructor answer 422 naming the field', async () => {
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      const res = await t.call('POST', '/v1/projects', { token, rawBody: `{"name":"Shop","${key}":{"a":1}}` });
      expect(res.status, key).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual([key]);
    }
    const session = await t.signIn(await t.createUser());
    const res = await t.call('POST', '/omnis/v3/dashboard/user/login', {
      session,
      rawBody: '{"email":"a@b.c","password":"x","constructor":[1]}',
    });
    expect(res.status).toBe(422);
  });

  it('a form body with NUL answers 422', async () => {
    const res = await t.call('POST', '/v1/auth/token', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      rawBody: 'type=authorization_code&code=%00',
    });
    expect(res.status).toBe(422);
  });

  it('zodToFieldErrors keeps __proto__ and constructor as plain fields', () => {
    const parsed = z.strictObject({ a: z.string() }).safeParse(JSON.parse('{"a":"x","__proto__":1,"constructor":2}'));
    expect(parsed.success).toBe(false);
    const errors = zodToFieldErrors(parsed.error!);
    expect(Object.keys(errors).sort()).toEqual(['__proto__', 'constructor']);
    expect(JSON.parse(JSON.stringify(errors)).constructor).toEqual(['This field is not allowed.']);
  });
});
