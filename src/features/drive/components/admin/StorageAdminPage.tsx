/**
 * Storage administration (platform administrators only): every project's storage setup and usage — quota, used
 * bytes with a usage bar, largest file, allowed types — an edit form per project, and usage metrics over a time
 * range for all projects or one. Reached from the menu's "Storage admin" entry, shown to platform admins only.
 */
import { Alert, Badge, Group, Modal, Progress, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { ConfirmAction } from '../../../../components/data/ConfirmAction.tsx';
import { DataTable } from '../../../../components/data/DataTable.tsx';
import { RowAction } from '../../../../components/data/RowAction.tsx';
import type { DataColumn } from '../../../../components/data/types.ts';
import { useUrlListState } from '../../../../components/data/useListState.ts';
import { useShellData } from '../../../../components/shell/useShellData.ts';
import {
  type ProjectStorage,
  storageProjectOptionsQuery,
  storageProjectsList,
  useResetStorageSetup,
  useSaveStorageSetup,
} from '../../api/admin.ts';
import { formatBytes } from '../../lib/format.ts';
import { storageProjectsSearch } from './list-search.ts';
import { RANGE_PRESETS, StorageMetricsPanel } from './StorageMetricsPanel.tsx';
import { StorageSetupForm } from './StorageSetupForm.tsx';

const share = (p: ProjectStorage) => (p.quotaBytes > 0 ? p.usage.bytes / p.quotaBytes : p.usage.bytes > 0 ? 1 : 0);

function UsageBar({ p }: { p: ProjectStorage }) {
  const pct = Math.min(100, Math.round(share(p) * 1000) / 10);
  const color = pct >= 90 ? 'red' : pct >= 75 ? 'orange' : 'blue';
  return (
    <Stack gap={4} miw={140}>
      <Text size="sm">
        {formatBytes(p.usage.bytes)} <Text span c="dimmed" size="xs">{`(${pct}%)`}</Text>
      </Text>
      <Progress value={pct} color={color} size="sm" aria-label={`${p.name}: ${pct}% of the quota used`} />
    </Stack>
  );
}

function columns(onEdit: (p: ProjectStorage) => void, onMetrics: (p: ProjectStorage) => void): DataColumn<ProjectStorage>[] {
  return [
    {
      id: 'project',
      header: 'Project',
      hideable: false,
      cell: (p) => (
        <Stack gap={0}>
          <Text fw={500} size="sm">
            {p.name}
          </Text>
          <Text size="xs" c="dimmed">
            {p.project}
          </Text>
        </Stack>
      ),
      csv: (p) => p.name,
    },
    { id: 'id', header: 'Project id', defaultHidden: true, cell: (p) => p.project, csv: (p) => p.project },
    { id: 'quota', header: 'Quota', align: 'right', cell: (p) => formatBytes(p.quotaBytes), csv: (p) => p.quotaBytes },
    { id: 'used', header: 'Used', cell: (p) => <UsageBar p={p} />, csv: (p) => p.usage.bytes },
    { id: 'files', header: 'Files', align: 'right', cell: (p) => p.usage.files.toLocaleString(), csv: (p) => p.usage.files },
    {
      id: 'maxFile',
      header: 'Largest file',
      align: 'right',
      defaultHidden: false,
      cell: (p) => formatBytes(p.maxFileBytes),
      csv: (p) => p.maxFileBytes,
    },
    {
      id: 'types',
      header: 'Allowed types',
      cell: (p) =>
        p.allowedTypes.length ? (
          <Group gap={4}>
            {p.allowedTypes.map((t) => (
              <Badge key={t} variant="light" color="gray" tt="none">
                {t}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            Any
          </Text>
        ),
      csv: (p) => p.allowedTypes.join(' '),
    },
    {
      id: 'setup',
      header: 'Setup',
      cell: (p) => (
        <Badge variant={p.custom ? 'light' : 'outline'} color={p.custom ? 'blue' : 'gray'}>
          {p.custom ? 'Custom' : 'Defaults'}
        </Badge>
      ),
      csv: (p) => (p.custom ? 'custom' : 'defaults'),
    },
    {
      id: 'actions',
      header: '',
      hideable: false,
      cell: (p) => (
        <Group gap={4} wrap="nowrap">
          <RowAction onClick={() => onEdit(p)}>Edit</RowAction>
          <RowAction onClick={() => onMetrics(p)}>Metrics</RowAction>
        </Group>
      ),
    },
  ];
}

export function StorageAdminPage() {
  const { user } = useShellData();
  const admin = !!user?.isAdmin;
  const list = useUrlListState(storageProjectsSearch);
  const [editing, setEditing] = useState<ProjectStorage | null>(null);
  // The metrics' range and project live in the URL (`?range=90&of=<project>`), so a reload or a shared link keeps them.
  const search = useSearch({ strict: false }) as { range?: number; of?: string };
  const navigate = useNavigate();
  const range = RANGE_PRESETS.find((p) => p.value === String(search.range))?.value ?? '30';
  const metricsProject = search.of ?? null;
  const setMetrics = useCallback(
    (patch: { range?: number; of?: string | null }) =>
      void navigate({
        to: '.',
        replace: true,
        search: (prev: Record<string, unknown>) => {
          const next = { ...prev, ...patch };
          if (!next.of) delete next.of;
          return next;
        },
      } as never),
    [navigate],
  );
  // A number in the URL (`range=90`; a string of digits would be written quoted).
  const setRange = useCallback((v: string) => setMetrics({ range: Number(v) }), [setMetrics]);
  const setMetricsProject = useCallback((v: string | null) => setMetrics({ of: v }), [setMetrics]);
  const options = useQuery({ ...storageProjectOptionsQuery, enabled: admin });
  const save = useSaveStorageSetup();
  const reset = useResetStorageSetup();
  const [cols] = useState(() =>
    columns(setEditing, (p) => {
      setMetricsProject(p.project);
      document.getElementById('storage-metrics')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }),
  );

  if (!admin)
    return (
      <Stack gap="md">
        <Title order={2}>Storage</Title>
        <Alert color="gray" title="Platform administrators only">
          Storage setups and usage across projects are managed by the platform's administrators.
        </Alert>
      </Stack>
    );

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={2}>Storage</Title>
        <Text c="dimmed" size="sm">
          Every project's drive: quota, largest file and allowed types, and what is stored, uploaded and downloaded.
        </Text>
      </Stack>
      <StorageMetricsPanel
        range={range}
        onRange={setRange}
        project={metricsProject}
        onProject={setMetricsProject}
        projects={options.data ?? []}
      />
      <DataTable
        label="Project storage"
        state={list}
        {...storageProjectsList}
        columns={cols}
        rowTestId={(p) => `storage-${p.project}`}
        exportable
        empty={{ title: 'There are no projects on this platform yet.' }}
      />
      <Modal opened={!!editing} onClose={() => setEditing(null)} title={editing ? `Storage of ${editing.name}` : ''} size="md">
        {editing && (
          <Stack gap="md">
            <StorageSetupForm
              key={editing.project}
              project={editing}
              onCancel={() => setEditing(null)}
              onSave={async (body) => {
                await save.mutateAsync({ project: editing.project, custom: editing.custom, body });
                setEditing(null);
              }}
            />
            {editing.custom && (
              <Group justify="flex-start">
                <ConfirmAction
                  trigger="Use the defaults"
                  title={`Storage of ${editing.name}: use the defaults`}
                  message="The project's own quota, largest file and allowed types are removed and the platform's defaults apply again. Its files stay."
                  confirmLabel="Use the defaults"
                  onConfirm={async () => {
                    await reset.mutateAsync(editing.project);
                    setEditing(null);
                  }}
                />
              </Group>
            )}
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
