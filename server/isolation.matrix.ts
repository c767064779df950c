import type { TestServer } from '../tests/setup/server.ts';

/**
 * Sample requests for the suites that walk every operation of /openapi.json (server/isolation.test.ts,
 * server/contract.test.ts). Who may call an operation is NOT
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
  platformId: string;
  orderId: string;
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
  platformId: (fx) => fx.platformId,
  orderId: (fx) => fx.orderId,
  id: () => 'probe_id',
  faqId: () => 'faq_probe',
  faqGroupId: () => 'faqg_probe',
  blogId: () => 'blog_probe',
  customerId: () => 'cus_probe',
  fulfillmentId: () => 'ful_probe',
  productId: () => 'gpr_probe',
  variantId: () => 'gvr_probe',
  statementId: () => 'gst_probe',
  insertId: () => 'ins_probe',
  insertTypeId: () => 'thank-you-card-a6',
  enquiryId: () => 'enq_probe',
  reviewId: () => 'rev_probe',
  domain: () => 'probe.example.com',
  state: () => 'prj_probe.nonce.signature',
  redirect_uri: () => 'http://localhost:8080/v1/platform/payment/stripe/callback',
  allow: () => '0',
  channel: () => 'chn_probe',
  message: () => 'msg_probe',
  subscription: () => 'csub_probe',
  metricId: () => 'met_probe',
  monitorId: () => 'mon_probe',
  vendor: () => 'test',
  file: () => 'drv_probe',
  image: () => 'drv_probe.png',
  subscriberId: () => 'sub_probe',
  mailingListId: () => 'mlst_probe',
  campaignId: () => 'cmp_probe',
  draftId: () => 'cmp_probe',
  importId: () => 'imp_probe',
  flowId: () => 'flw_probe',
  u: () => 'https://example.com/',
  s: () => 'not-a-signature',
};

export const SAMPLES: Record<string, Sample> = {
  'POST /v1/flows': { query: (fx) => ({ project: fx.projectId }), body: () => ({ name: 'Probe flow' }) },
  'PATCH /v1/flows/{flowId}': { query: (fx) => ({ project: fx.projectId }), body: () => ({ name: 'Renamed by probe' }) },
  'POST /v1/flows/{flowId}/draft/test-send': { query: (fx) => ({ project: fx.projectId }), body: () => ({ email: 'probe@example.com' }) },
  'POST /v1/mail/subscribers': { query: (fx) => ({ project: fx.projectId }), body: () => ({ email: 'probe@example.com' }) },
  'PUT /v1/mail/subscribers/{subscriberId}': {
    query: (fx) => ({ project: fx.projectId }),
    body: () => ({
      email: 'probe@example.com',
      firstName: '',
      lastName: '',
      gender: null,
      attributes: {},
      status: 'subscribed',
      mailingListIds: [],
    }),
  },
  'POST /v1/mail/mailing-lists': { query: (fx) => ({ project: fx.projectId }), body: () => ({ name: 'Probe list' }) },
  'PATCH /v1/mail/mailing-lists/{mailingListId}': {
    query: (fx) => ({ project: fx.projectId }),
    body: () => ({ name: 'Renamed by probe' }),
  },
  'POST /v1/mail/mailing-lists/{mailingListId}/members': {
    query: (fx) => ({ project: fx.projectId }),
    body: () => ({ add: [], remove: [] }),
  },
  'POST /v1/mail/audience/count': { query: (fx) => ({ project: fx.projectId }), body: () => ({}) },
  'POST /v1/mail/campaigns': { query: (fx) => ({ project: fx.projectId }), body: () => ({ name: 'Probe campaign' }) },
  'PATCH /v1/mail/campaigns/{campaignId}': { query: (fx) => ({ project: fx.projectId }), body: () => ({ name: 'Renamed by probe' }) },
  'POST /v1/chat/channels': { query: (fx) => ({ project: fx.projectId }), body: () => ({ name: 'probe' }) },
  'GET /v1/chat/channels': { query: (fx) => ({ project: fx.projectId }) },
  'GET /v1/chat/channels/{channel}': { query: (fx) => ({ project: fx.projectId }) },
  'PATCH /v1/chat/channels/{channel}': { query: (fx) => ({ project: fx.projectId }), body: () => ({ name: 'Renamed by probe' }) },
  'DELETE /v1/chat/channels/{channel}': { query: (fx) => ({ project: fx.projectId }) },
  'GET /v1/chat/channels/{channel}/users': { query: (fx) => ({ project: fx.projectId }) },
  'POST /v1/chat/channels/{channel}/users': { query: (fx) => ({ project: fx.projectId }), body: (fx) => ({ users: [fx.memberId] }) },
  'DELETE /v1/chat/channels/{channel}/users': { query: (fx) => ({ project: fx.projectId }), body: (fx) => ({ users: [fx.memberId] }) },
  'GET /v1/chat/channels/{channel}/users/{user}': { query: (fx) => ({ project: fx.projectId }) },
  'PATCH /v1/chat/channels/{channel}/users/{user}': {
    query: (fx) => ({ project: fx.projectId }),
    body: () => ({ notificationLevel: 'none' }),
  },
  'POST /v1/chat/channels/{channel}/messages': { query: (fx) => ({ project: fx.projectId }), body: () => ({ text: 'Probe message' }) },
  'GET /v1/chat/channels/{channel}/messages': { query: (fx) => ({ project: fx.projectId }) },
  'GET /v1/chat/channels/{channel}/messages/search': { query: (fx) => ({ project: fx.projectId, search: 'probe' }) },
  'GET /v1/chat/channels/{channel}/messages/{message}': { query: (fx) => ({ project: fx.projectId }) },
  'PATCH /v1/chat/channels/{channel}/messages/{message}': {
    query: (fx) => ({ project: fx.projectId }),
    body: () => ({ text: 'Changed by probe' }),
  },
  'DELETE /v1/chat/channels/{channel}/messages/{message}': { query: (fx) => ({ project: fx.projectId }) },
  'POST /v1/chat/channels/{channel}/messages/{message}/reactions': {
    query: (fx) => ({ project: fx.projectId }),
    body: () => ({ emoji: '👍' }),
  },
  'DELETE /v1/chat/channels/{channel}/messages/{message}/reactions': {
    query: (fx) => ({ project: fx.projectId }),
    body: () => ({ emoji: '👍' }),
  },
  'GET /v1/chat/channels/{channel}/messages/{message}/attachments/{file}': { query: (fx) => ({ project: fx.projectId }) },
  'POST /v1/chat/users/{user}/messages/metadata': { body: (fx) => ({ project: fx.projectId }) },
  'POST /v1/chat/users/{user}/messages/read': { body: (fx) => ({ project: fx.projectId, channel: 'chn_probe' }) },
  'PATCH /v1/chat/users/{user}/subscriptions/{subscription}': { body: () => ({ notificationLevel: 'none' }) },
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
  'POST /v1/projects/{project}/tasks': { body: () => ({ title: 'Probe task' }) },
  'PATCH /v1/projects/{project}/tasks/{id}': { body: () => ({ title: 'Changed by probe' }) },
  'POST /v1/projects/{project}/tasks/bulk': { body: () => ({ ids: ['probe_id'], set: { done: true } }) },
  'POST /v1/projects/{project}/tasks/archive': { body: () => ({ ids: ['probe_id'] }) },
  'POST /v1/projects/{project}/tasks/{id}/comments': { body: () => ({ body: 'Probe comment' }) },
  'POST /v1/projects/{project}/okrs/objectives': { body: () => ({ title: 'Probe objective', period: '2026-Q4' }) },
  'PATCH /v1/projects/{project}/okrs/objectives/{id}': { body: () => ({ title: 'Changed by probe' }) },
  'POST /v1/projects/{project}/okrs/objectives/{id}/key-results': { body: () => ({ title: 'Probe KR', target: 10 }) },
  'PATCH /v1/projects/{project}/okrs/key-results/{id}': { body: () => ({ current: 5 }) },
  'POST /v1/projects/{project}/bookmarks': { body: () => ({ title: 'Probe', data: { name: 'users', params: {}, query: {} } }) },
  'PATCH /v1/projects/{project}/bookmarks/{id}': { body: () => ({ title: 'Changed by probe' }) },
  'PUT /v1/projects/{project}/bookmarktabs': { body: () => ({ tabs: [{ id: null, name: 'Probe', sortOrder: 1 }] }) },
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
  'PATCH /v1/platform/{platformId}/fulfillments/{fulfillmentId}': { body: () => ({ carrier: 'Probe' }) },
  'POST /v1/gfn/transactions/export': { body: () => ({}) },
  'POST /v1/inserts': { body: () => ({ name: 'Probe', insertTypeId: 'flyer-a5', artwork: 'fil_probe' }) },
  'PATCH /v1/inserts/{insertId}': { body: () => ({ active: false }) },
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
  'POST /omnis/v3/dashboard/user/2fa/disable': { body: () => ({ password: 'not the password', one_time_password: '000000' }) },
  'POST /omnis/v3/dashboard/user/2fa/setup': { body: () => ({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', one_time_password: '000000' }) },
  'POST /v1/auth/token/verify': { query: (fx) => ({ project: fx.projectId }) },
  'POST /v1/auth/device/code': { body: () => ({ client_id: 'isolation-probe' }) },
  'POST /v1/auth/device/authorize': { body: () => ({ user_code: 'BCDF-GHJK', approve: false }) },
  'POST /omnis/v3/platform/active-terms': { body: () => ({ termsId: 'trm_probe' }) },
  'PATCH /v1/platform': { body: () => ({ name: 'Taken over' }) },
  'POST /v1/platform/{platformId}/customers/enquiries': {
    body: () => ({ name: 'Probe', email: 'probe@example.com', subject: 'Probe', message: 'Probe' }),
  },
  'PATCH /v1/platform/{platformId}/customers/enquiries/{enquiryId}': { body: () => ({ status: 'resolved' }) },
  'POST /v1/platform/{platformId}/reviews': { body: () => ({ productName: 'Probe', authorName: 'Probe', rating: 1 }) },
  'GET /v1/platform/{platformId}/reviews/export': { query: () => ({ start: '2026-01-01T00:00:00Z' }) },
  'POST /v1/platform/{platformId}/reviews/moderate': { body: () => ({ reviewIds: ['rev_probe'], status: 'spam' }) },
  'PATCH /v1/platform/{platformId}/reviews/{reviewId}/moderate': { body: () => ({ status: 'spam' }) },
  'POST /v1/platform/{platformId}/terms': { body: () => ({ title: 'Probe', content: '<p>Probe</p>' }) },
  'POST /v1/platform/domains': { body: () => ({ domain: 'probe.example.com' }) },
  'POST /v1/platform/client/domains': { body: () => ({ domain: 'probe.example.com' }) },
  'POST /v1/platform/{platformId}/orders': {
    body: () => ({
      customer: { email: 'probe@example.com' },
      lines: [{ productName: 'Probe', quantity: 1, unitPrice: 100 }],
      currency: 'EUR',
    }),
  },
  'GET /v1/platform/{platformId}/orders/summary': { query: () => ({ start: '2026-01-01T00:00:00Z' }) },
  'GET /v1/platform/{platformId}/orders/export': { query: () => ({ start: '2026-01-01T00:00:00Z' }) },
  'PATCH /v1/platform/{platformId}/orders/{orderId}': { body: () => ({ note: 'Changed by probe' }) },
  'POST /v1/platform/{platformId}/orders/bulk-status': { body: (fx) => ({ orderIds: [fx.orderId], status: 'paid' }) },
  'POST /v1/platform/{platformId}/orders/{orderId}/receipt/send': { body: () => ({}) },
  'POST /omnis/v3/platform/search-log': {
    body: () => ({ searchTerm: 'probe', searchResultNumber: 0, searchLogContext: 'platform_search' }),
  },
  // Help (FAQs, FAQ groups, blog): the project is a query value on every call.
  'GET /v2/metrics/metrics': { query: (fx) => ({ project: fx.projectId }) },
  'GET /v2/metrics/metrics/{metricId}': { query: (fx) => ({ project: fx.projectId }) },
  'GET /v2/metrics/monitors': { query: (fx) => ({ project: fx.projectId }) },
  'GET /v2/metrics/monitors/{monitorId}': { query: (fx) => ({ project: fx.projectId }) },
  'GET /v2/metrics/monitors/{monitorId}/inspect': {
    query: (fx) => ({ project: fx.projectId, start: '2026-11-01T00:00:00Z', end: '2026-11-02T00:00:00Z' }),
  },
  'POST /v2/metrics/monitors/{monitorId}/settings': { query: (fx) => ({ project: fx.projectId }), body: () => ({ muted: true }) },
  'GET /v2/metrics/query': {
    query: (fx) => ({ project: fx.projectId, query: 'sum:orders.count', start: '2026-11-01T00:00:00Z', end: '2026-11-02T00:00:00Z' }),
  },
  'POST /v2/metrics/query': {
    query: (fx) => ({ project: fx.projectId }),
    body: () => ({ query: 'sum:orders.count', start: '2026-11-01T00:00:00Z', end: '2026-11-02T00:00:00Z' }),
  },
  'POST /v2/metrics/ingest': { query: (fx) => ({ project: fx.projectId }), body: () => ({ points: [{ metric: 'probe', value: 1 }] }) },
  'POST /v2/metrics': { query: (fx) => ({ project: fx.projectId }), body: () => ({ points: [{ metric: 'probe', value: 1 }] }) },
  'POST /v2/metrics/admin/query': {
    body: () => ({ query: 'sum:orders.count', start: '2026-11-01T00:00:00Z', end: '2026-11-02T00:00:00Z' }),
  },
  'GET /v2/metrics/dashboard': { query: (fx) => ({ project: fx.projectId }) },
  'POST /v1/drive/files': { query: (fx) => ({ project: fx.projectId }), body: () => ({ name: 'probe.txt', size: 1 }) },
  'POST /v1/drive/files/{file}': { query: (fx) => ({ project: fx.projectId }) },
  'GET /v1/drive/files/{file}': { query: (fx) => ({ project: fx.projectId }) },
  'DELETE /v1/drive/files/{file}': { query: (fx) => ({ project: fx.projectId }) },
  'GET /v1/drive/metadata': { query: (fx) => ({ project: fx.projectId }) },
  'GET /v1/drive/metadata/{file}': { query: (fx) => ({ project: fx.projectId }) },
  'PATCH /v1/drive/metadata/{file}': { query: (fx) => ({ project: fx.projectId }), body: () => ({ title: 'Probe' }) },
  'GET /v1/drive/sync': { query: (fx) => ({ project: fx.projectId }) },
  'GET /v1/drive/sync/status': { query: (fx) => ({ project: fx.projectId }) },
  'GET /v1/drive/admin/metrics': { query: () => ({ start: '2026-01-01T00:00:00Z', end: '2026-02-01T00:00:00Z' }) },
  'GET /v1/drive/admin/projects/{project}/metrics': { query: () => ({ start: '2026-01-01T00:00:00Z', end: '2026-02-01T00:00:00Z' }) },
  'POST /v1/drive/admin/projects/{project}': { body: () => ({ quotaBytes: 1 }) },
  'PATCH /v1/drive/admin/projects/{project}': { body: () => ({ quotaBytes: 1 }) },
  'GET /v1/faqs': { query: (fx) => ({ project: fx.projectId }) },
  'POST /v1/faqs': { query: (fx) => ({ project: fx.projectId }), body: () => ({ question: 'Probe?', answer: 'Probe.' }) },
  'GET /v1/faqs/{faqId}': { query: (fx) => ({ project: fx.projectId }) },
  'PATCH /v1/faqs/{faqId}': { query: (fx) => ({ project: fx.projectId }), body: () => ({ question: 'Probe?' }) },
  'DELETE /v1/faqs/{faqId}': { query: (fx) => ({ project: fx.projectId }) },
  'POST /v1/faqs/{faqId}/vote': { query: (fx) => ({ project: fx.projectId }), body: () => ({ vote: 'helpful' }) },
  'GET /v1/faqs/groups': { query: (fx) => ({ project: fx.projectId }) },
  'POST /v1/faqs/groups': { query: (fx) => ({ project: fx.projectId }), body: () => ({ name: 'Probe' }) },
  'GET /v1/faqs/groups/{faqGroupId}': { query: (fx) => ({ project: fx.projectId }) },
  'PATCH /v1/faqs/groups/{faqGroupId}': { query: (fx) => ({ project: fx.projectId }), body: () => ({ name: 'Probe' }) },
  'DELETE /v1/faqs/groups/{faqGroupId}': { query: (fx) => ({ project: fx.projectId }) },
  'GET /v1/blog/blogs': { query: (fx) => ({ project: fx.projectId }) },
  'POST /v1/blog/blogs': { query: (fx) => ({ project: fx.projectId }), body: () => ({ title: 'Probe', body: '<p>Probe</p>' }) },
  'GET /v1/blog/blogs/{blogId}': { query: (fx) => ({ project: fx.projectId }) },
  'PATCH /v1/blog/blogs/{blogId}': { query: (fx) => ({ project: fx.projectId }), body: () => ({ title: 'Probe' }) },
  'DELETE /v1/blog/blogs/{blogId}': { query: (fx) => ({ project: fx.projectId }) },
  // Billing: the project is a query value on every call (filled from PARAMS.project).
  'PATCH /v1/billing': { body: () => ({ companyName: 'Taken over' }) },
  'PATCH /v1/billing/admin': { body: () => ({ creditLimit: 1 }) },
  'POST /v1/billing/payment-methods': { body: () => ({}) },
  'PATCH /v1/billing/payment-methods/{id}': { body: () => ({ isDefault: true }) },
  'PATCH /v1/billing/wallets/{id}': { body: () => ({ autoTopUp: false }) },
  'POST /v1/billing/invoices/{id}/transactions/export': { body: () => ({}) },
  'POST /v1/billing/summaries': { body: () => ({ start: '2026-01-01T00:00:00Z', end: '2026-02-01T00:00:00Z' }) },
  'POST /v1/billing/summaries/{id}/transactions/export': { body: () => ({}) },
  'POST /v1/billing/transactions': { body: () => ({ type: 'credit', category: 'top_up', description: 'Probe', amount: 1 }) },
  'POST /v1/billing/transactions/export': { body: () => ({}) },
  'POST /v1/billing/admin/transactions/export': { body: () => ({}) },
  'POST /v1/billing/test-provider/confirm': {
    body: () => ({ clientSecret: 'probe', number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' }),
  },
};

/** An operation of /openapi.json, as the walking suites read it. */
export interface Operation {
  key: string;
  method: string;
  path: string;
  /** For a hidden alias (HIDDEN_ALIASES): the documented operation's key, whose sample request it uses. */
  aliasOf?: string;
  op: {
    parameters?: { in: string; name: string; required?: boolean }[];
    requestBody?: { content?: Record<string, unknown> };
    responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
    security?: unknown[];
    'x-access'?: { scope: 'project' | 'user' | 'platformAdmin' | 'public'; permission?: string | null; optional?: boolean };
  };
}

