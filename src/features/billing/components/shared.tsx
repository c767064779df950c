/** Small pieces the billing screens share: money, dates, the invoice status badge, alerts with their action. */
import { Alert, Anchor, Badge, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatMoney } from '../../../lib/format/money.ts';
import { pathOf, type RouteName, ROUTES } from '../../../lib/router/route-names.ts';
import type { Invoice, Overview } from '../api/types.ts';

export const money = (minor: number, currency: string) => formatMoney(minor, currency);
export const day = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleDateString(undefined, { timeZone: 'UTC', dateStyle: 'medium' }) : '—';
/** The last day of a period whose end is exclusive. */
export const lastDay = (endIso: string) => day(new Date(new Date(endIso).getTime() - 1).toISOString());

const STATUS_LABEL: Record<Invoice['status'], string> = { paid: 'Paid', due: 'Due', overdue: 'Overdue', failed: 'Failed', void: 'Void' };

/** The invoice status in the theme's invoice colour (`--sf-invoice-<status>`, light and dark). */
export function InvoiceStatus({ status }: { status: Invoice['status'] }) {
  return (
    <Badge variant="filled" autoContrast={false} c="white" style={{ background: `var(--sf-invoice-${status})` }} data-status={status}>
      {STATUS_LABEL[status]}
    </Badge>
  );
}

const COLORS = { danger: 'red', warning: 'yellow', success: 'green', default: 'gray' } as const;
const isRoute = (to: string): to is RouteName => to in ROUTES;

export function BillingAlerts({ alerts, project }: { alerts: Overview['alerts']; project: string }) {
  if (!alerts.length) return null;
  return (
    <>
      {alerts.map((a) => (
        <Alert key={a.kind} color={COLORS[a.level]} title={a.message} data-alert={a.kind} py={a.actions?.length ? undefined : 'xs'}>
          <Group gap="sm" display={a.actions?.length ? undefined : 'none'}>
            {(a.actions ?? []).map((act) =>
              act.to && isRoute(act.to) ? (
                <Anchor
                  key={act.text}
                  renderRoot={(props) => <Link {...props} to={pathOf(act.to as RouteName)} search={{ project } as never} />}
                >
                  {act.text}
                </Anchor>
              ) : null,
            )}
          </Group>
        </Alert>
      ))}
    </>
  );
}
