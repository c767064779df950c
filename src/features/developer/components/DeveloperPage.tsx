import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconExternalLink } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AppError } from '../../../lib/api/errors.ts';
import { Guard, PermissionNote } from '../../../lib/permissions/PermissionNote.tsx';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import { createApiKey, developerKeys, listApiKeys, listPermissionIds, revokeApiKey } from '../api/api-keys.ts';

export function DeveloperPage({ projectId }: { projectId: string }) {
  const qc = useQueryClient();
  const canList = usePermission(projectId, 'projects.auth.list');
  const canCreate = usePermission(projectId, 'projects.auth.create');
  const canRevoke = usePermission(projectId, 'projects.auth.delete');
  const keys = useQuery({
    queryKey: developerKeys.keys(projectId),
    queryFn: () => listApiKeys(projectId),
    enabled: canList.allowed,
    refetchOnMount: 'always',
  });
  const perms = useQuery({ queryKey: developerKeys.permissions, queryFn: listPermissionIds, staleTime: 5 * 60_000 });
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const form = useForm({
    initialValues: { name: '', permissions: ['projects.project.get'] as string[] },
    validate: {
      name: (v) => (v.trim() ? null : 'Give the key a name.'),
      permissions: (v) => (v.length ? null : 'Choose at least one permission.'),
    },
  });
  const create = useMutation({
    mutationFn: (v: typeof form.values) => createApiKey(projectId, { name: v.name.trim(), permissions: v.permissions }),
    onSuccess: (k) => {
      setCreating(false);
      setCreated({ name: k.name, key: k.key });
      form.reset();
      void qc.invalidateQueries({ queryKey: developerKeys.keys(projectId) });
    },
    onError: (e) => {
      if (e instanceof AppError && e.errors) form.setErrors(Object.fromEntries(Object.entries(e.errors).map(([k, v]) => [k, v[0]])));
      else notifications.show({ message: e.message, color: 'red' });
    },
  });
  const revoke = useMutation({
    mutationFn: (id: string) => revokeApiKey(projectId, id),
    onSuccess: (k) => {
      notifications.show({ message: `Key ${k.name} revoked.`, color: 'green' });
      void qc.invalidateQueries({ queryKey: developerKeys.keys(projectId) });
    },
    onError: (e) => notifications.show({ message: e.message, color: 'red' }),
  });

  return (
    <Stack gap="md">
      <Title order={2}>Developer and APIs</Title>
      <Paper withBorder p="md">
        <Group justify="space-between">
          <div>
            <Text fw={600}>API reference</Text>
            <Text size="sm" c="dimmed">
              Every call, with a console to try them. Send a project key as <Code>Authorization: sfk_…</Code>.
            </Text>
          </div>
          <Anchor href="/docs" target="_blank" rel="noopener">
            <Group gap={4}>
              Open the API reference <IconExternalLink size={14} />
            </Group>
          </Anchor>
        </Group>
      </Paper>
      <Group justify="space-between">
        <Title order={3}>Project API keys</Title>
        <Guard check={canCreate}>
          {(disabled) => (
            <Button disabled={disabled} onClick={() => setCreating(true)}>
              Create API key
            </Button>
          )}
        </Guard>
      </Group>
      <PermissionNote check={canList} />
      {created && (
        <Alert color="green" title={`Key "${created.name}" created`} withCloseButton onClose={() => setCreated(null)}>
          <Stack gap="xs">
            <Text size="sm">Copy it now: it is shown only once.</Text>
            <Group>
              <Code data-testid="new-api-key">{created.key}</Code>
              <CopyButton value={created.key}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy}>
                    {copied ? 'Copied' : 'Copy'}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        </Alert>
      )}
      {canList.allowed && (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={600}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Key</Table.Th>
                  <Table.Th>Permissions</Table.Th>
                  <Table.Th>Last used</Table.Th>
                  <Table.Th aria-label="Actions" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {keys.isPending && (
                  <Table.Tr>
                    <Table.Td colSpan={5}>
                      <Skeleton h={24} />
                    </Table.Td>
                  </Table.Tr>
                )}
                {keys.data?.auth.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={5}>
                      <Text c="dimmed" ta="center" py="md">
                        No API keys yet.
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                {keys.data?.auth.map((k) => (
                  <Table.Tr key={k.id}>
                    <Table.Td>{k.name}</Table.Td>
                    <Table.Td>
                      <Code>{k.prefix}…</Code>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {k.permissions.map((p) => (
                          <Badge key={p} variant="light" tt="none">
                            {p}
                          </Badge>
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td>{k.lastUsedAt ? new Date(k.lastUsedAt).toLocaleString() : 'Never'}</Table.Td>
                    <Table.Td>
                      <Guard check={canRevoke}>
                        {(disabled) => (
                          <Button
                            size="xs"
                            color="red"
                            variant="light"
                            disabled={disabled}
                            loading={revoke.isPending && revoke.variables === k.id}
                            onClick={() => revoke.mutate(k.id)}
                          >
                            Revoke
                          </Button>
                        )}
                      </Guard>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {keys.isError && <Alert color="red">{keys.error.message}</Alert>}
      <Modal opened={creating} onClose={() => setCreating(false)} title="Create API key" size="lg">
        <form onSubmit={form.onSubmit((v) => create.mutate(v))} noValidate>
          <Stack>
            <TextInput label="Name" placeholder="e.g. Warehouse sync" withAsterisk {...form.getInputProps('name')} />
            <Checkbox.Group
              label="Permissions"
              description="A key can only have permissions you hold yourself."
              {...form.getInputProps('permissions')}
            >
              <Stack gap={6} mt="xs">
                {(perms.data?.permissions ?? []).map((p) => (
                  <Checkbox key={p.id} value={p.id} label={`${p.id} — ${p.description}`} />
                ))}
              </Stack>
            </Checkbox.Group>
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending}>
                Create key
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
