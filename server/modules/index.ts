/**
 * Every API area, mounted at its spec base path. Areas add one line here; features never import each other.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../lib/context.ts';
import { accountRouter } from './account/account.handlers.ts';
import { billingRouter } from './billing/billing.handlers.ts';
import { driveRouter } from './drive/drive.handlers.ts';
import { chatAttachmentProvider } from './drive/chat-attachments.ts';
import { customersRouter } from './commerce/customers.handlers.ts';
import { fulfillmentsRouter } from './commerce/fulfillments.handlers.ts';
import { authRouter } from './auth/auth.handlers.ts';
import { enforcerRouter } from './enforcer/enforcer.handlers.ts';
import { healthRouter } from './health/health.handlers.ts';
import { blogRouter, faqsRouter, helpRouter } from './help/help.handlers.ts';
import { chatRouter } from './chat/chat.handlers.ts';
import { enquiryChannel } from './chat/enquiry-channel.ts';
import { integrationsRouter } from './integrations/integrations.handlers.ts';
import { projectIntegrationsRouter } from './integrations/installations.handlers.ts';
import { installedCodes, installedCodesSql } from './integrations/integrations.repo.ts';
import { customRolePermissions } from './enforcer/enforcer.repo.ts';
import { platformNameSql, platformNames, signedTermsOf } from './platform/platform.repo.ts';
import { resolveApiKey } from './projects/api-keys.handlers.ts';
import { organisationsRouter } from './organisations/organisations.handlers.ts';
import { ordersRouter } from './commerce/orders.handlers.ts';
import { storefrontRouter } from './commerce/storefront.handlers.ts';
import { enquiriesRouter } from './storefront-care/enquiries.handlers.ts';
import { reviewsRouter } from './storefront-care/reviews.handlers.ts';
import { domainsRouter } from './storefront-care/domains.handlers.ts';
import { termsRouter } from './storefront-care/terms.handlers.ts';
import { paymentsRouter } from './storefront-care/connect/connect.handlers.ts';
import { projectTermsProvider, storefrontSignaturesOf } from './storefront-care/terms.repo.ts';
import { acceptInviteRouter } from './projects/accept-invite.ts';
import { notificationsRouter } from './notifications/notifications.handlers.ts';
import { platformRouter } from './platform/platform.handlers.ts';
import { projectsRouter } from './projects/projects.handlers.ts';
import { myTasksRouter, tasksRouter } from './tasks/tasks.handlers.ts';
import { gfnRouter } from './catalogue/catalogue.handlers.ts';
import { insertsRouter } from './inserts/inserts.handlers.ts';
import { metricsRouter, metricsV1Router } from './metrics/metrics.handlers.ts';
import { recordPoints } from './metrics/points.repo.ts';
import { recentOrdersSection } from './commerce/orders-dashboard.repo.ts';
import { tasksDueSection } from './tasks/tasks-dashboard.repo.ts';
import { openEnquiriesSection } from './storefront-care/enquiries-dashboard.repo.ts';
import { unreadChatSection } from './chat/chat-dashboard.repo.ts';
import { billingAlertsSection } from './billing/billing-dashboard.repo.ts';
import { mailRouter } from './mail/mail.handlers.ts';
import { flowsRouter } from './flows/flows.handlers.ts';
import { flowTriggerProvider } from './flows/runs.ts';
import { mailPurchasesProvider } from './mail/purchases.repo.ts';
import { flowMailProvider } from './mail/flow-mail.ts';
import { lastPurchasedByEmailSql } from './commerce/last-purchased.repo.ts';
import { apiKeyResolver } from '../lib/auth/middleware.ts';
import {
  integrationCodesLoader,
  integrationCodesSql,
  platformNameLoader,
  platformNameSql as platformNameSqlHook,
  rolePermissionResolver,
  projectTerms,
  termsLogLoader,
  enquiryChatChannel,
  metricsRecorder,
  dashboardSections,
  lastPurchasedSql,
  flowTriggers,
  flowMail,
  chatAttachmentFiles,
  mailPurchases,
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
  // the user carries the platform terms they signed, and their projects' own terms (storefront care)
  termsLogLoader.set(async (db, userId) => [...(await signedTermsOf(db, userId)), ...(await storefrontSignaturesOf(db, userId))]);
  projectTerms.set(projectTermsProvider); // a project's own terms answer the active-terms calls
  rolePermissionResolver.set(customRolePermissions); // custom roles map to their stored permissions
  apiKeyResolver.set(resolveApiKey); // `Authorization: <project API key>`
  enquiryChatChannel.set(enquiryChannel); // the storefront's enquiries open their chat channel
  chatAttachmentFiles.set(chatAttachmentProvider); // chat messages carry drive files
  metricsRecorder.set((db, projectId, points) => recordPoints(db, projectId, points)); // business events as metrics
  dashboardSections.set('orders', recentOrdersSection); // dashboard: recent orders
  dashboardSections.set('tasks', tasksDueSection); // dashboard: tasks due
  dashboardSections.set('enquiries', openEnquiriesSection); // dashboard: open enquiries (storefront care)
  dashboardSections.set('chat', unreadChatSection); // dashboard: unread chat
  dashboardSections.set('billing', billingAlertsSection); // dashboard: billing alerts
  lastPurchasedSql.set(lastPurchasedByEmailSql); // mail subscribers carry lastPurchased from the orders area
  flowTriggers.set(flowTriggerProvider); // list joins (mail) and orders (commerce) enrol subscribers in flows
  flowMail.set(flowMailProvider); // flow steps send through the campaign path and test branch conditions
  mailPurchases.set(mailPurchasesProvider); // an order placed moves the mail subscriber's stored lastPurchased
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
  ['/v1/platform', enquiriesRouter], // before customersRouter: `customers/enquiries` is not a customer id
  ['/v1/platform', customersRouter],
  ['/v1/platform', fulfillmentsRouter],
  ['/v1/gfn', gfnRouter],
  ['/v1/inserts', insertsRouter],
  ['/v1/platform', reviewsRouter],
  ['/v1/platform', domainsRouter],
  ['/v1/platform', termsRouter],
  ['/v1/platform', paymentsRouter],
  ['/v1/chat', chatRouter],
  ['/v2/metrics', metricsRouter],
  ['/v1/metrics', metricsV1Router],
  ['/v1/billing', billingRouter],
  ['/v1/drive', driveRouter],
  ['/v1/mail', mailRouter],
  ['/v1/flows', flowsRouter],
];

/** Paths the SPA fallback must never answer with index.html. */
export const API_PREFIXES = ['/v1/', '/v2/', '/omnis/', '/openapi.json', '/healthz', '/docs'];
