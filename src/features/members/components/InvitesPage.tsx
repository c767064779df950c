import { Alert, Badge, Button, Group, Paper, Select, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AppError } from '../../../lib/api/errors.ts';
import { Guard, PermissionNote } from '../../../lib/permissions/PermissionNote.tsx';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import { createInvite, listInvites, resendInvite, revokeInvite } from '../api/invites.ts';
import { membersKeys } from '../api/keys.ts';
import { listRoles } from '../api/roles.ts';
import { Pager } from './Pager.tsx';
import { usePaging } from './usePaging.ts';

const STATUS_COLOR = { pending: 'blue', expired: 'orange', accepted: 'green', revoked: 'gray' } as const;

export function InvitesPage({ projectId }: { projectId: string }) {
  const qc = useQueryClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 500);
  const paging = usePaging();
  const canList = usePermission(projectId, 'projects.invites.list');
  const canCreate = usePermission(projectId, 'projects.invites.create');
  const canRevoke = usePermission(projectId, 'projects.invites.delete');
  const invites = useQuery({
    queryKey: membersKeys.invites(projectId, debounced, paging.token),
    queryFn: () => listInvites(projectId, { search: debounced, pageToken: paging.token }),
    placeholderData: keepPreviousData,
    enabled: canList.allowed,
    refetchOnMount: 'always',
  });
  const roles = useQuery({ queryKey: membersKeys.roles(projectId), queryFn: () => listRoles(projectId) });
  const refresh = () => qc.invalidateQueries({ queryKey: membersKeys.invitesAll(projectId) });
  const form = useForm({
    initialValues: { email: '', role: 'member' },
    validate: { email: (v) => (/^\S+@\S+\.\S+$/.test(v.trim()) ? null : 'Enter a valid email address.') },
  });
  const send = useMutation({
    mutationFn: (v: { email: string; role: string }) => createInvite(projectId, { email: v.email.trim(), role: v.role }),
    onSuccess: (inv) => {
      notifications.show({ message: `Invite sent to ${inv.email}.`, color: 'green' });
      form.reset();
      void refresh();
    },
    onError: (e) => {
      if (e instanceof AppError && e.errors) form.setErrors(Object.fromEntries(Object.entries(e.errors).map(([k, v]) => [k, v[0]])));
      else notifications.show({ message: e.message, color: 'red' });
    },
  });
  const resend = useMutation({
    mutationFn: (id: string) => resendInvite(projectId, id),
    onSuccess: (inv) => {
      notifications.show({ message: `Invite sent again to ${inv.email}.`, color: 'green' });
      void refresh();
    },
    onError: (e) => notifications.show({ message: e.message, color: 'red' }),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => revokeInvite(projectId, id),
    onSuccess: (inv) => {
      notifications.show({ message: `Invite to ${inv.email} revoked.`, color: 'green' });
      void refresh();
    },
    onError: (e) => notifications.show({ message: e.message, color: 'red' }),
  });
  const roleOptions = (roles.data?.roles ?? [{ id: 'member', name: 'Member' }]).map((r) => ({ value: r.id, label: r.name }));

  return (
    <Stack gap="md">
      <Title order={2}>Invites</Title>
      <Paper withBorder p="md">
        <form onSubmit={form.onSubmit((v) => send.mutate(v))} noValidate>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label="Email"
              placeholder="name@example.com"
              inputMode="email"
              autoComplete="email"
              {...form.getInputProps('email')}
              w={280}
              disabled={!canCreate.allowed}
            />
            <Select
              label="Role"
              data={roleOptions}
              allowDeselect={false}
              {...form.getInputProps('role')}
              w={180}
              disabled={!canCreate.allowed}
            />
            <Guard check={canCreate}>
              {(disabled) => (
                <Button type="submit" loading={send.isPending} disabled={disabled}>
                  Send invite
                </Button>
              )}
            </Guard>
          </Group>
        </form>
        <PermissionNote check={canCreate} />
      </Paper>
      <PermissionNote check={canList} />
      {canList.allowed && (
        <>
          <TextInput
            leftSection={<IconSearch size={16} />}
            placeholder="Search by email"
            aria-label="Search invites"
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              paging.reset();
            }}
            maw={420}
          />
          <Paper withBorder>
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Email</Table.Th>
                    <Table.Th>Role</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Expires</Table.Th>
                    <Table.Th aria-label="Actions" />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {invites.isPending && (
                    <Table.Tr>
                      <Table.Td colSpan={5}>
                        <Skeleton h={24} />
                      </Table.Td>
                    </Table.Tr>
                  )}
                  {invites.data?.invites.length === 0 && (
                    <Table.Tr>
                      <Table.Td colSpan={5}>
                        <Text c="dimmed" ta="center" py="md">
                          No open invites.
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  )}
                  {invites.data?.invites.map((inv) => (
                    <Table.Tr key={inv.id} data-testid={`invite-row-${inv.email}`}>
                      <Table.Td>{inv.email}</Table.Td>
                      <Table.Td>{inv.roleName}</Table.Td>
                      <Table.Td>
                        <Badge color={STATUS_COLOR[inv.status]}>{inv.status}</Badge>
                      </Table.Td>
                      <Table.Td>{new Date(inv.expiresAt).toLocaleDateString()}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" justify="flex-end" wrap="nowrap">
                          <Guard check={canCreate}>
                            {(disabled) => (
                              <Button
                                size="xs"
                                variant="default"
                                disabled={disabled}
                                loading={resend.isPending && resend.variables === inv.id}
                                onClick={() => resend.mutate(inv.id)}
                              >
                                Resend
                              </Button>
                            )}
                          </Guard>
                          <Guard check={canRevoke}>
                            {(disabled) => (
                              <Button
                                size="xs"
                                color="red"
                                variant="light"
                                disabled={disabled}
                                loading={revoke.isPending && revoke.variables === inv.id}
                                onClick={() => revoke.mutate(inv.id)}
                              >
                                Revoke
                              </Button>
                            )}
                          </Guard>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
          {invites.isError && <Alert color="red">{invites.error.message}</Alert>}
          <Pager
            page={paging.page}
            hasNext={!!invites.data?.nextPageToken}
            onPrev={paging.prev}
            onNext={() => paging.next(invites.data?.nextPageToken ?? null)}
          />
        </>
      )}
    </Stack>
  );
}
