/**
 * The one set of permission strings (`service.resource.action`), shared by server enforcement and client UI.
 * Built-in roles are sets of these; custom roles (projects area) pick from ALL_PERMISSIONS.
 */
export const PERMISSIONS = {
  projectsProjectGet: 'projects.project.get',
  projectsProjectUpdate: 'projects.project.update',
  projectsProjectDelete: 'projects.project.delete',
  projectsUsersList: 'projects.users.list',
  projectsUsersUpdate: 'projects.users.update',
  projectsUsersDelete: 'projects.users.delete',
  projectsInvitesList: 'projects.invites.list',
  projectsInvitesCreate: 'projects.invites.create',
  projectsInvitesDelete: 'projects.invites.delete',
  projectsAuthList: 'projects.auth.list',
  projectsAuthCreate: 'projects.auth.create',
  projectsAuthDelete: 'projects.auth.delete',
  projectsTemplatesInstall: 'projects.templates.install',
  enforcerRolesList: 'enforcer.roles.list',
  enforcerRolesAssign: 'enforcer.roles.assign',
  enforcerRolesManage: 'enforcer.roles.manage',
  enforcerUsersList: 'enforcer.users.list',
  enforcerAuditList: 'enforcer.audit.list',
  integrationsListingsList: 'integrations.listings.list',
  integrationsInstallationsList: 'integrations.installations.list',
  integrationsInstallationsManage: 'integrations.installations.manage',
  platformPlatformGet: 'platform.platform.get',
  platformPlatformUpdate: 'platform.platform.update',
  platformCustomersList: 'platform.customers.list',
  platformCustomersGet: 'platform.customers.get',
  platformCustomersExport: 'platform.customers.export',
  platformOrdersList: 'platform.orders.list',
  platformOrdersGet: 'platform.orders.get',
  platformOrdersCreate: 'platform.orders.create',
  platformOrdersUpdate: 'platform.orders.update',
  platformOrdersExport: 'platform.orders.export',
  platformFulfillmentsGet: 'platform.fulfillments.get',
  platformFulfillmentsUpdate: 'platform.fulfillments.update',
  projectsTasksList: 'projects.tasks.list',
  projectsTasksCreate: 'projects.tasks.create',
  projectsTasksUpdate: 'projects.tasks.update',
  projectsTasksDelete: 'projects.tasks.delete',
  projectsTasksExport: 'projects.tasks.export',
  projectsOkrsList: 'projects.okrs.list',
  projectsOkrsManage: 'projects.okrs.manage',
  projectsOkrsExport: 'projects.okrs.export',
  faqsFaqsList: 'faqs.faqs.list',
  faqsFaqsManage: 'faqs.faqs.manage',
  blogBlogsList: 'blog.blogs.list',
  blogBlogsManage: 'blog.blogs.manage',
  billingBillingGet: 'billing.billing.get',
  billingBillingUpdate: 'billing.billing.update',
  billingTransactionsCreate: 'billing.transactions.create',
  billingTransactionsExport: 'billing.transactions.export',
} as const;

export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];
export const ALL_PERMISSIONS: readonly Permission[] = Object.values(PERMISSIONS);

export type BuiltInRole = 'owner' | 'admin' | 'member';

const MEMBER: Permission[] = [
  'projects.project.get',
  'projects.users.list',
  'enforcer.roles.list',
  'integrations.listings.list',
  'integrations.installations.list',
  'platform.platform.get',
  'platform.customers.list',
  'platform.customers.get',
  'platform.orders.list',
  'platform.orders.get',
  'platform.orders.update',
  'platform.orders.export',
  'platform.fulfillments.get',
  'platform.fulfillments.update',
  'projects.tasks.list',
  'projects.tasks.create',
  'projects.tasks.update',
  'projects.okrs.list',
  'faqs.faqs.list',
  'blog.blogs.list',
];
const ADMIN: Permission[] = ALL_PERMISSIONS.filter((p) => p !== 'projects.project.delete');