export function listOperations(doc: { paths: Record<string, Record<string, Operation['op']>> }): Operation[] {
  const out: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      out.push({ key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, op });
    }
  }
  return out;
}

/**
 * Older base paths mounted beside the documented one and hidden from /openapi.json (same contracts, access and
 * handlers): the suites walk them too, as copies of the documented operations with the same sample requests.
 */
export const HIDDEN_ALIASES: [documented: string, alias: string][] = [['/v2/metrics', '/v1/metrics']];

/** The operations plus a copy of each under every hidden alias base path (`aliasOf` = the documented key). */
export function withHiddenAliases(ops: Operation[]): Operation[] {
  const copies: Operation[] = [];
  for (const [documented, alias] of HIDDEN_ALIASES)
    for (const o of ops)
      if (o.path === documented || o.path.startsWith(`${documented}/`)) {
        const path = alias + o.path.slice(documented.length);
        copies.push({ ...o, path, key: `${o.method} ${path}`, aliasOf: o.key });
      }
  return [...ops, ...copies];
}

/** The URL and body of an operation's sample request against the fixture. */
export function requestFor(o: Operation, sample: Sample, fx: Fixture) {
  const given = sample.params?.(fx) ?? {};
  const path = o.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = given[name] ?? PARAMS[name]?.(fx);
    if (!v) throw new Error(`${o.key}: no sample value for path parameter {${name}}: add it to PARAMS or the sample's params`);
    return encodeURIComponent(v);
  });
  const query = new URLSearchParams(sample.query?.(fx) ?? {});
  for (const p of o.op.parameters ?? []) {
    if (p.in === 'query' && p.required && !query.has(p.name)) {
      const v = PARAMS[p.name]?.(fx);
      if (!v) throw new Error(`${o.key}: no sample value for required query parameter ${p.name}`);
      query.set(p.name, v);
    }
  }
  const qs = query.toString();
  return { url: qs ? `${path}?${qs}` : path, body: sample.body?.(fx) };
}

