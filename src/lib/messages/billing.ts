/**
 * Billing announcements (spec 000 §4, 001 §8): plan `demo` shows "Project is in demo mode." at the default
 * level; otherwise each project flag is shown with its message, level and actions. The alert kinds' texts
 * are the fallback when a flag carries no message of its own.
 */
import type { ErrorAction, ErrorLevel } from '../api/errors.ts';
import type { Message } from './messages.ts';

export const DEMO_MODE_MESSAGE = 'Project is in demo mode.';

export const ACCOUNT_ALERTS: Record<string, { message: string; level: ErrorLevel; actions?: ErrorAction[] }> = {
  payment_method_required: {
    message: 'Missing payment method.',
    level: 'danger',
    actions: [{ text: 'Add', to: 'billing.payment-methods' }],
  },
  payment_method_expiring: {
    message: 'Payment method expiring soon.',
    level: 'warning',
    actions: [{ text: 'Update', to: 'billing.payment-methods' }],
  },
  payment_method_expired: {
    message: 'Payment method expired.',
    level: 'danger',
    actions: [{ text: 'Fix', to: 'billing.payment-methods' }],
  },
  credit_limit_warning: { message: 'Near credit limit.', level: 'warning' },
  credit_limit_exceeded: { message: 'Credit limit exceeded.', level: 'danger' },
  has_overdue_invoices: { message: 'Account has overdue invoices.', level: 'danger' },
};

interface ProjectLike {
  id: string;
  plan: { code: string };
  flags: { kind?: string; message?: string; level?: ErrorLevel; actions?: ErrorAction[] }[];
}

export function billingAnnouncements(project: ProjectLike | null): Message[] {
  if (!project) return [];
  if (project.plan.code === 'demo') return [{ id: `billing:${project.id}:demo`, message: DEMO_MODE_MESSAGE, level: 'default' }];
  return project.flags.map((f, i) => {
    const known = f.kind ? ACCOUNT_ALERTS[f.kind] : undefined;
    return {
      id: `billing:${project.id}:${f.kind ?? i}`,
      message: f.message || known?.message || '',
      level: f.level ?? known?.level ?? 'default',
      actions: f.actions ?? known?.actions,
    };
  });
}
