/**
 * Route contracts: every operation is declared with `defineRoute({ ..., access })` and mounted on a router from
 * `createRouter()`. The router refuses a route without `access`; the access check runs before validation and
 * the handler; invalid input anywhere gets the same 422; every status the access rule and the request shape
 * can cause is documented; and every route lands in `/openapi.json` with `x-access: {scope, permission}`.
 */
import { createRoute, OpenAPIHono, type RouteConfig, z } from '@hono/zod-openapi';
import { type AccessRule, describeAccess, enforceAccess } from './access.ts';
import type { AppEnv } from './context.ts';
import { CODES } from './error-codes.ts';
import { ApiError, errorBody, zodToFieldErrors } from './errors.ts';

export function createRouter() {
  const router = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const err = new ApiError(422, CODES.VALIDATION_ERROR, 'The given data was invalid.', zodToFieldErrors(result.error));
        return c.json(errorBody(c, err), 422);
      }
    },
  });
  const openapi = router.openapi.bind(router);
  router.openapi = ((route: RouteConfig & { 'x-access'?: unknown }, ...rest: unknown[]) => {
    if (!route['x-access']) throw new Error(`${route.method.toUpperCase()} ${route.path}: declare the route with defineRoute({ access })`);
    return (openapi as (...args: unknown[]) => unknown)(route, ...rest);
  }) as typeof router.openapi;
  return router;
}

/** The error body, for `responses` in contracts. */
export const ErrorSchema = z
  .object({
    code: z.string().optional(),
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    requestId: z.string().optional(),
  })
  .openapi('Error');

const errorContent = { 'application/json': { schema: ErrorSchema } };
/** Standard error responses to spread into a contract's `responses`. */
export const errorResponses = {
  400: { description: 'Malformed request', content: errorContent },
  401: { description: 'Not signed in', content: errorContent },
  403: { description: 'Forbidden', content: errorContent },
  404: { description: 'Not found', content: errorContent },
  405: { description: 'Method not allowed', content: errorContent },
  409: { description: 'Conflict', content: errorContent },
  413: { description: 'Request body too large', content: errorContent },
  415: { description: 'Request body is not JSON', content: errorContent },
  422: { description: 'Validation failed', content: errorContent },
  429: { description: 'Too many requests', content: errorContent },
} as const;

/** `{ok: true}`: the answer of calls that only confirm. */
export const OkSchema = z.object({ ok: z.literal(true) }).openapi('Ok');

type Responses = RouteConfig['responses'];

/** The statuses the access rule and the request's shape can cause, added where the contract did not say. */
function documentedStatuses(route: Omit<RouteConfig, 'path'> & { path: string }, rule: AccessRule): Responses {
  const add = new Set<keyof typeof errorResponses>();
  const req = route.request;
  const unsafe = !['get', 'head', 'options'].includes(route.method);
  if (req?.body) for (const s of [400, 413, 415, 422] as const) add.add(s);
  if (req?.params || req?.query) add.add(422);
  if (route.path.includes('{')) add.add(404);
  if (unsafe) add.add(403); // cross-site requests and a missing CSRF token beside a cookie
  if (rule.scope !== 'public') add.add(401);
  if (rule.scope === 'project') {
    add.add(403);
    add.add(404);
    if (rule.optional || !route.path.includes('{project}')) add.add(422); // a missing or malformed `project`
  }
  if (rule.scope === 'platformAdmin' || (rule.scope === 'user' && rule.session)) add.add(403);
  const out: Responses = { ...route.responses };
  for (const s of [...add].sort()) out[s] ??= errorResponses[s];
  return out;
}

function securityFor(rule: AccessRule) {
  if (rule.scope === 'public') return [];
  if (rule.scope === 'user' && rule.session) return [{ session: [] }];
  if (rule.scope === 'platformAdmin' || rule.scope === 'user')
    return [{ bearer: [] }, { session: [] }, ...(rule.scope === 'user' && rule.apiKeys ? [{ apiKey: [] }] : [])];
  return [{ bearer: [] }, { session: [] }, { apiKey: [] }];
}

/**
 * A route contract with its access: `createRoute` plus `access`, enforced before the handler and written into
 * the document as `x-access` and `security`.
 */
export function defineRoute<
  P extends string,
  R extends Omit<RouteConfig, 'path' | 'middleware' | 'security'> & { path: P; access: AccessRule },
>(config: R) {
  const { access: rule, ...route } = config;
  const built = {
    ...route,
    middleware: [enforceAccess(rule)],
    responses: documentedStatuses(route, rule),
    security: securityFor(rule),
    'x-access': describeAccess(rule),
  };
  return createRoute(built as unknown as Omit<R, 'access'>);
}

/** JSON request body from a strict zod object (unknown fields → 422). */
export function jsonBody<T extends z.ZodType>(schema: T, description?: string) {
  return { required: true, description, content: { 'application/json': { schema } } };
}

export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

/** Paging query params of the API conventions. */
export const pageQuery = {
  pageToken: z.string().max(512).optional().openapi({ description: 'Opaque cursor from a previous page' }),
  pageSize: z.coerce.number().int().min(1).max(100).default(20).openapi({ description: 'Items per page (max 100)' }),
};

export { z };
