/**
 * Route contracts: every module builds its router with `createRouter()`, so invalid input anywhere gets the
 * same 422 answer, and every route lands in `/openapi.json`.
 */
import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from './context.ts';
import { ApiError, errorBody, zodToFieldErrors } from './errors.ts';

export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const err = new ApiError(422, 'VALIDATION_ERROR', 'The given data was invalid.', zodToFieldErrors(result.error));
        return c.json(errorBody(c, err), 422);
      }
    },
  });
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
  422: { description: 'Validation failed', content: errorContent },
} as const;

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
