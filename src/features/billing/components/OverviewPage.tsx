/** billing.index: plan, balance per wallet, charges this period, next invoice date, open invoices, card, alerts. */
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { AppError } from '../../../lib/api/errors.ts';
import { overviewQuery } from '../api/billing.ts';
import { BillingAlerts, day, money } from './shared.tsx';

function Stat({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId?: string }) {
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl">
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}

export function OverviewPage({ projectId }: { projectId: string }) {
  const q = useQuery(overviewQuery(projectId));
  if (q.isPending) return <Skeleton h={240} />;
  if (q.isError)
    return (
      <Alert color="red" title="Billing could not be loaded">
        {q.error instanceof AppError ? q.error.message : String(q.error)}
      </Alert>
    );
  const o = q.data;
  const card = o.defaultPaymentMethod;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Billing</Title>
        <Group gap="xs">
          <Button renderRoot={(props) => <Link {...props} to="/billing/invoices" search={{ project: projectId }} />} variant="default">
            Invoices
          </Button>
          <Button renderRoot={(props) => <Link {...props} to="/billing/charges" search={{ project: projectId }} />} variant="default">
            Charges
          </Button>
        </Group>
      </Group>
      <BillingAlerts alerts={o.alerts} project={projectId} />
      {!o.companySetUp && (
        <Alert color="red" title="Company setup required." data-alert="company">
          <Anchor renderRoot={(props) => <Link {...props} to="/projects/settings" search={{ project: projectId }} />}>Fix</Anchor>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        <Stat
          testId="billing-plan"
          label="Plan"
          value={o.plan.name}
          hint={o.plan.monthlyPrice ? `${money(o.plan.monthlyPrice, o.plan.currency)} a month` : 'Free'}
        />
        <Stat
          testId="billing-balance"
          label={`Balance (${o.currency})`}
          value={money(o.balance, o.currency)}
          hint={
            o.creditLimit ? `Credit limit ${money(o.creditLimit, o.currency)} · available ${money(o.available, o.currency)}` : undefined
          }
        />
        <Stat
          testId="billing-period"
          label="Charges this period"
          value={money(o.chargesThisPeriod.total, o.currency)}
          hint={`${o.chargesThisPeriod.count} confirmed · ${o.pendingCount} pending · tax ${money(o.chargesThisPeriod.tax, o.currency)}`}
        />
        <Stat label="Next invoice" value={day(o.nextInvoiceDate)} hint={`Period from ${day(o.period.start)}`} />
        <Stat
          testId="billing-open"
          label="Open invoices"
          value={money(o.openInvoices.amountDue, o.currency)}
          hint={`${o.openInvoices.count} open${o.openInvoices.overdue ? ` · ${o.openInvoices.overdue} overdue` : ''}`}
        />
        <Stat
          label="Payment method"
          value={card ? `${card.brand ?? 'Card'} •••• ${card.last4 ?? ''}` : 'None'}
          hint={card ? `Expires ${String(card.expMonth).padStart(2, '0')}/${card.expYear}` : 'Add a card to pay invoices'}
        />
      </SimpleGrid>
      {o.wallets.length > 1 && (
        <Card withBorder>
          <Text fw={600} mb="xs">
            Wallets
          </Text>
          {o.wallets.map((w) => (
            <Group key={w.id} justify="space-between">
              <Text>{w.currency}</Text>
              <Text fw={600}>{money(w.balance, w.currency)}</Text>
            </Group>
          ))}
        </Card>
      )}
      <Anchor renderRoot={(props) => <Link {...props} to="/billing/payment-methods" search={{ project: projectId }} />}>
        Manage payment methods
      </Anchor>
    </Stack>
  );
}
