/**
 * Named schemas of the server's contracts, from the generated document: `Schema<'Project'>` is the one
 * `Project` type. Never write a response or DTO type by hand; if a name is missing, give the server's zod
 * schema an `.openapi('Name')` and regenerate (scripts/gen-api.ts).
 */
import type { components } from './generated/schema.ts';

export type SchemaName = keyof components['schemas'];
export type Schema<N extends SchemaName> = components['schemas'][N];
