import { projectScope, sharedKeys } from '../../../lib/api/keys.ts';

/** Billing query keys, rooted at the project (switching project or signing out drops them all). */
export const billingKeys = {
  all: (project: string) => [...projectScope(project), 'billing'] as const,
  overview: (project: string) => [...projectScope(project), 'billing', 'overview'] as const,
  account: (project: string) => [...projectScope(project), 'billing', 'account'] as const,
  wallets: (project: string) => [...projectScope(project), 'billing', 'wallets'] as const,
  plans: (project: string) => [...projectScope(project), 'billing', 'plans'] as const,
  invoicesAll: (project: string) => [...projectScope(project), 'billing', 'invoices'] as const,
  invoice: (project: string, id: string) => [...projectScope(project), 'billing', 'invoice', id] as const,
  transactionsAll: (project: string) => [...projectScope(project), 'billing', 'transactions'] as const,
  summariesAll: (project: string) => [...projectScope(project), 'billing', 'summaries'] as const,
  paymentMethods: (project: string) => [...projectScope(project), 'billing', 'payment-methods'] as const,
  vendorSecret: (project: string, vendor: string) => [...projectScope(project), 'billing', 'vendor-secret', vendor] as const,
  /** The project (its flags are the billing announcements) and the shell's project list. */
  project: (project: string) => sharedKeys.project(project),
  projects: () => sharedKeys.projects(),
};
