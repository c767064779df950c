import { Badge, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ConfirmAction } from '../../../components/data/ConfirmAction.tsx';
import { DataTable } from '../../../components/data/DataTable.tsx';
import { listParams, listQuery } from '../../../components/data/list-query.ts';
import { RowAction } from '../../../components/data/RowAction.tsx';
import type { DataColumn } from '../../../components/data/types.ts';
import { useUrlListState } from '../../../components/data/useListState.ts';
import { currentUserQuery } from '../../../lib/auth/user.ts';
import { clearEnforceCache } from '../../../lib/permissions/enforce.ts';
import { Guard, PermissionNote } from '../../../lib/permissions/PermissionNote.tsx';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import { membersKeys } from '../api/keys.ts';
import { rolesQuery } from '../api/roles.ts';
import type { Member } from '../api/types.ts';
import { removeUser, resetTwoFactor, updateUserRole, usersList } from '../api/users.ts';
import { usersListSearch } from './list-search.ts';

export const SOLE_OWNER_REASON = 'You are the only owner. Make someone else an owner before leaving.';
/** The signed-in member is the project's only owner (all members on one page, one owner): they can't leave. */
export const isSoleOwner = (me: Member, page: { users: Member[]; nextPageToken: string | null }) =>
  me.role === 'owner' && !page.nextPageToken && page.users.filter((u) => u.role === 'owner').length === 1;

const fullName = (m: Member) => [m.firstName, m.lastName].filter(Boolean).join(' ') || m.username || m.email;

export function UsersPage({ projectId }: { projectId: string }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const me = useQuery(currentUserQuery).data;
  const list = useUrlListState(usersListSearch);
  const canList = usePermission(projectId, 'projects.users.list');
  const canUpdate = usePermission(projectId, 'projects.users.update');
  const canDelete = usePermission(projectId, 'projects.users.delete');
  const roles = useQuery({ ...rolesQuery(projectId), enabled: canList.allowed });
  // The page the table shows, read from the cache (never fetched here: the table owns the request), to tell
  // whether the caller is the sole owner.
  const shown = useQuery({ ...listQuery(usersList(projectId), listParams(list[0])), enabled: false }).data;
  const soleOwner = (m: Member) => m.id === me?.id && !!shown && isSoleOwner(m, { users: shown.items, nextPageToken: shown.nextPageToken });
  const done = (message: string) => {
    notifications.show({ message, color: 'green' });
    clearEnforceCache(projectId);
    void qc.invalidateQueries({ queryKey: membersKeys.usersAll(projectId) });
    void qc.invalidateQueries({ queryKey: membersKeys.enforceAll(projectId) });
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
  /** Removes one after the other; a failure stops there (the dialog shows it) and the list shows who is left. */
  const remove = async (members: Member[]) => {
    try {
      for (const m of members) await removeUser(projectId, m.id);
    } catch (e) {
      void qc.invalidateQueries({ queryKey: membersKeys.usersAll(projectId) });
      throw e;
    }
    done(members.length === 1 ? 'Removed from the project.' : `${members.length} people removed from the project.`);
  };

  const roleOptions = (roles.data?.roles ?? []).map((r) => ({ value: r.id, label: r.name }));
  const columns: DataColumn<Member>[] = [
    { id: 'name', header: 'Name', hideable: false, cell: (m) => <Text fw={600}>{fullName(m)}</Text>, csv: fullName },
    { id: 'email', header: 'Email', sortKey: 'email', cell: (m) => m.email, csv: (m) => m.email },
    {
      id: 'role',
      header: 'Role',
      csv: (m) => m.roleName,
      cell: (m) => (
        <Guard check={canUpdate}>
          {(disabled) => (
            <Select
              aria-label={`Role of ${m.email}`}
              data={roleOptions.length ? roleOptions : [{ value: m.role, label: m.roleName }]}
              value={m.role}
              disabled={disabled || m.id === me?.id || changeRole.isPending}
              allowDeselect={false}
              onChange={(role) => role && role !== m.role && changeRole.mutate({ user: m.id, role })}
              w={170}
            />
          )}
        </Guard>
      ),
    },
    {
      id: 'twoFactor',
      header: 'Two-factor',
      csv: (m) => (m.twoFactorEnabled ? 'on' : 'off'),
      cell: (m) => (m.twoFactorEnabled ? <Badge color="green">On</Badge> : <Badge color="gray">Off</Badge>),
    },
    {
      id: 'joined',
      header: 'Joined',
      defaultHidden: true,
      csv: (m) => m.joinedAt,
      cell: (m) => new Date(m.joinedAt).toLocaleDateString(),
    },
    {
      id: 'actions',
      header: '',
      hideable: false,
      align: 'right',
      cell: (m) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {m.twoFactorEnabled && (
            <RowAction check={canUpdate} loading={reset.isPending && reset.variables === m.id} onClick={() => reset.mutate(m.id)}>
              Reset 2FA
            </RowAction>
          )}
          <ConfirmAction
            trigger={m.id === me?.id ? 'Leave' : 'Remove'}
            check={soleOwner(m) ? { ...canDelete, allowed: false, state: 'denied', reason: SOLE_OWNER_REASON } : canDelete}
            title={m.id === me?.id ? 'Leave the project' : 'Remove from project'}
            message={`${fullName(m)} (${m.email}) loses access to this project at once.`}
            onConfirm={() => remove([m])}
          />
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Title order={2}>Users</Title>
      {canList.allowed && canUpdate.state === 'denied' && <PermissionNote check={canUpdate} />}
      <DataTable
        access={canList}
        label="Users"
        state={list}
        {...usersList(projectId)}
        columns={columns}
        rowTestId={(m) => `user-row-${m.email}`}
        search={{ label: 'Search users', placeholder: 'Search by name or email' }}
        exportable
        bulkActions={
          canDelete.allowed
            ? (rows, clear) => {
                const others = rows.filter((m) => m.id !== me?.id);
                return (
                  <ConfirmAction
                    trigger="Remove selected"
                    check={others.length ? undefined : { ...canDelete, allowed: false }}
                    title="Remove from project"
                    message={`${others.length} ${others.length === 1 ? 'person loses' : 'people lose'} access to this project at once: ${others.map((m) => m.email).join(', ')}.`}
                    confirmLabel={`Remove ${others.length}`}
                    onConfirm={() => remove(others).then(clear)}
                  />
                );
              }
            : undefined
        }
        empty={{
          title: 'No users yet.',
          action: (
            <Button size="xs" onClick={() => void navigate({ to: '/users/invites', search: { project: projectId } })}>
              Invite people
            </Button>
          ),
        }}
      />
    </Stack>
  );
}