/** The victim project with a member of each kind, an invite, an API key, a custom role and an organisation. */
export async function buildFixture(t: TestServer) {
  const owner = await t.createUser({ firstName: 'Victor', lastName: 'Victim' });
  const adminUser = await t.createUser();
  const member = await t.createUser();
  const oTok = await t.tokenFor(owner.id);
  const org = await t.call('POST', '/v1/organisations', { token: oTok, body: { name: 'Victim Group' } });
  const project = await t.call('POST', '/v1/projects', { token: oTok, body: { name: 'Victim Shop', organisationId: org.body.id } });
  const projectId = project.body.id as string;
  await t.addMember(projectId, adminUser.id, 'admin');
  await t.addMember(projectId, member.id, 'member');
  const invite = await t.call('POST', `/v1/projects/${projectId}/invites`, { token: oTok, body: { email: 'victim-invitee@example.com' } });
  const key = await t.call('POST', `/v1/projects/${projectId}/auth`, {
    token: oTok,
    body: { name: 'Victim key', permissions: ['projects.project.get'] },
  });
  const role = await t.call('POST', `/v1/enforcer/roles?project=${projectId}`, {
    token: oTok,
    body: { name: 'Victim role', permissions: ['projects.project.get'] },
  });
  const platform = await t.call('GET', `/v1/platform?project=${projectId}`, { token: oTok });
  const order = await t.call('POST', `/v1/platform/${platform.body.id}/orders?project=${projectId}`, {
    token: oTok,
    headers: { 'idempotency-key': 'victim-order' },
    body: {
      customer: { email: 'victim-buyer@example.com' },
      lines: [{ productName: 'Victim poster', quantity: 1, unitPrice: 1000 }],
      currency: 'EUR',
    },
  });
  const fx: Fixture = {
    platformId: platform.body.id,
    orderId: order.body.id,
    projectId,
    ownerId: owner.id,
    adminId: adminUser.id,
    memberId: member.id,
    inviteId: invite.body.id,
    apiKeyId: key.body.id,
    roleId: role.body.id,
    organisationId: org.body.id,
  };
  for (const [k, v] of Object.entries(fx)) if (!v) throw new Error(`fixture: no ${k}`);
  return { fx, owner, adminUser, member, org: org.body, apiKey: key.body.key as string, oTok };
}
