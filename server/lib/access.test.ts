import { createRoute, z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { access } from './access.ts';
import { requireHook } from './hooks.ts';
import { createRouter, defineRoute, jsonResponse } from './openapi.ts';

describe('access on the route', () => {
  it('a router from createRouter() refuses a route declared without access', () => {
    const router = createRouter();
    const bare = createRoute({ method: 'get', path: '/x', responses: { 200: jsonResponse(z.object({}), 'ok') } });
    expect(() => router.openapi(bare, (c) => c.json({}, 200))).toThrow(/defineRoute/);
  });

  it('defineRoute writes x-access and security, and documents the statuses its access and body can cause', () => {
    const route = defineRoute({
      method: 'post',
      path: '/{project}/things',
      access: access.project('things.things.create'),
      request: {
        params: z.object({ project: z.string() }),
        body: { required: true, content: { 'application/json': { schema: z.strictObject({ name: z.string() }) } } },
      },
      responses: { 201: jsonResponse(z.object({ id: z.string() }), 'Created') },
    }) as unknown as { 'x-access': unknown; security: unknown; responses: Record<string, unknown> };
    expect(route['x-access']).toEqual({ scope: 'project', permission: 'things.things.create' });
    expect(Object.keys(route.responses).sort()).toEqual(['201', '400', '401', '403', '404', '413', '415', '422']);
    const open = defineRoute({
      method: 'get',
      path: '/healthz',
      access: access.public(),
      responses: { 200: jsonResponse(z.object({}), 'ok') },
    }) as unknown as { security: unknown; responses: Record<string, unknown> };
    expect(open.security).toEqual([]);
    expect(Object.keys(open.responses)).toEqual(['200']);
  });
});

describe('hooks', () => {
  it('an unwired hook throws when used instead of answering nothing', () => {
    const hook = requireHook<() => number>('probe');
    expect(hook.isSet).toBe(false);
    expect(() => hook.get()).toThrow(/never wired/);
    hook.set(() => 1);
    expect(hook.get()()).toBe(1);
  });
});
