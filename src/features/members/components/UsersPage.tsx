import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { currentUserQuery } from '../../../lib/auth/user.ts';
import { clearEnforceCache } from '../../../lib/permissions/enforce.ts';
import { Guard, PermissionNote } from '../../../lib/permissions/PermissionNote.tsx';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import { membersKeys } from '../api/keys.ts';
import { listRoles } from '../api/roles.ts';
import type { Member } from '../api/types.ts';
import { listUsers, removeUser, resetTwoFactor, updateUserRole } from '../api/users.ts';
import { Pager } from './Pager.tsx';
import { usePaging } from './usePaging.ts';

export const SOLE_OWNER_REASON = 'You are the only owner. Make someone else an owner before leaving.';
/** The signed-in member is the project's only owner (all members on one page, one owner): they can't leave. */
export const isSoleOwner = (me: Member, page: { users: Member[]; nextPageToken: string | null }) =>
  me.role === 'owner' && !page.nextPageToken && page.users.filter((u) => u.role === 'owner').length === 1;

const fullName = (m: Member) => [m.firstName, m.lastName].filter(Boolean).join(' ') || m.username || m.email;

export function UsersPage({ projectId }: { projectId: string }) {
  const qc = useQueryClient();
  const me = useQuery(currentUserQuery).data;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 500);
  const paging = usePaging();
  const [removing, setRemoving] = useState<Member | null>(null);
  const canList = usePermission(projectId, 'projects.users.list');
  const canUpdate = usePermission(projectId, 'projects.users.update');
  const canDelete = usePermission(projectId, 'projects.users.delete');
  const users = useQuery({
    queryKey: membersKeys.users(projectId, debounced, paging.token),
    queryFn: () => listUsers(projectId, { search: debounced, pageToken: paging.token }),
    placeholderData: keepPreviousData,
    enabled: canList.allowed,
    refetchOnMount: 'always',
  });
  const roles = useQuery({ queryKey: membersKeys.roles(projectId), queryFn: () => listRoles(projectId), enabled: canList.allowed });
  const done = (message: string) => {
    notifications.show({ message, color: 'green' });
    clearEnforceCache(projectId);
    void qc.invalidateQueries({ queryKey: membersKeys.usersAll(projectId) });
    void qc.invalidateQueries({ queryKey: [...membersKeys.usersAll(projectId).slice(0, 2), 'enforce'] });
  };
  const fail = (e: Error) => notifications.show({ message: e.message, color: 'red' });
  const changeRole = useMutation({
    mutationFn: (v: { user: string; role: string }) => updateUserRole(projectId, v.user, v.role),
    onSuccess: (m) => done(`${fullName(m)} is now ${m.roleName}.`),
    onError: fail,
  });
  const reset = useMutation({
    mutationFn: (user: string) => resetTwoFactor(projectId, user),
    onSuccess: (m) => done(`Two-factor authentication reset for ${fullName(m)}.`),
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: (user: string) => removeUser(projectId, user),
    onSuccess: () => {
      setRemoving(null);
      done('Removed from the project.');
    },
    onError: fail,
  });

  const roleOptions = (roles.data?.roles ?? []).map((r) => ({ value: r.id, label: r.name }));
  return (
    <Stack gap="md">
      <Title order={2}>Users</Title>
      <PermissionNote check={canList} />
      {canList.allowed && (
        <>
          <TextInput
            leftSection={<IconSearch size={16} />}
            placeholder="Search by name or email"
            aria-label="Search users"
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              paging.reset();
            }}
            maw={420}
          />
          {canUpdate.state === 'denied' && <PermissionNote check={canUpdate} />}
          <Paper withBorder>
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Role</Table.Th>
                    <Table.Th>Two-factor</Table.Th>
                    <Table.Th aria-label="Actions" />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {users.isPending &&
                    [0, 1, 2].map((i) => (
                      <Table.Tr key={i}>
                        <Table.Td colSpan={4}>
                          <Skeleton h={24} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  {users.data?.users.length === 0 && (
                    <Table.Tr>
                      <Table.Td colSpan={4}>
                        <Text c="dimmed" ta="center" py="md">
                          {debounced ? `No users match "${debounced}".` : 'No users yet.'}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  )}
                  {users.data?.users.map((m) => (
                    <Table.Tr key={m.id} data-testid={`user-row-${m.email}`}>
                      <Table.Td>
                        <Text fw={600}>{fullName(m)}</Text>
                        <Text size="sm" c="dimmed">
                          {m.email}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Guard check={canUpdate}>
                          {(disabled) => (
                            <Select
                              aria-label={`Role of ${m.email}`}
                              data={roleOptions.length ? roleOptions : [{ value: m.role, label: m.roleName }]}
                              value={m.role}
                              disabled={disabled || m.id === me?.id || changeRole.isPending}
                              allowDeselect={false}
                              onChange={(role) => role && role !== m.role && changeRole.mutate({ user: m.id, role })}
                              w={180}
                            />
                          )}
                        </Guard>
                      </Table.Td>
                      <Table.Td>{m.twoFactorEnabled ? <Badge color="green">On</Badge> : <Badge color="gray">Off</Badge>}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" justify="flex-end" wrap="nowrap">
                          {m.twoFactorEnabled && (
                            <Guard check={canUpdate}>
                              {(disabled) => (
                                <Button
                                  size="xs"
                                  variant="default"
                                  disabled={disabled}
                                  loading={reset.isPending && reset.variables === m.id}
                                  onClick={() => reset.mutate(m.id)}
                                >
                                  Reset 2FA
                                </Button>
                              )}
                            </Guard>
                          )}
                          {m.id === me?.id && users.data && isSoleOwner(m, users.data) ? (
                            <Tooltip label={SOLE_OWNER_REASON}>
                              <span>
                                <Button size="xs" color="red" variant="light" disabled aria-describedby="sole-owner-reason">
                                  Leave
                                </Button>
                                <VisuallyHidden id="sole-owner-reason">{SOLE_OWNER_REASON}</VisuallyHidden>
                              </span>
                            </Tooltip>
                          ) : (
                            <Guard check={canDelete}>
                              {(disabled) => (
                                <Button size="xs" color="red" variant="light" disabled={disabled} onClick={() => setRemoving(m)}>
                                  {m.id === me?.id ? 'Leave' : 'Remove'}
                                </Button>
                              )}
                            </Guard>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
          {users.isError && <Alert color="red">{users.error.message}</Alert>}
          <Pager
            page={paging.page}
            hasNext={!!users.data?.nextPageToken}
            onPrev={paging.prev}
            onNext={() => paging.next(users.data?.nextPageToken ?? null)}
          />
        </>
      )}
      <Modal opened={!!removing} onClose={() => setRemoving(null)} title="Remove from project">
        <Stack>
          <Text>
            {removing && fullName(removing)} ({removing?.email}) loses access to this project at once.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              Cancel
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => removing && remove.mutate(removing.id)}>
              Remove
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