export const BUILT_IN_ROLES: Record<BuiltInRole, { name: string; permissions: readonly Permission[] }> = {
  owner: { name: 'Owner', permissions: ALL_PERMISSIONS },
  admin: { name: 'Admin', permissions: ADMIN },
  member: { name: 'Member', permissions: MEMBER },
};

/** What each permission allows, for the roles screen and the enforcer's permission list. */
export const PERMISSION_DESCRIPTIONS: Partial<Record<Permission, string>> = {
  'projects.project.get': 'See the project',
  'projects.project.update': 'Change the project settings (name, logos, favicon, plan)',
  'projects.project.delete': 'Delete the project',
  'projects.users.list': 'See the project members',
  'projects.users.update': "Change a member's role and reset their two-factor authentication",
  'projects.users.delete': 'Remove members from the project',
  'projects.invites.list': 'See pending invites',
  'projects.invites.create': 'Invite people and resend invites',
  'projects.invites.delete': 'Revoke invites',
  'projects.auth.list': 'See the project API keys',
  'projects.auth.create': 'Create project API keys',
  'projects.auth.delete': 'Revoke project API keys',
  'projects.templates.install': 'Install templates into the project',
  'enforcer.roles.list': 'See roles and their permissions',
  'enforcer.roles.assign': 'Assign roles to members',
  'enforcer.roles.manage': 'Create, edit and delete custom roles',
  'enforcer.users.list': "See members' roles and check their permissions",
  'enforcer.audit.list': 'Read the audit log',
  'integrations.listings.list': 'Browse the modules store',
  'integrations.installations.list': 'See installed modules',
  'integrations.installations.manage': 'Install, configure and remove modules',
  'platform.platform.get': 'See the platform settings',
  'platform.platform.update': 'Change the storefront settings (name, domain, currency, time zone)',
  'platform.customers.list': 'See the customer list',
  'platform.customers.get': "See a customer's profile and orders",
  'platform.customers.export': 'Export customers as CSV',
  'platform.orders.list': 'See the order list',
  'platform.orders.get': 'See an order, its receipt and timeline',
  'platform.orders.create': 'Create orders (storefronts and connectors, with an API key)',
  'platform.orders.update': 'Move orders through their statuses, send receipts, retry payments',
  'platform.orders.export': 'Export orders as CSV',
  'platform.fulfillments.get': 'See fulfillments and who can fulfil them',
  'platform.fulfillments.update': 'Update tracking and reassign fulfillments',
  'projects.tasks.list': 'See tasks, their comments and history',
  'projects.tasks.create': 'Create tasks and comment on them',
  'projects.tasks.update': 'Change, assign, move and archive tasks',
  'projects.tasks.delete': 'Delete tasks for good',
  'projects.tasks.export': 'Export tasks as CSV',
  'projects.okrs.list': 'See objectives and key results',
  'projects.okrs.manage': 'Create and edit objectives and key results',
  'projects.okrs.export': 'Export OKRs as CSV',
  'billing.billing.get': 'See billing: plan, wallets, charges, invoices, summaries and payment methods',
  'billing.billing.update': 'Change the billing company, wallets and payment methods; create summaries; pay invoices',
  'billing.transactions.create': 'Create and confirm charges and credits',
  'billing.transactions.export': 'Export charges as CSV',
  'faqs.faqs.list': 'Read FAQs and vote on them',
  'faqs.faqs.manage': 'Write, publish, order and delete FAQs and FAQ groups',
  'blog.blogs.list': 'Read tutorials and blog posts',
  'blog.blogs.manage': 'Write, publish and delete tutorials and blog posts',
};

export function isPermission(value: string): value is Permission {
  return (ALL_PERMISSIONS as readonly string[]).includes(value);
}

/** Rank of built-in roles for "may not act on a higher role" checks; custom roles rank with members. */
export function roleRank(role: string): number {
  return role === 'owner' ? 3 : role === 'admin' ? 2 : 1;
}

export function isBuiltInRole(role: string): role is BuiltInRole {
  return role === 'owner' || role === 'admin' || role === 'member';
}
