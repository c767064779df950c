import type { Schema } from '../../../lib/api/schemas.ts';

/** The members area's shapes: aliases of the generated contract types, never copies. */
export type Member = Schema<'ProjectUser'>;
export type Role = Schema<'Role'>;
export type PermissionInfo = Schema<'Permission'>;
export type Invite = Schema<'ProjectInvite'>;
export type Template = Schema<'ProjectTemplate'>;
