/**
 * The tenant-isolation matrix: EVERY operation in /openapi.json declares its scope here, or the isolation
 * suite (server/isolation.test.ts) fails. Adding a route = adding one line:
 *
 *   'GET /v1/things/{thing}': project('things.things.get'),
 *   'POST /v1/things': project('things.things.create', { body: () => ({ name: 'x' }) }),
 *
 * Scopes:
 * - project: acts inside one project (path `{project}`, query `project` or body `project`). Anonymous → 401;
 *   a member of another project, a user with no projects, another project's API key → 404 and no foreign
 *   data; the lowest role (member) → answered as its permissions say, in agreement with POST /enforce.
 * - user: needs a signed-in user, not scoped to a project (e.g. the caller's own list). Anonymous → 401;
 *   foreign callers never see the victim project's data.
 * - admin: platform admins only: anonymous → 401, everyone else → 401/403.
 * - public: anyone; never answers with the victim project's data.
 *
 * Path parameters are filled from `PARAMS` by name (the victim project's sample rows), or per route with
 * `params`. A route whose body is validated needs a valid sample `body`, so the access check is what answers.
 */
export interface Fixture {
  projectId: string;
  ownerId: string;
  adminId: string;
  memberId: string;
  inviteId: string;
  apiKeyId: string;
  roleId: string;
  organisationId: string;
}

export interface RouteRule {
  scope: 'project' | 'user' | 'admin' | 'public';
  /** The permission the endpoint checks (project scope): the lowest role is denied exactly when it lacks it. */
  permission?: string;
  body?: (fx: Fixture) => unknown;
  query?: (fx: Fixture) => Record<string, string>;
  params?: (fx: Fixture) => Record<string, string>;
}

/** Sample values of path parameters, by name; all point at the victim project's rows. */
export const PARAMS: Record<string, (fx: Fixture) => string> = {
  project: (fx) => fx.projectId,
  user: (fx) => fx.adminId,
  invite: (fx) => fx.inviteId,
  auth: (fx) => fx.apiKeyId,
  role: (fx) => fx.roleId,
  template: () => 'print-factory',
  token: () => 'not-a-real-invite-token',
  organisationId: (fx) => fx.organisationId,
  permission: () => 'projects.project.get',
  integration: () => 'sitewide-banner',
  listing: () => 'sitewide-banner',
  category: () => 'marketing',
  product: () => 'prd_probe',
  notificationId: () => 'ntf_probe',
  resetPasswordToken: () => 'x'.repeat(43),
};

const project = (permission: string | undefined, extra: Omit<RouteRule, 'scope' | 'permission'> = {}): RouteRule => ({
  scope: 'project',
  permission,
  ...extra,
});
const user = (extra: Omit<RouteRule, 'scope'> = {}): RouteRule => ({ scope: 'user', ...extra });
const admin = (extra: Omit<RouteRule, 'scope'> = {}): RouteRule => ({ scope: 'admin', ...extra });
const open: RouteRule = { scope: 'public' };

