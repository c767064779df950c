import { Badge, Button, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfirmAction } from '../../../components/data/ConfirmAction.tsx';
import { DataTable } from '../../../components/data/DataTable.tsx';
import { RowAction } from '../../../components/data/RowAction.tsx';
import type { DataColumn } from '../../../components/data/types.ts';
import { useUrlListState } from '../../../components/data/useListState.ts';
import { AppError } from '../../../lib/api/errors.ts';
import { Guard, PermissionNote } from '../../../lib/permissions/PermissionNote.tsx';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import { createInvite, invitesList, resendInvite, revokeInvite } from '../api/invites.ts';
import { membersKeys } from '../api/keys.ts';
import { rolesQuery } from '../api/roles.ts';
import type { Invite } from '../api/types.ts';
import { invitesListSearch } from './list-search.ts';

const STATUS_COLOR = { pending: 'blue', expired: 'orange', accepted: 'green', revoked: 'gray' } as const;

export function InvitesPage({ projectId }: { projectId: string }) {
  const qc = useQueryClient();
  const list = useUrlListState(invitesListSearch);
  const canList = usePermission(projectId, 'projects.invites.list');
  const canCreate = usePermission(projectId, 'projects.invites.create');
  const canRevoke = usePermission(projectId, 'projects.invites.delete');
  const roles = useQuery(rolesQuery(projectId));
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
  /** Revokes one after the other; the dialog shows a failure, the list shows what is left. */
  const revoke = async (invites: Invite[]) => {
    try {
      for (const inv of invites) await revokeInvite(projectId, inv.id);
      notifications.show({
        message: invites.length === 1 ? `Invite to ${invites[0]?.email} revoked.` : `${invites.length} invites revoked.`,
        color: 'green',
      });
    } finally {
      void refresh();
    }
  };
  const roleOptions = (roles.data?.roles ?? [{ id: 'member', name: 'Member' }]).map((r) => ({ value: r.id, label: r.name }));

  const columns: DataColumn<Invite>[] = [
    { id: 'email', header: 'Email', hideable: false, cell: (i) => i.email, csv: (i) => i.email },
    { id: 'role', header: 'Role', cell: (i) => i.roleName, csv: (i) => i.roleName },
    { id: 'status', header: 'Status', cell: (i) => <Badge color={STATUS_COLOR[i.status]}>{i.status}</Badge>, csv: (i) => i.status },
    { id: 'expires', header: 'Expires', cell: (i) => new Date(i.expiresAt).toLocaleDateString(), csv: (i) => i.expiresAt },
    { id: 'sent', header: 'Sent', defaultHidden: true, cell: (i) => new Date(i.sentAt).toLocaleString(), csv: (i) => i.sentAt },
    {
      id: 'actions',
      header: '',
      hideable: false,
      align: 'right',
      cell: (i) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <RowAction check={canCreate} loading={resend.isPending && resend.variables === i.id} onClick={() => resend.mutate(i.id)}>
            Resend
          </RowAction>
          <ConfirmAction
            trigger="Revoke"
            check={canRevoke}
            title="Revoke invite"
            message={`The invite link sent to ${i.email} stops working at once.`}
            onConfirm={() => revoke([i])}
          />
        </Group>
      ),
    },
  ];

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
      <DataTable
        access={canList}
        label="Invites"
        state={list}
        {...invitesList(projectId)}
        columns={columns}
        rowTestId={(i) => `invite-row-${i.email}`}
        search={{ label: 'Search invites', placeholder: 'Search by email' }}
        exportable
        bulkActions={
          canRevoke.allowed
            ? (rows, clear) => (
                <ConfirmAction
                  trigger="Revoke selected"
                  title="Revoke invites"
                  message={`The invite links sent to ${rows.map((i) => i.email).join(', ')} stop working at once.`}
                  confirmLabel={`Revoke ${rows.length}`}
                  onConfirm={() => revoke(rows).then(clear)}
                />
              )
            : undefined
        }
        empty={{ title: 'No open invites. Invite someone with the form above.' }}
      />
    </Stack>
  );
}
