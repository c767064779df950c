/** Card payments: the connection's status, "Connect" (to the provider's consent page and back), "Disconnect". */
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { ConfirmAction } from '../../../components/data/ConfirmAction.tsx';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import { storefrontSettingsKeys } from '../api/keys.ts';
import { disconnect, paymentsQuery, startConnect } from '../api/settings.ts';

const OUTCOME: Record<string, { color: string; text: string }> = {
  connected: { color: 'green', text: 'Your card-payment account is connected.' },
  cancelled: { color: 'yellow', text: 'The connection was cancelled at the provider. Nothing was changed.' },
  failed: { color: 'red', text: 'The connection failed. Please start again.' },
};

export function PaymentsPanel({ projectId }: { projectId: string }) {
  const qc = useQueryClient();
  const search = useSearch({ strict: false }) as { connect?: string; reason?: string };
  const status = useQuery(paymentsQuery(projectId));
  const canManage = usePermission(projectId, 'platform.payments.manage').allowed;
  const connect = useMutation({
    mutationFn: () => startConnect(projectId),
    onSuccess: (r) => window.location.assign(r.url),
  });
  const outcome = search.connect ? OUTCOME[search.connect] : undefined;
  const s = status.data;
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={3} size="h4">
          Card payments
        </Title>
        <Text size="sm" c="dimmed">
          Connect a card-payment account (Stripe) so your storefront can take card payments.
        </Text>
      </Stack>
      {outcome && (
        <Alert color={outcome.color} data-testid="connect-outcome">
          {outcome.text}
        </Alert>
      )}
      {status.isPending ? (
        <Text size="sm" c="dimmed">
          Loading…
        </Text>
      ) : status.isError ? (
        <Alert color="red">{status.error.message}</Alert>
      ) : (
        <Paper withBorder p="md">
          <Stack gap="xs">
            <Group gap="xs">
              <Text fw={600}>{s!.provider === 'stripe' ? 'Stripe' : 'Test payments'}</Text>
              <Badge color={s!.connected ? 'green' : 'gray'} variant="light" data-testid="payment-status">
                {s!.connected ? 'Connected' : 'Not connected'}
              </Badge>
              {s!.connected && !s!.livemode && (
                <Badge color="orange" variant="light">
                  Test mode
                </Badge>
              )}
            </Group>
            {s!.connected ? (
              <>
                <Text size="sm">
                  Account <code data-testid="payment-account">{s!.accountId}</code> · charges{' '}
                  {s!.chargesEnabled ? 'enabled' : 'not enabled yet'} · connected{' '}
                  {s!.connectedAt ? new Date(s!.connectedAt).toLocaleString() : ''}
                </Text>
                {canManage && (
                  <Group>
                    <ConfirmAction
                      trigger="Disconnect"
                      title="Disconnect the card-payment account?"
                      message="Your storefront stops taking card payments until you connect an account again."
                      confirmLabel="Disconnect"
                      color="red"
                      onConfirm={async () => {
                        await disconnect(projectId);
                        await qc.invalidateQueries({ queryKey: storefrontSettingsKeys.payments(projectId) });
                      }}
                    />
                  </Group>
                )}
              </>
            ) : (
              canManage && (
                <Group>
                  <Button loading={connect.isPending} onClick={() => connect.mutate()}>
                    Connect account
                  </Button>
                </Group>
              )
            )}
            {connect.isError && <Alert color="red">{connect.error.message}</Alert>}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
