/**
 * Every API area, mounted at its spec base path. Areas add one line here; features never import each other.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../lib/context.ts';
import { accountRouter } from './account/account.handlers.ts';
import { billingRouter } from './billing/billing.handlers.ts';
import { customersRouter } from './commerce/customers.handlers.ts';
import { fulfillmentsRouter } from './commerce/fulfillments.handlers.ts';
import { authRouter } from './auth/auth.handlers.ts';
import { enforcerRouter } from './enforcer/enforcer.handlers.ts';
import { healthRouter } from './health/health.handlers.ts';
import { blogRouter, faqsRouter, helpRouter } from './help/help.handlers.ts';
import { integrationsRouter } from './integrations/integrations.handlers.ts';
import { projectIntegrationsRouter } from './integrations/installations.handlers.ts';
import { installedCodes, installedCodesSql } from './integrations/integrations.repo.ts';
import { customRolePermissions } from './enforcer/enforcer.repo.ts';
import { platformNameSql, platformNames, signedTermsOf } from './platform/platform.repo.ts';
import { resolveApiKey } from './projects/api-keys.handlers.ts';
import { organisationsRouter } from './organisations/organisations.handlers.ts';
import { ordersRouter } from './commerce/orders.handlers.ts';
import { storefrontRouter } from './commerce/storefront.handlers.ts';
import { acceptInviteRouter } from './projects/accept-invite.ts';
import { notificationsRouter } from './notifications/notifications.handlers.ts';
import { platformRouter } from './platform/platform.handlers.ts';
import { projectsRouter } from './projects/projects.handlers.ts';
import { myTasksRouter, tasksRouter } from './tasks/tasks.handlers.ts';
import { apiKeyResolver } from '../lib/auth/middleware.ts';
import {
  integrationCodesLoader,
  integrationCodesSql,
  platformNameLoader,
  platformNameSql as platformNameSqlHook,
  rolePermissionResolver,
  termsLogLoader,
} from '../lib/hooks.ts';

/**
 * Wires every cross-module hook (server/lib/hooks.ts) to the module that provides it. createApp() calls it, so
 * start-up and tests run the same wiring; a hook left unwired throws when used instead of answering nothing.
 */
export function wireModules() {
  integrationCodesLoader.set(installedCodes); // projects carry their installed integration codes
  platformNameLoader.set(platformNames); // projects carry their platform's name
  integrationCodesSql.set(installedCodesSql); // … in the list's own query
  platformNameSqlHook.set(platformNameSql);
  termsLogLoader.set(signedTermsOf); // the user carries the platform terms they signed
  rolePermissionResolver.set(customRolePermissions); // custom roles map to their stored permissions
  apiKeyResolver.set(resolveApiKey); // `Authorization: <project API key>`
}

export const modules: [basePath: string, router: OpenAPIHono<AppEnv>][] = [
  ['/', healthRouter],
  ['/omnis/v3/dashboard/user', accountRouter],
  ['/omnis/v3/dashboard/user', notificationsRouter],
  ['/v1/auth', authRouter],
  ['/v1/projects', projectsRouter],
  ['/v1/projects', projectIntegrationsRouter],
  ['/v1/projects', tasksRouter],
  ['/omnis/v3/dashboard/user', myTasksRouter],
  ['/v1/integrations', integrationsRouter],
  ['/omnis/v3/dashboard/user', acceptInviteRouter],
  ['/v1/organisations', organisationsRouter],
  ['/v1/enforcer', enforcerRouter],
  ['/omnis/v3/platform', platformRouter],
  ['/v1/platform', storefrontRouter],
  ['/v1/platform', ordersRouter],
  ['/v1/faqs', faqsRouter],
  ['/v1/blog', blogRouter],
  ['/v1/help', helpRouter],
  ['/v1/platform', customersRouter],
  ['/v1/platform', fulfillmentsRouter],
  ['/v1/billing', billingRouter],
];

/** Paths the SPA fallback must never answer with index.html. */
export const API_PREFIXES = ['/v1/', '/v2/', '/omnis/', '/openapi.json', '/healthz', '/docs'];
