/**
 * Domains settings: add a domain, the DNS TXT record to create (with copy buttons), its verification status
 * (re-checked while pending), "Check now", and removal with confirmation. Used for custom and client domains.
 */
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmAction } from '../../../components/data/ConfirmAction.tsx';
import { sharedKeys } from '../../../lib/api/keys.ts';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import { addDomain, type Domain, type DomainKind, domainsQuery, removeDomain, verifyDomain } from '../api/settings.ts';
import { storefrontSettingsKeys } from '../api/keys.ts';

function Copy({ value, label }: { value: string; label: string }) {
  return (
    <CopyButton value={value} timeout={1500}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? 'Copied' : `Copy ${label}`}>
          <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={`Copy ${label}`}>
            {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}

function DomainCard({ projectId, kind, domain, canManage }: { projectId: string; kind: DomainKind; domain: Domain; canManage: boolean }) {
  const qc = useQueryClient();
  // A verified or removed custom domain changes the project's website link in the header (projects list).
  const refresh = () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: storefrontSettingsKeys.domains(projectId, kind) }),
      qc.invalidateQueries({ queryKey: sharedKeys.projects() }),
      qc.invalidateQueries({ queryKey: sharedKeys.project(projectId) }),
    ]);
  const check = useMutation({
    mutationFn: () => verifyDomain(projectId, kind, domain.domain),
    onSuccess: (d) => {
      notifications.show({
        color: d.status === 'verified' ? 'green' : 'yellow',
        message: d.status === 'verified' ? `${d.unicodeDomain} is verified.` : (d.lastError ?? 'Not verified yet.'),
      });
      void refresh();
    },
    onError: (e) => notifications.show({ color: 'red', message: e.message }),
  });
  return (
    <Paper withBorder p="md" data-testid={`domain-${domain.domain}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Text fw={600}>{domain.unicodeDomain}</Text>
            {domain.unicodeDomain !== domain.domain && (
              <Text size="xs" c="dimmed">
                ({domain.domain})
              </Text>
            )}
            <Badge color={domain.status === 'verified' ? 'green' : 'yellow'} variant="light" data-testid="domain-status">
              {domain.status === 'verified' ? 'Verified' : 'Pending'}
            </Badge>
          </Group>
          {canManage && (
            <Group gap="xs">
              {domain.status === 'pending' && (
                <Button size="xs" variant="default" loading={check.isPending} onClick={() => check.mutate()}>
                  Check now
                </Button>
              )}
              <ConfirmAction
                trigger="Remove"
                title={`Remove ${domain.unicodeDomain}?`}
                message={
                  domain.status === 'verified'
                    ? 'The shop stops answering on this domain and its verification is released. You can add it again later.'
                    : 'The domain and its verification record are removed.'
                }
                confirmLabel="Remove domain"
                color="red"
                onConfirm={async () => {
                  await removeDomain(projectId, kind, domain.domain);
                  await refresh();
                }}
              />
            </Group>
          )}
        </Group>
        {domain.status === 'pending' && (
          <>
            <Text size="sm">Add this TXT record at your DNS provider, then wait a few minutes:</Text>
            <Table withTableBorder fz="sm" layout="fixed">
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th w={70}>Type</Table.Th>
                  <Table.Td>TXT</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Code style={{ overflowWrap: 'anywhere' }}>{domain.verification.name}</Code>
                      <Copy value={domain.verification.name} label="record name" />
                    </Group>
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>Value</Table.Th>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Code style={{ overflowWrap: 'anywhere' }} data-testid="domain-token">
                        {domain.verification.value}
                      </Code>
                      <Copy value={domain.verification.value} label="record value" />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            {domain.lastError && (
              <Text size="xs" c="dimmed">
                Last check: {domain.lastError}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

export function DomainsPanel({ projectId, kind }: { projectId: string; kind: DomainKind }) {
  const qc = useQueryClient();
  const list = useQuery(domainsQuery(projectId, kind));
  const canManage = usePermission(projectId, 'platform.domains.manage').allowed;
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: () => addDomain(projectId, kind, value),
    onSuccess: () => {
      setValue('');
      setError(null);
      void qc.invalidateQueries({ queryKey: storefrontSettingsKeys.domains(projectId, kind) });
      void qc.invalidateQueries({ queryKey: sharedKeys.projects() });
    },
    onError: (e: Error & { errors?: Record<string, string[]> }) => setError(e.errors?.domain?.[0] ?? e.message),
  });
  const title = kind === 'platform' ? 'Custom domains' : 'Client domains';
  return (
    <Stack gap="sm">
      <Stack gap={2}>
        <Title order={3} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {kind === 'platform'
            ? 'Serve your shop on your own domain. The header’s website link uses the first verified one.'
            : 'The customer-facing domains of your clients’ shops. Wildcards (*.example.com) are allowed.'}
        </Text>
      </Stack>
      {canManage && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            add.mutate();
          }}
        >
          <Group align="flex-start" gap="xs" wrap="wrap">
            <TextInput
              aria-label={kind === 'platform' ? 'Custom domain' : 'Client domain'}
              placeholder={kind === 'platform' ? 'shop.example.com' : '*.clients.example.com'}
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              error={error}
              style={{ flex: '1 1 16rem' }}
            />
            <Button type="submit" loading={add.isPending} disabled={!value.trim()}>
              Add domain
            </Button>
          </Group>
        </form>
      )}
      {list.isPending ? (
        <Text size="sm" c="dimmed">
          Loading domains…
        </Text>
      ) : list.isError ? (
        <Alert color="red" title="The domains could not be loaded">
          {list.error.message}
        </Alert>
      ) : list.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No {title.toLowerCase()} yet.
        </Text>
      ) : (
        list.data.map((d) => <DomainCard key={d.id} projectId={projectId} kind={kind} domain={d} canManage={canManage} />)
      )}
    </Stack>
  );
}
