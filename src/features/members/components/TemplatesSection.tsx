import { Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DataTable } from '../../../components/data/DataTable.tsx';
import { RowAction } from '../../../components/data/RowAction.tsx';
import type { DataColumn } from '../../../components/data/types.ts';
import { useLocalListState } from '../../../components/data/useListState.ts';
import { PermissionNote } from '../../../lib/permissions/PermissionNote.tsx';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import { membersKeys } from '../api/keys.ts';
import { installTemplate, templatesList } from '../api/roles.ts';
import type { Template } from '../api/types.ts';

/** Ready-made role sets (project templates) that can be installed into the project. */
export function TemplatesSection({ projectId }: { projectId: string }) {
  const qc = useQueryClient();
  // The roles list above holds the URL; this short list keeps its state in memory.
  const list = useLocalListState();
  const canInstall = usePermission(projectId, 'projects.templates.install');
  const install = useMutation({
    mutationFn: (id: string) => installTemplate(projectId, id),
    onSuccess: (r) => {
      const n = r.rolesCreated.length;
      notifications.show({
        message: n ? `${n} role${n > 1 ? 's' : ''} added.` : 'These roles are already in the project.',
        color: 'green',
      });
      void qc.invalidateQueries({ queryKey: membersKeys.roles(projectId) });
    },
    onError: (e) => notifications.show({ message: e.message, color: 'red' }),
  });
  const columns: DataColumn<Template>[] = [
    {
      id: 'name',
      header: 'Template',
      hideable: false,
      cell: (t) => (
        <>
          <Text fw={600}>{t.name}</Text>
          <Text size="sm" c="dimmed">
            {t.description}
          </Text>
        </>
      ),
    },
    { id: 'adds', header: 'Adds', cell: (t) => <Text size="sm">{t.roles.map((r) => r.name).join(', ')}</Text> },
    {
      id: 'actions',
      header: '',
      hideable: false,
      align: 'right',
      cell: (t) => (
        <RowAction check={canInstall} loading={install.isPending && install.variables === t.id} onClick={() => install.mutate(t.id)}>
          Install
        </RowAction>
      ),
    },
  ];
  return (
    <Stack gap="sm">
      <Title order={3}>Role templates</Title>
      <PermissionNote check={canInstall} />
      <DataTable
        label="Role templates"
        state={list}
        {...templatesList(projectId)}
        columns={columns}
        paged={false}
        empty={{ title: 'No role templates are available.' }}
      />
    </Stack>
  );
}
