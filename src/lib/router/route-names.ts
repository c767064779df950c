/**
 * The spec's route names (000 §2) mapped to paths, so code navigates by name. Where the spec does not show a
 * path, the path here is our decision (docs/decisions/routes.md). `$param` segments follow TanStack Router.
 */
export const ROUTES = {
  dashboard: '/dashboard',
  'project.dashboard': '/dashboard',
  'platform.loading': '/loading',
  'error.404': '/404',
  'account.login': '/account/login',
  'account.register': '/account/register',
  'account.forgotten-password': '/account/forgotten-password',
  'account.reset-password': '/account/reset-password',
  'account.set-password': '/account/set-password',
  'account.settings': '/settings',
  'account.settings.change-password': '/settings/change-password',
  'account.settings.2fa': '/settings/two-factor-authentication',
  'account.settings.2fa.setup': '/settings/setup-authenticator',
  device: '/device',
  'auth.setup': '/auth/setup',
  'auth.setup.factory': '/auth/setup/factory',
  'auth.setup.factory.devices': '/auth/setup/factory/$projectId/devices',
  'auth.code': '/auth/$code',
  'projects.switch': '/projects/switch',
  'projects.create': '/projects/create',
  'projects.list': '/projects',
  'projects.settings': '/projects/settings',
  'project.users.list': '/users',
  'project.users.roles.list': '/users/roles',
  'project.users.invites.list': '/users/invites',
  organisations: '/organisations',
  'integrations.store': '/modules',
  'integrations.store.listing': '/modules/$listing',
  'developer.api.index': '/developer',
  'billing.index': '/billing',
  'billing.invoices': '/billing/invoices',
  'billing.summaries': '/billing/summaries',
  'billing.charges': '/billing/charges',
  'billing.payment-methods': '/billing/payment-methods',
  'chat.index': '/chat',
  'chat.dashboard': '/chat/dashboard',
  'core.support': '/support',
  'core.support.tutorials.list': '/support/tutorials',
  'core.support.tutorials.view': '/support/tutorials/$slug',
  'core.support.faqs': '/support/faqs',
  'core.support.faqs.view': '/support/faqs/$id',
  'resupply.shop.create': '/resupply/shop',
  tasks: '/tasks',
  'metrics.explorer': '/metrics',
  'metrics.monitors': '/metrics/monitors',
  'metrics.monitors.view': '/metrics/monitors/$monitorId',
  'platform.admin.storage': '/admin/storage',
} as const;

export type RouteName = keyof typeof ROUTES;

/** Path of a named route with its params filled in. */
export function pathOf(name: RouteName, params: Record<string, string> = {}): string {
  return ROUTES[name].replace(/\$([A-Za-z]+)/g, (_, k: string) => encodeURIComponent(params[k] ?? ''));
}