export const MATRIX: Record<string, RouteRule> = {
  'GET /healthz': open,

  // Account and auth
  'GET /omnis/v3/dashboard/user': user(),
  'POST /omnis/v3/dashboard/user/login': { scope: 'public', body: () => ({ email: 'nobody@example.com', password: 'wrong-password' }) },
  'POST /omnis/v3/dashboard/user/logout': open,
  'POST /omnis/v3/dashboard/user/token': user(),
  'GET /omnis/v3/dashboard/user/accept-invite/{token}': user(),
  'GET /v1/auth/healthz': open,
  'GET /v1/auth/.well-known/jwks.json': open,
  'POST /v1/auth/token': { scope: 'public', body: () => ({ type: 'authorization_code', code: 'not-a-code' }) },

  // Projects
  'GET /v1/projects': user(),
  'POST /v1/projects': user({ body: () => ({ name: 'Isolation probe' }) }),
  'GET /v1/projects/templates': user(),
  'GET /v1/projects/{project}': project('projects.project.get'),
  'PATCH /v1/projects/{project}': project('projects.project.update', { body: () => ({ name: 'Taken over' }) }),
  'DELETE /v1/projects/{project}': project('projects.project.delete'),
  'POST /v1/projects/{project}/templates/{template}': project('projects.templates.install', { body: () => ({}) }),
  'GET /v1/projects/{project}/users': project('projects.users.list'),
  'GET /v1/projects/{project}/users/{user}': project('projects.users.list'),
  'PATCH /v1/projects/{project}/users/{user}': project('projects.users.update', { body: () => ({ role: 'member' }) }),
  'DELETE /v1/projects/{project}/users/{user}': project('projects.users.delete'),
  'POST /v1/projects/{project}/users/{user}/reset-2fa': project('projects.users.update'),
  'GET /v1/projects/{project}/invites': project('projects.invites.list'),
  'POST /v1/projects/{project}/invites': project('projects.invites.create', { body: () => ({ email: 'probe@example.com' }) }),
  'POST /v1/projects/{project}/invites/{invite}/resend': project('projects.invites.create'),
  'DELETE /v1/projects/{project}/invites/{invite}': project('projects.invites.delete'),
  'GET /v1/projects/{project}/auth': project('projects.auth.list'),
  'POST /v1/projects/{project}/auth': project('projects.auth.create', {
    body: () => ({ name: 'probe', permissions: ['projects.project.get'] }),
  }),
  'DELETE /v1/projects/{project}/auth/{auth}': project('projects.auth.delete'),

  // Organisations
  'GET /v1/organisations': user(),
  'POST /v1/organisations': user({ body: () => ({ name: 'Probe Org' }) }),
  'GET /v1/organisations/{organisationId}': user(),

  // Enforcer
  'GET /v1/enforcer/healthz': open,
  'POST /v1/enforcer/enforce': project('enforcer.users.list', {
    body: (fx) => ({ project: fx.projectId, user: fx.adminId, permissions: ['projects.project.get'] }),
  }),
  'GET /v1/enforcer/permissions': user(),
  'GET /v1/enforcer/permissions/{permission}': user(),
  'GET /v1/enforcer/roles': project('enforcer.roles.list'),
  'POST /v1/enforcer/roles': project('enforcer.roles.manage', { body: () => ({ name: 'Probe role', permissions: [] }) }),
  'GET /v1/enforcer/roles/{role}': project('enforcer.roles.list'),
  'PATCH /v1/enforcer/roles/{role}': project('enforcer.roles.manage', { body: () => ({ name: 'Renamed by probe' }) }),
  'DELETE /v1/enforcer/roles/{role}': project('enforcer.roles.manage'),
  'GET /v1/enforcer/roles/{role}/users': project('enforcer.users.list'),
  'PUT /v1/enforcer/roles/{role}/users/{user}': project('enforcer.roles.assign'),
  'DELETE /v1/enforcer/roles/{role}/users/{user}': project('enforcer.roles.assign'),
  'GET /v1/enforcer/users': project('enforcer.users.list'),
  'GET /v1/enforcer/users/{user}': project('enforcer.users.list'),
  'GET /v1/enforcer/users/{user}/roles': project('enforcer.users.list'),
  'GET /v1/enforcer/users/{user}/roles/assignable': project('enforcer.users.list'),
  'GET /v1/enforcer/users/{user}/permissions': project('enforcer.users.list'),
  'GET /v1/enforcer/admin/roles': admin(),
  'GET /v1/enforcer/admin/roles/{role}': admin(),
  'PATCH /v1/enforcer/admin/roles/{role}': admin({ body: () => ({ name: 'Renamed by probe' }) }),
  'GET /v1/enforcer/admin/permissions': admin(),
  'GET /v1/enforcer/admin/permissions/{permission}': admin(),
  'PATCH /v1/enforcer/admin/permissions/{permission}': admin({ body: () => ({ description: 'Changed by probe' }) }),
  'PUT /v1/enforcer/admin/roles/{role}/users/{user}': admin(),
  'DELETE /v1/enforcer/admin/roles/{role}/users/{user}': admin(),
  'GET /v1/enforcer/admin/audit': admin(),
  // Integrations catalogue (signed-in users; with `project`, the project's view) and project installations
  'GET /v1/integrations': user(),
  'GET /v1/integrations/categories': user(),
  'GET /v1/integrations/categories/{category}': user(),
  'GET /v1/integrations/listings': project('integrations.listings.list', { query: (fx) => ({ project: fx.projectId }) }),
  'GET /v1/integrations/listings/{listing}': project('integrations.listings.list', { query: (fx) => ({ project: fx.projectId }) }),
  'GET /v1/integrations/products/{product}': user(),
  'GET /v1/integrations/{integration}/products': project('integrations.listings.list', { query: (fx) => ({ project: fx.projectId }) }),
  'GET /v1/integrations/admin/listings': admin(),
  'POST /v1/integrations/admin/listings': admin({
    body: () => ({ code: 'probe-listing', name: 'Probe', category: 'marketing', description: 'Probe' }),
  }),
  'GET /v1/integrations/admin/listings/{listing}': admin(),
  'PATCH /v1/integrations/admin/listings/{listing}': admin({ body: () => ({ name: 'Renamed by probe' }) }),
  'DELETE /v1/integrations/admin/listings/{listing}': admin(),
  'GET /v1/projects/{project}/integrations': project('integrations.installations.list'),
  'GET /v1/projects/{project}/integrations/{integration}': project('integrations.installations.list'),
  'POST /v1/projects/{project}/integrations/{integration}': project('integrations.installations.manage', { body: () => ({ config: {} }) }),
  'DELETE /v1/projects/{project}/integrations/{integration}': project('integrations.installations.manage'),
  'PATCH /v1/projects/{project}/integrations/{integration}': project('integrations.installations.manage', { body: () => ({ config: {} }) }),
  'POST /v1/projects/{project}/integrations/{integration}/setup': project('integrations.installations.manage', {
    body: () => ({ config: {} }),
  }),
  // Notifications and push (the caller's own; project groups only while a member)
  'GET /omnis/v3/dashboard/user/notifications': user(),
  'GET /omnis/v3/dashboard/user/notifications/unread-count': user(),
  'PUT /omnis/v3/dashboard/user/notifications/read-all': user(),
  'POST /omnis/v3/dashboard/user/notifications/test': user(),
  'PUT /omnis/v3/dashboard/user/notifications/{notificationId}/read': user(),
  'DELETE /omnis/v3/dashboard/user/notifications/{notificationId}': user(),
  'GET /omnis/v3/dashboard/user/push/vapid-public-key': user(),
  'POST /omnis/v3/dashboard/user/push/subscription': user({
    body: () => ({
      subscription: {
        endpoint: 'https://push.example.com/probe',
        keys: { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 1).toString('base64url') },
      },
    }),
  }),
  'DELETE /omnis/v3/dashboard/user/push/subscription': user({ body: () => ({ endpoint: 'https://push.example.com/probe' }) }),
  // Account (the caller's own user; public flows answer the same for every caller)
  'PATCH /omnis/v3/dashboard/user': user({ body: () => ({ firstName: 'Probe' }) }),
  'POST /omnis/v3/dashboard/user/create': {
    scope: 'public',
    body: () => ({ email: `probe-${Date.now()}-${Math.random()}@example.com`, password: 'a long probe passphrase' }),
  },
  'POST /omnis/v3/dashboard/user/send-verification-email': user(),
  'POST /omnis/v3/dashboard/user/verify-email': { scope: 'public', body: () => ({ code: 'x'.repeat(43) }) },
  'POST /omnis/v3/dashboard/user/forgot-password': { scope: 'public', body: () => ({ email: 'nobody@example.com' }) },
  'GET /omnis/v3/dashboard/user/reset-password/{resetPasswordToken}': open,
  'POST /omnis/v3/dashboard/user/reset-password': {
    scope: 'public',
    body: () => ({
      token: 'x'.repeat(43),
      email: 'nobody@example.com',
      password: 'a long probe passphrase',
      password_confirmation: 'a long probe passphrase',
    }),
  },
  'POST /omnis/v3/dashboard/user/set-password-token': { scope: 'public', body: () => ({ email: 'nobody@example.com' }) },
  'POST /omnis/v3/dashboard/user/set-password': {
    scope: 'public',
    body: () => ({
      token: 'x'.repeat(43),
      email: 'nobody@example.com',
      password: 'a long probe passphrase',
      password_confirmation: 'a long probe passphrase',
      firstName: 'Probe',
      lastName: 'Probe',
      signedEula: true,
    }),
  },
  'PATCH /omnis/v3/dashboard/user/change-password': user({
    body: () => ({
      current_password: 'not the password',
      password: 'a long probe passphrase',
      password_confirmation: 'a long probe passphrase',
    }),
  }),
  'POST /omnis/v3/dashboard/user/confirm-password': user({ body: () => ({ password: 'not the password' }) }),
  'GET /omnis/v3/dashboard/user/2fa/secret': user(),
  'POST /omnis/v3/dashboard/user/2fa/setup': user({ body: () => ({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', one_time_password: '000000' }) }),
  'GET /omnis/v3/dashboard/user/2fa/recovery-codes': user(),
  'POST /omnis/v3/dashboard/user/2fa/recovery-codes': user(),
  'POST /omnis/v3/dashboard/user/2fa/disable': user({ body: () => ({ password: 'not the password', one_time_password: '000000' }) }),
  // Introspection: answers 200 with `allowed: false` for a project the token may not act on.
  'POST /v1/auth/token/verify': user({ query: (fx) => ({ project: fx.projectId }) }),
  'POST /v1/auth/device/code': { scope: 'public', body: () => ({ client_id: 'isolation-probe' }) },
  'POST /v1/auth/device/authorize': user({ body: () => ({ user_code: 'BCDF-GHJK', approve: false }) }),
  // Platform (public info and terms; signing and search logs need a user)
  'GET /omnis/v3/platform': open,
  'GET /omnis/v3/platform/active-terms': open,
  'POST /omnis/v3/platform/active-terms': user({ body: () => ({ termsId: 'trm_probe' }) }),
  'POST /omnis/v3/platform/search-log': user({
    body: () => ({ searchTerm: 'probe', searchResultNumber: 0, searchLogContext: 'platform_search' }),
  }),
};
