import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AppError } from '../../../lib/api/errors.ts';
import { clearEnforceCache } from '../../../lib/permissions/enforce.ts';
import { Guard, PermissionNote } from '../../../lib/permissions/PermissionNote.tsx';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import { membersKeys } from '../api/keys.ts';
import { createRole, deleteRole, listPermissions, listRoles, updateRole } from '../api/roles.ts';
import type { Role } from '../api/types.ts';
import { TemplatesSection } from './TemplatesSection.tsx';

export function RolesPage({ projectId }: { projectId: string }) {
  const qc = useQueryClient();
  const canList = usePermission(projectId, 'enforcer.roles.list');
  const canManage = usePermission(projectId, 'enforcer.roles.manage');
  const roles = useQuery({
    queryKey: membersKeys.roles(projectId),
    queryFn: () => listRoles(projectId),
    enabled: canList.allowed,
    refetchOnMount: 'always',
  });
  const perms = useQuery({ queryKey: membersKeys.permissions, queryFn: listPermissions, staleTime: 5 * 60_000 });
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const describe = new Map((perms.data?.permissions ?? []).map((p) => [p.id, p.description]));
  const remove = useMutation({
    mutationFn: (id: string) => deleteRole(projectId, id),
    onSuccess: () => {
      notifications.show({ message: 'Role deleted.', color: 'green' });
      void qc.invalidateQueries({ queryKey: membersKeys.roles(projectId) });
    },
    onError: (e) => notifications.show({ message: e.message, color: 'red' }),
  });

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
      <PermissionNote check={canList} />
      {roles.isPending && canList.allowed && <Skeleton h={120} />}
      {roles.isError && <Alert color="red">{roles.error.message}</Alert>}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {roles.data?.roles.map((r) => (
          <Card key={r.id} withBorder data-testid={`role-${r.name}`}>
            <Group justify="space-between" mb="xs">
              <Group gap="xs">
                <Text fw={600}>{r.name}</Text>
                {r.builtIn ? (
                  <Badge variant="light">Built-in</Badge>
                ) : (
                  <Badge variant="light" color="grape">
                    Custom
                  </Badge>
                )}
              </Group>
              {!r.builtIn && (
                <Group gap="xs">
                  <Guard check={canManage}>
                    {(disabled) => (
                      <Button size="xs" variant="default" disabled={disabled} onClick={() => setEditing(r)}>
                        Edit
                      </Button>
                    )}
                  </Guard>
                  <Guard check={canManage}>
                    {(disabled) => (
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        disabled={disabled}
                        loading={remove.isPending && remove.variables === r.id}
                        onClick={() => remove.mutate(r.id)}
                      >
                        Delete
                      </Button>
                    )}
                  </Guard>
                </Group>
              )}
            </Group>
            {r.description && (
              <Text size="sm" c="dimmed" mb="xs">
                {r.description}
              </Text>
            )}
            <Stack gap={2}>
              {r.permissions.length === 0 && (
                <Text size="sm" c="dimmed">
                  No permissions.
                </Text>
              )}
              {r.permissions.map((p) => (
                <Text key={p} size="sm">
                  <Text span ff="monospace" size="xs">
                    {p}
                  </Text>{' '}
                  <Text span c="dimmed" size="sm">
                    {describe.get(p) ?? ''}
                  </Text>
                </Text>
              ))}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {canList.allowed && <TemplatesSection projectId={projectId} />}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'Create role' : 'Edit role'} size="lg">
        {editing !== null && (
          <RoleForm
            projectId={projectId}
            role={editing === 'new' ? null : editing}
            permissions={perms.data?.permissions ?? []}
            onDone={() => {
              setEditing(null);
              clearEnforceCache(projectId);
              void qc.invalidateQueries({ queryKey: membersKeys.roles(projectId) });
            }}
          />
        )}
      </Modal>
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
