import { Badge, Button, Checkbox, Group, Modal, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmAction } from '../../../components/data/ConfirmAction.tsx';
import { DataTable } from '../../../components/data/DataTable.tsx';
import { FilterSelect } from '../../../components/data/FilterSelect.tsx';
import { RowAction } from '../../../components/data/RowAction.tsx';
import type { DataColumn } from '../../../components/data/types.ts';
import { useUrlListState } from '../../../components/data/useListState.ts';
import { AppError } from '../../../lib/api/errors.ts';
import { clearEnforceCache } from '../../../lib/permissions/enforce.ts';
import { Guard } from '../../../lib/permissions/PermissionNote.tsx';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import { membersKeys } from '../api/keys.ts';
import { createRole, deleteRole, permissionsQuery, rolesList, updateRole } from '../api/roles.ts';
import type { Role } from '../api/types.ts';
import { rolesListSearch } from './list-search.ts';
import { TemplatesSection } from './TemplatesSection.tsx';

const SHOWN_PERMISSIONS = 6;

export function RolesPage({ projectId }: { projectId: string }) {
  const qc = useQueryClient();
  const list = useUrlListState(rolesListSearch);
  const canList = usePermission(projectId, 'enforcer.roles.list');
  const canManage = usePermission(projectId, 'enforcer.roles.manage');
  const perms = useQuery(permissionsQuery());
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const describe = new Map((perms.data?.permissions ?? []).map((p) => [p.id, p.description]));
  const refresh = () => {
    clearEnforceCache(projectId);
    void qc.invalidateQueries({ queryKey: membersKeys.roles(projectId) });
  };
  const columns: DataColumn<Role>[] = [
    {
      id: 'name',
      header: 'Role',
      hideable: false,
      csv: (r) => r.name,
      cell: (r) => (
        <Group gap="xs" wrap="nowrap">
          <Text fw={600}>{r.name}</Text>
          {r.builtIn ? (
            <Badge variant="light">Built-in</Badge>
          ) : (
            <Badge variant="light" color="grape">
              Custom
            </Badge>
          )}
        </Group>
      ),
    },
    { id: 'description', header: 'Description', csv: (r) => r.description, cell: (r) => <Text size="sm">{r.description}</Text> },
    {
      id: 'permissions',
      header: 'Permissions',
      csv: (r) => r.permissions.join(' '),
      cell: (r) => <PermissionList ids={r.permissions} describe={describe} />,
    },
    {
      id: 'actions',
      header: '',
      hideable: false,
      align: 'right',
      cell: (r) =>
        !r.builtIn && (
          <Group gap="xs" justify="flex-end" wrap="nowrap">
            <RowAction check={canManage} onClick={() => setEditing(r)}>
              Edit
            </RowAction>
            <ConfirmAction
              trigger="Delete"
              check={canManage}
              title="Delete role"
              message={`The role ${r.name} is deleted. Members who hold it must have another role first, or the server refuses.`}
              onConfirm={async () => {
                await deleteRole(projectId, r.id);
                notifications.show({ message: 'Role deleted.', color: 'green' });
                refresh();
              }}
            />
          </Group>
        ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Roles</Title>
        <Guard check={canManage}>
          {(disabled) => (
            <Button disabled={disabled} onClick={() => setEditing('new')}>
              Create role
            </Button>
          )}
        </Guard>
      </Group>
      <DataTable
        access={canList}
        label="Roles"
        state={list}
        {...rolesList(projectId)}
        columns={columns}
        rowTestId={(r) => `role-${r.name}`}
        search={{ label: 'Search roles', placeholder: 'Search by name or permission' }}
        filters={
          <FilterSelect
            state={list}
            name="type"
            label="Role type"
            allLabel="All roles"
            options={[
              { value: 'built-in', label: 'Built-in' },
              { value: 'custom', label: 'Custom' },
            ]}
          />
        }
        paged={false}
        exportable
        empty={{ title: 'No roles yet.' }}
      />
      {canList.allowed && <TemplatesSection projectId={projectId} />}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'Create role' : 'Edit role'} size="lg">
        {editing !== null && (
          <RoleForm
            projectId={projectId}
            role={editing === 'new' ? null : editing}
            permissions={perms.data?.permissions ?? []}
            onDone={() => {
              setEditing(null);
              refresh();
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}

function PermissionList({ ids, describe }: { ids: string[]; describe: Map<string, string> }) {
  if (!ids.length)
    return (
      <Text size="sm" c="dimmed">
        No permissions.
      </Text>
    );
  return (
    <Stack gap={2}>
      {ids.slice(0, SHOWN_PERMISSIONS).map((p) => (
        <Text key={p} ff="monospace" size="xs" title={describe.get(p)}>
          {p}
        </Text>
      ))}
      {ids.length > SHOWN_PERMISSIONS && (
        <Text size="xs" c="dimmed" title={ids.slice(SHOWN_PERMISSIONS).join('\n')}>
          and {ids.length - SHOWN_PERMISSIONS} more
        </Text>
      )}
    </Stack>
  );
}

function RoleForm({
  projectId,
  role,
  permissions,
  onDone,
}: {
  projectId: string;
  role: Role | null;
  permissions: { id: string; description: string }[];
  onDone: () => void;
}) {
  const form = useForm({
    initialValues: { name: role?.name ?? '', description: role?.description ?? '', permissions: role?.permissions ?? [] },
    validate: { name: (v) => (v.trim() ? null : 'The name is required.') },
  });
  const save = useMutation({
    mutationFn: (v: typeof form.values) => (role ? updateRole(projectId, role.id, v) : createRole(projectId, v)),
    onSuccess: (r) => {
      notifications.show({ message: `Role ${r.name} saved.`, color: 'green' });
      onDone();
    },
    onError: (e) => {
      if (e instanceof AppError && e.errors) form.setErrors(Object.fromEntries(Object.entries(e.errors).map(([k, v]) => [k, v[0]])));
      else notifications.show({ message: e.message, color: 'red' });
    },
  });
  return (
    <form onSubmit={form.onSubmit((v) => save.mutate(v))} noValidate>
      <Stack>
        <TextInput label="Name" required {...form.getInputProps('name')} />
        <Textarea label="Description" {...form.getInputProps('description')} />
        <Checkbox.Group label="Permissions" {...form.getInputProps('permissions')}>
          <Stack gap={6} mt="xs">
            {permissions.map((p) => (
              <Checkbox key={p.id} value={p.id} label={`${p.id} — ${p.description}`} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save role
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
