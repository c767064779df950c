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
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconExternalLink } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmAction } from '../../../components/data/ConfirmAction.tsx';
import { DataTable } from '../../../components/data/DataTable.tsx';
import type { DataColumn } from '../../../components/data/types.ts';
import { useUrlListState } from '../../../components/data/useListState.ts';
import { AppError } from '../../../lib/api/errors.ts';
import { Guard } from '../../../lib/permissions/PermissionNote.tsx';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import { type ApiKey, apiKeysList, createApiKey, developerKeys, permissionsQuery, revokeApiKey } from '../api/api-keys.ts';
import { apiKeysListSearch } from './list-search.ts';

export function DeveloperPage({ projectId }: { projectId: string }) {
  const qc = useQueryClient();
  const canList = usePermission(projectId, 'projects.auth.list');
  const canCreate = usePermission(projectId, 'projects.auth.create');
  const canRevoke = usePermission(projectId, 'projects.auth.delete');
  const list = useUrlListState(apiKeysListSearch);
  const perms = useQuery(permissionsQuery());
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
  const revoke = async (k: ApiKey) => {
    await revokeApiKey(projectId, k.id);
    notifications.show({ message: `Key ${k.name} revoked.`, color: 'green' });
    void qc.invalidateQueries({ queryKey: developerKeys.keys(projectId) });
  };
  const columns: DataColumn<ApiKey>[] = [
    { id: 'name', header: 'Name', hideable: false, cell: (k) => <Text fw={600}>{k.name}</Text>, csv: (k) => k.name },
    { id: 'key', header: 'Key', cell: (k) => <Code>{k.prefix}…</Code>, csv: (k) => `${k.prefix}…` },
    {
      id: 'permissions',
      header: 'Permissions',
      csv: (k) => k.permissions.join(' '),
      cell: (k) => (
        <Group gap={4}>
          {k.permissions.map((p) => (
            <Badge key={p} variant="light" tt="none">
              {p}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      id: 'lastUsed',
      header: 'Last used',
      csv: (k) => k.lastUsedAt,
      cell: (k) => (k.lastUsedAt ? new Date(k.lastUsedAt).toLocaleString() : 'Never'),
    },
    { id: 'created', header: 'Created', defaultHidden: true, csv: (k) => k.createdAt, cell: (k) => new Date(k.createdAt).toLocaleString() },
    {
      id: 'actions',
      header: '',
      hideable: false,
      align: 'right',
      cell: (k) => (
        <ConfirmAction
          trigger="Revoke"
          check={canRevoke}
          title="Revoke API key"
          message={`Calls signed with the key ${k.name} (${k.prefix}…) are refused from now on. This cannot be undone.`}
          onConfirm={() => revoke(k)}
        />
      ),
    },
  ];

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
      <DataTable
        access={canList}
        label="Project API keys"
        state={list}
        {...apiKeysList(projectId)}
        columns={columns}
        search={{ label: 'Search API keys', placeholder: 'Search by name or permission' }}
        paged={false}
        exportable
        empty={{ title: 'No API keys yet.' }}
      />
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
