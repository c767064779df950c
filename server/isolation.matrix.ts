/**
 * Sample requests for the tenant-isolation suite (server/isolation.test.ts). Who may call an operation is NOT
 * written here: the suite reads each operation's `x-access` ({scope, permission}) from /openapi.json, as
 * declared by `defineRoute({ access })`, and fails for an operation without one.
 *
 * Add an entry only when the operation needs more than its path parameters (filled from `PARAMS` by name):
 * a valid sample `body` (so the access check, not validation, is what answers), a `query`, or other `params`.
 *
 *   'POST /v1/things': { body: () => ({ name: 'x' }) },
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

export interface Sample {
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

export const SAMPLES: Record<string, Sample> = {
  'POST /omnis/v3/dashboard/user/login': { body: () => ({ email: 'nobody@example.com', password: 'wrong-password' }) },
  'POST /v1/auth/token': { body: () => ({ type: 'authorization_code', code: 'not-a-code' }) },
  'POST /v1/projects': { body: () => ({ name: 'Isolation probe' }) },
  'PATCH /v1/projects/{project}': { body: () => ({ name: 'Taken over' }) },
  'POST /v1/projects/{project}/templates/{template}': { body: () => ({}) },
  'PATCH /v1/projects/{project}/users/{user}': { body: () => ({ role: 'member' }) },
  'POST /v1/projects/{project}/invites': { body: () => ({ email: 'probe@example.com' }) },
  'POST /v1/projects/{project}/auth': {
    body: () => ({ name: 'probe', permissions: ['projects.project.get'] }),
  },
  'POST /v1/organisations': { body: () => ({ name: 'Probe Org' }) },
  'POST /v1/enforcer/enforce': {
    body: (fx) => ({ project: fx.projectId, user: fx.adminId, permissions: ['projects.project.get'] }),
  },
  'POST /v1/enforcer/roles': { body: () => ({ name: 'Probe role', permissions: [] }) },
  'PATCH /v1/enforcer/roles/{role}': { body: () => ({ name: 'Renamed by probe' }) },
  'PATCH /v1/enforcer/admin/roles/{role}': { body: () => ({ name: 'Renamed by probe' }) },
  'PATCH /v1/enforcer/admin/permissions/{permission}': { body: () => ({ description: 'Changed by probe' }) },
  'GET /v1/integrations/listings': { query: (fx) => ({ project: fx.projectId }) },
  'GET /v1/integrations/listings/{listing}': { query: (fx) => ({ project: fx.projectId }) },
  'GET /v1/integrations/{integration}/products': { query: (fx) => ({ project: fx.projectId }) },
  'POST /v1/integrations/admin/listings': {
    body: () => ({ code: 'probe-listing', name: 'Probe', category: 'marketing', description: 'Probe' }),
  },
  'PATCH /v1/integrations/admin/listings/{listing}': { body: () => ({ name: 'Renamed by probe' }) },
  'POST /v1/projects/{project}/integrations/{integration}': { body: () => ({ config: {} }) },
  'PATCH /v1/projects/{project}/integrations/{integration}': { body: () => ({ config: {} }) },
  'POST /v1/projects/{project}/integrations/{integration}/setup': {
    body: () => ({ config: {} }),
  },
  'POST /omnis/v3/dashboard/user/push/subscription': {
    body: () => ({
      subscription: {
        endpoint: 'https://push.example.com/probe',
        keys: { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 1).toString('base64url') },
      },
    }),
  },
  'DELETE /omnis/v3/dashboard/user/push/subscription': { body: () => ({ endpoint: 'https://push.example.com/probe' }) },
  'PATCH /omnis/v3/dashboard/user': { body: () => ({ firstName: 'Probe' }) },
  'POST /omnis/v3/dashboard/user/create': {
    body: () => ({ email: `probe-${Date.now()}-${Math.random()}@example.com`, password: 'a long probe passphrase' }),
  },
  'POST /omnis/v3/dashboard/user/verify-email': { body: () => ({ code: 'x'.repeat(43) }) },
  'POST /omnis/v3/dashboard/user/forgot-password': { body: () => ({ email: 'nobody@example.com' }) },
  'POST /omnis/v3/dashboard/user/reset-password': {
    body: () => ({
      token: 'x'.repeat(43),
      email: 'nobody@example.com',
      password: 'a long probe passphrase',
      password_confirmation: 'a long probe passphrase',
    }),
  },
  'POST /omnis/v3/dashboard/user/set-password-token': { body: () => ({ email: 'nobody@example.com' }) },
  'POST /omnis/v3/dashboard/user/set-password': {
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
  'PATCH /omnis/v3/dashboard/user/change-password': {
    body: () => ({
      current_password: 'not the password',
      password: 'a long probe passphrase',
      password_confirmation: 'a long probe passphrase',
    }),
  },
  'POST /omnis/v3/dashboard/user/confirm-password': { body: () => ({ password: 'not the password' }) },
  'POST /omnis/v3/dashboard/user/2fa/setup': { body: () => ({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', one_time_password: '000000' }) },
  'POST /v1/auth/token/verify': { query: (fx) => ({ project: fx.projectId }) },
  'POST /v1/auth/device/code': { body: () => ({ client_id: 'isolation-probe' }) },
  'POST /v1/auth/device/authorize': { body: () => ({ user_code: 'BCDF-GHJK', approve: false }) },
  'POST /omnis/v3/platform/active-terms': { body: () => ({ termsId: 'trm_probe' }) },
  'POST /omnis/v3/platform/search-log': {
    body: () => ({ searchTerm: 'probe', searchResultNumber: 0, searchLogContext: 'platform_search' }),
  },
};
