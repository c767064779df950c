/**
 * The core menu entries of spec 000 §2 with their orders. Modules register their own entries the same way.
 * Entries whose page is not built yet are hidden by the sidebar (it only links to existing routes).
 */
import {
  IconApi,
  IconChecklist,
  IconCode,
  IconDatabase,
  IconFolders,
  IconHeadset,
  IconHierarchy2,
  IconLayoutDashboard,
  IconMessages,
  IconPuzzle,
  IconReceipt,
  IconSettings,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import { PERMISSIONS } from '../../../common/permissions.ts';
import { addMenuItem, type MenuItem } from '../../lib/menu/registry.ts';

const hasProject = (c: { projectId: string | null }) => !!c.projectId;

export const CORE_MENU: MenuItem[] = [
  { name: 'dashboard', label: 'Dashboard', order: -1, route: 'dashboard', icon: IconLayoutDashboard },
  { name: 'chat', label: 'Chat', order: 311, route: 'chat.index', icon: IconMessages, scope: 'both' },
  {
    name: 'users',
    label: 'Users',
    order: 500,
    route: 'project.users.list',
    icon: IconUsers,
    children: [
      { name: 'users.roles', label: 'Roles', order: 1, route: 'project.users.roles.list' },
      { name: 'users.invites', label: 'Invites', order: 2, route: 'project.users.invites.list' },
    ],
  },
  {
    name: 'support',
    label: 'Support',
    order: 600,
    route: 'core.support',
    icon: IconHeadset,
    children: [
      { name: 'support.chat', label: 'Chat', order: 1, route: 'chat.dashboard' },
      { name: 'support.tutorials', label: 'Tutorials', order: 2, route: 'core.support.tutorials.list' },
      { name: 'support.faqs', label: 'FAQs', order: 3, route: 'core.support.faqs' },
    ],
  },
  {
    name: 'modules',
    label: 'Modules',
    order: 1000,
    route: 'integrations.store',
    icon: IconPuzzle,
    when: (c) => hasProject(c) && c.can(PERMISSIONS.integrationsListingsList),
  },
  {
    name: 'billing',
    label: 'Billing',
    order: 1000,
    route: 'billing.index',
    icon: IconReceipt,
    when: (c) => hasProject(c) && c.billingLoaded,
    children: [
      { name: 'billing.invoices', label: 'Invoices', order: 1001, route: 'billing.invoices' },
      { name: 'billing.summaries', label: 'Summaries', order: 1002, route: 'billing.summaries' },
      { name: 'billing.charges', label: 'Charges', order: 1003, route: 'billing.charges' },
      { name: 'billing.payment', label: 'Payment', order: 1004, route: 'billing.payment-methods' },
    ],
  },
  {
    name: 'developer',
    label: 'Developer',
    order: 10000,
    route: 'developer.api.index',
    icon: IconCode,
    when: (c) => hasProject(c) && c.can(PERMISSIONS.integrationsListingsList),
    children: [{ name: 'developer.apis', label: 'APIs', order: 1, route: 'developer.api.index', icon: IconApi }],
  },
  {
    name: 'organisations',
    label: 'Organisations',
    order: 900,
    route: 'organisations',
    icon: IconHierarchy2,
    scope: 'both',
    when: (c) => c.organisationCount > 0,
  },
  // Platform administration (users.is_admin only; nobody else sees it): every project's drive storage.
  {
    name: 'platform.storage',
    label: 'Storage admin',
    order: 950,
    route: 'platform.admin.storage',
    icon: IconDatabase,
    scope: 'both',
    when: (c) => !!c.platformAdmin,
  },
  { name: 'settings', label: 'Settings', order: 1_000_000, route: 'projects.settings', icon: IconSettings },
  // Without an active project (spec 000 §2): Account, Chat, Projects, Settings; Tasks with the workflow module.
  // Each label names the page it opens: Account → the account's home (the dashboard, titled "Account" without
  // a project: "My Account" in the spec), Settings → the settings page. Chat shows once its page exists.
  { name: 'global.account', label: 'Account', order: 0, route: 'dashboard', icon: IconUser, scope: 'global' },
  { name: 'global.projects', label: 'Projects', order: 400, route: 'projects.list', icon: IconFolders, scope: 'global' },
  {
    name: 'global.tasks',
    label: 'Tasks',
    order: 450,
    route: 'tasks',
    icon: IconChecklist,
    scope: 'global',
    when: (c) => c.anyProjectIntegrations.includes('workflow'),
  },
  { name: 'global.settings', label: 'Settings', order: 1_000_000, route: 'account.settings', icon: IconSettings, scope: 'global' },
];

let registered = false;
export function registerCoreMenu() {
  if (registered) return;
  registered = true;
  for (const item of CORE_MENU) addMenuItem(item);
}
