import { access } from '../../lib/access.ts';
import { PERMISSIONS } from '../../../common/permissions.ts';
import { z } from '@hono/zod-openapi';
import { defineRoute, jsonBody, jsonResponse, pageQuery } from '../../lib/openapi.ts';
import { ProjectParam, tags } from './projects.routes.ts';

export const InviteSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    role: z.string(),
    roleName: z.string(),
    status: z.enum(['pending', 'expired', 'accepted', 'revoked']),
    invitedBy: z.string().nullable(),
    expiresAt: z.string(),
    sentAt: z.string(),
    createdAt: z.string(),
  })
  .openapi('ProjectInvite');
export const InviteListSchema = z
  .object({ invites: z.array(InviteSchema), nextPageToken: z.string().nullable() })
  .openapi('ProjectInviteList');
export const CreateInviteBody = z
  .strictObject({
    email: z.string().trim().toLowerCase().email('Enter a valid email address.').max(254),
    role: z.string().trim().min(1, 'Choose a role.').max(64).default('member'),
  })
  .openapi('CreateInviteRequest');

const InviteParam = ProjectParam.extend({
  invite: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: 'invite', in: 'path' } }),
});

export const listInvitesRoute = defineRoute({
  method: 'get',
  path: '/{project}/invites',
  access: access.project(PERMISSIONS.projectsInvitesList),
  tags,
  summary: 'Open invites (pending and expired), newest first',
  request: { params: ProjectParam, query: z.object({ search: z.string().trim().max(200).optional(), ...pageQuery }) },
  responses: { 200: jsonResponse(InviteListSchema, 'Invites') },
});

export const createInviteRoute = defineRoute({
  method: 'post',
  path: '/{project}/invites',
  access: access.project(PERMISSIONS.projectsInvitesCreate),
  tags,
  summary: 'Invite someone by email (sends a single-use link valid for 7 days)',
  request: { params: ProjectParam, body: jsonBody(CreateInviteBody) },
  responses: { 201: jsonResponse(InviteSchema, 'The invite') },
});

export const resendInviteRoute = defineRoute({
  method: 'post',
  path: '/{project}/invites/{invite}/resend',
  access: access.project(PERMISSIONS.projectsInvitesCreate),
  tags,
  summary: 'Send the invite again with a new link (the old link stops working)',
  request: { params: InviteParam },
  responses: { 200: jsonResponse(InviteSchema, 'The invite') },
});

export const revokeInviteRoute = defineRoute({
  method: 'delete',
  path: '/{project}/invites/{invite}',
  access: access.project(PERMISSIONS.projectsInvitesDelete),
  tags,
  summary: 'Revoke an invite (its link stops working)',
  request: { params: InviteParam },
  responses: { 200: jsonResponse(InviteSchema, 'The revoked invite') },
});
