import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context.ts';
import { createInviteRoute, listInvitesRoute, resendInviteRoute, revokeInviteRoute } from './invites.routes.ts';
import { listInvitesHandler } from './handlers/list-invites.ts';
import { createInviteHandler } from './handlers/create-invite.ts';
import { resendInviteHandler } from './handlers/resend-invite.ts';
import { revokeInviteHandler } from './handlers/revoke-invite.ts';

export function registerInviteRoutes(router: OpenAPIHono<AppEnv>) {
  router.openapi(listInvitesRoute, listInvitesHandler);
  router.openapi(createInviteRoute, createInviteHandler);
  router.openapi(resendInviteRoute, resendInviteHandler);
  router.openapi(revokeInviteRoute, revokeInviteHandler);
}
