/**
 * billing.payment-methods: stored cards (brand, last 4, expiry), set default, remove, and "Add card": the server
 * starts a setup; the card goes to the provider's own form (the built-in test provider's TestCardForm), and only
 * the provider's token comes back to billing.
 */
import { Alert, Badge, Button, Card, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmAction } from '../../../components/data/ConfirmAction.tsx';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import { makeDefaultCard, overviewQuery, paymentMethodsQuery, refreshBilling, removeCard } from '../api/billing.ts';
import type { PaymentMethod } from '../api/types.ts';
import { AddCardForm } from './AddCardForm.tsx';
import { BillingAlerts } from './shared.tsx';

const expiry = (m: PaymentMethod) => `${String(m.expMonth ?? 0).padStart(2, '0')}/${m.expYear ?? ''}`;

export function PaymentMethodsPage({ projectId }: { projectId: string }) {
  const qc = useQueryClient();
  const canRead = usePermission(projectId, 'billing.billing.get');
  const canManage = usePermission(projectId, 'billing.billing.update');
  const cards = useQuery({ ...paymentMethodsQuery(projectId), enabled: canRead.allowed });
  const overview = useQuery({ ...overviewQuery(projectId), enabled: canRead.allowed });
  const [adding, setAdding] = useState(false);
  const setDefault = useMutation({
    mutationFn: (id: string) => makeDefaultCard(projectId, id),
    onSuccess: () => refreshBilling(qc, projectId),
    onError: (e) => notifications.show({ message: e.message, color: 'red' }),
  });
  const active = (cards.data ?? []).filter((c) => c.status === 'active');
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Payment methods</Title>
        {canManage.allowed && <Button onClick={() => setAdding(true)}>Add card</Button>}
      </Group>
      {overview.data && (
        <BillingAlerts alerts={overview.data.alerts.filter((a) => a.kind.startsWith('payment_method'))} project={projectId} />
      )}
      {canRead.state === 'denied' && <Alert color="gray">{canRead.reason}</Alert>}
      {cards.isPending && canRead.allowed && <Skeleton h={120} />}
      {cards.isError && <Alert color="red">{cards.error.message}</Alert>}
      {cards.isSuccess && !active.length && (
        <Text c="dimmed" data-testid="no-cards">
          No card on file. Invoices are charged to the default card.
        </Text>
      )}
      {active.map((m) => (
        <Card key={m.id} withBorder data-testid={`card-${m.last4}`}>
          <Group justify="space-between" wrap="wrap">
            <Stack gap={2}>
              <Group gap="xs">
                <Text fw={600} tt="capitalize">
                  {m.brand} •••• {m.last4}
                </Text>
                {m.isDefault && <Badge>Default</Badge>}
                {m.expired && <Badge color="red">Expired</Badge>}
                {m.expiring && <Badge color="yellow">Expiring</Badge>}
              </Group>
              <Text size="sm" c="dimmed">
                Expires {expiry(m)} · {m.vendor === 'test' ? 'Test provider' : m.vendor}
              </Text>
            </Stack>
            {canManage.allowed && (
              <Group gap="xs">
                {!m.isDefault && (
                  <Button
                    variant="default"
                    size="xs"
                    loading={setDefault.isPending && setDefault.variables === m.id}
                    onClick={() => setDefault.mutate(m.id)}
                  >
                    Make default
                  </Button>
                )}
                <ConfirmAction
                  trigger="Remove"
                  check={canManage}
                  title="Remove card"
                  message={`The ${m.brand} card ending ${m.last4} is removed.${m.isDefault ? ' Your newest other card becomes the default.' : ''}`}
                  onConfirm={async () => {
                    await removeCard(projectId, m.id);
                    refreshBilling(qc, projectId);
                  }}
                />
              </Group>
            )}
          </Group>
        </Card>
      ))}
      <Modal opened={adding} onClose={() => setAdding(false)} title="Add a card">
        {adding && (
          <AddCardForm
            projectId={projectId}
            onDone={(m) => {
              setAdding(false);
              notifications.show({ message: `${m.brand} •••• ${m.last4} added.`, color: 'green' });
              refreshBilling(qc, projectId);
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}
