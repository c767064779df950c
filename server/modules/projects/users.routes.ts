import { access } from '../../lib/access.ts';
import { PERMISSIONS } from '../../../common/permissions.ts';
import { z } from '@hono/zod-openapi';
import { defineRoute, jsonBody, jsonResponse, pageQuery } from '../../lib/openapi.ts';
import { ProjectParam, tags } from './projects.routes.ts';
import { OkSchema } from './projects.schemas.ts';

export const MemberSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    username: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    avatar: z.string().nullable(),
    role: z.string(),
    roleName: z.string(),
    twoFactorEnabled: z.boolean(),
    joinedAt: z.string(),
  })
  .openapi('ProjectUser');
export const MemberListSchema = z.object({ users: z.array(MemberSchema), nextPageToken: z.string().nullable() }).openapi('ProjectUserList');
export const UpdateMemberBody = z
  .strictObject({ role: z.string().trim().min(1, 'Choose a role.').max(64) })
  .openapi('UpdateProjectUserRequest');

const UserParam = ProjectParam.extend({
  user: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: 'user', in: 'path' } }),
});

export const listUsersRoute = defineRoute({
  method: 'get',
  path: '/{project}/users',
  access: access.project(PERMISSIONS.projectsUsersList),
  tags,
  summary: 'Members of the project',
  request: {
    params: ProjectParam,
    query: z.object({
      search: z.string().trim().max(200).optional(),
      sort: z.enum(['email', '-email']).default('email').openapi({ description: 'Order by email; a leading - sorts descending' }),
      ...pageQuery,
    }),
  },
  responses: { 200: jsonResponse(MemberListSchema, 'Members') },
});

export const getUserRoute = defineRoute({
  method: 'get',
  path: '/{project}/users/{user}',
  access: access.project(PERMISSIONS.projectsUsersList),
  tags,
  summary: 'One member',
  request: { params: UserParam },
  responses: { 200: jsonResponse(MemberSchema, 'The member') },
});

export const updateUserRoute = defineRoute({
  method: 'patch',
  path: '/{project}/users/{user}',
  access: access.project(PERMISSIONS.projectsUsersUpdate),
  tags,
  summary: "Change a member's role",
  request: { params: UserParam, body: jsonBody(UpdateMemberBody) },
  responses: { 200: jsonResponse(MemberSchema, 'The member') },
});

export const deleteUserRoute = defineRoute({
  method: 'delete',
  path: '/{project}/users/{user}',
  access: access.project(PERMISSIONS.projectsUsersDelete),
  tags,
  summary: 'Remove a member from the project (access ends at once)',
  request: { params: UserParam },
  responses: { 200: jsonResponse(OkSchema, 'Removed') },
});

export const resetTwoFactorRoute = defineRoute({
  method: 'post',
  path: '/{project}/users/{user}/reset-2fa',
  access: access.project(PERMISSIONS.projectsUsersUpdate),
  tags,
  summary: "Reset a member's two-factor authentication (they set it up again at next sign-in)",
  request: { params: UserParam },
  responses: { 200: jsonResponse(MemberSchema, 'The member') },
});
