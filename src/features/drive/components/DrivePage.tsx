/**
 * The drive module's screen: upload (multi-file, progress, cancel), the file list (table or grid) with search,
 * sort, paging and CSV export, previews through the image service, metadata editing (rename, move, publish),
 * public links, delete with confirmation, and the storage meter. The list reads the offline copy when the
 * server is away (lib/local-copy.ts).
 */
import {
  ActionIcon,
  Alert,
  Badge,
  Card,
  Group,
  Image,
  Modal,
  Progress,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCloudDown, IconEye, IconFile, IconLink, IconPencil, IconPinned } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { imageUrl } from '../../../../common/image-url.ts';
import { ConfirmAction } from '../../../components/data/ConfirmAction.tsx';
import { DataTable } from '../../../components/data/DataTable.tsx';
import { FilterSelect } from '../../../components/data/FilterSelect.tsx';
import { listParams, listQuery } from '../../../components/data/list-query.ts';
import type { DataColumn } from '../../../components/data/types.ts';
import { useLocalListState } from '../../../components/data/useListState.ts';
import type { ModuleRouteProps } from '../../../lib/modules/types.ts';
import { PermissionNote } from '../../../lib/permissions/PermissionNote.tsx';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import { type DriveFile, fileBlob, filesList, statusQuery, useDriveMutations } from '../api/files.ts';
import { formatBytes, isImage } from '../lib/format.ts';
import { foldersOf, pin, readCopy, unpin } from '../lib/local-copy.ts';
import { FileEditor } from './FileEditor.tsx';
import { FilePreview } from './ImageTool.tsx';
import { UploadPanel } from './UploadPanel.tsx';

function Thumb({ file, size }: { file: DriveFile; size: number }) {
  if (!isImage(file.contentType) || file.status !== 'ready') return <IconFile size={Math.min(size, 28)} aria-hidden />;
  const src = imageUrl({
    project: file.project,
    file: file.id,
    type: 'webp',
    width: size,
    height: size,
    zoom: 2,
    private: !file.public,
    token: file.imageToken,
  });
  return <Image src={src} alt="" w={size} h={size} radius="sm" />;
}

function QuotaMeter({ project }: { project: string }) {
  const status = useQuery(statusQuery(project));
  if (!status.data) return null;
  const { bytes, quotaBytes, files } = status.data;
  const pct = quotaBytes ? Math.min(100, (bytes / quotaBytes) * 100) : 100;
  return (
    <Stack gap={4} w={{ base: '100%', sm: 260 }} data-testid="drive-quota">
      <Text size="sm">
        {formatBytes(bytes)} of {formatBytes(quotaBytes)} used · {files} {files === 1 ? 'file' : 'files'}
      </Text>
      <Progress value={pct} color={pct > 90 ? 'red' : pct > 75 ? 'yellow' : 'blue'} aria-label="Storage used" />
    </Stack>
  );
}

const publicLink = (f: DriveFile) => (f.publicUrl ? new URL(f.publicUrl, window.location.origin).toString() : null);

export function DrivePage({ ctx }: ModuleRouteProps) {
  const project = ctx.projectId;
  const canList = usePermission(project, 'drive.files.list');
  const canCreate = usePermission(project, 'drive.files.create');
  const canUpdate = usePermission(project, 'drive.files.update');
  const canDelete = usePermission(project, 'drive.files.delete');
  const [view, setView] = useLocalStorage<'list' | 'grid'>({ key: 'drive:view', defaultValue: 'list' });
  const listState = useLocalListState({ sort: '-createdAt' });
  const source = filesList(project);
  const m = useDriveMutations(project);
  const [preview, setPreview] = useState<DriveFile | null>(null);
  const [editing, setEditing] = useState<DriveFile | null>(null);
  const [pinned, setPinned] = useLocalStorage<string[]>({ key: `drive:pinned:${project}`, defaultValue: [] });
  const grid = useQuery({ ...listQuery<DriveFile>(source, listParams(listState[0])), enabled: view === 'grid' });
  // Folders to browse: those of the synced copy (refreshed whenever the list changes).
  const [folders, setFolders] = useState<string[]>(['/']);
  const folder = listState[0].filters?.folder ?? '';
  const listKey = JSON.stringify(listState[0]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read the copy when the list's state changes.
  useEffect(() => {
    const t = setTimeout(() => void readCopy(project).then((c) => setFolders(foldersOf(c))), 300);
    return () => clearTimeout(t);
  }, [project, listKey, m.update.isSuccess, m.remove.isSuccess]);
  const folderFilter = (
    <FilterSelect
      state={listState}
      name="folder"
      label="Folder"
      allLabel="All folders"
      options={folders.map((f) => ({ value: f, label: f }))}
    />
  );

  const copyLink = async (f: DriveFile) => {
    const link = publicLink(f);
    if (!link) return;
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    notifications.show({ message: `Public link copied: ${link}` });
  };
  const togglePin = async (f: DriveFile) => {
    if (pinned.includes(f.id)) {
      await unpin(project, f.id);
      setPinned((p) => p.filter((x) => x !== f.id));
    } else {
      await pin(project, f.id, await fileBlob(project, f.id));
      setPinned((p) => [...p, f.id]);
    }
  };

  const actions = (f: DriveFile) => (
    <Group gap={2} wrap="nowrap">
      <Tooltip label="Preview">
        <ActionIcon variant="subtle" aria-label={`Preview ${f.name}`} onClick={() => setPreview(f)} disabled={f.status !== 'ready'}>
          <IconEye size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Edit details">
        <ActionIcon variant="subtle" aria-label={`Edit ${f.name}`} onClick={() => setEditing(f)} disabled={canUpdate.state === 'denied'}>
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      {f.publicUrl && (
        <Tooltip label="Copy public link">
          <ActionIcon variant="subtle" aria-label={`Copy public link of ${f.name}`} onClick={() => void copyLink(f)}>
            <IconLink size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label={pinned.includes(f.id) ? 'Available offline (click to remove)' : 'Keep available offline'}>
        <ActionIcon
          variant={pinned.includes(f.id) ? 'light' : 'subtle'}
          aria-label={`${pinned.includes(f.id) ? 'Unpin' : 'Keep offline'} ${f.name}`}
          onClick={() => void togglePin(f)}
          disabled={f.status !== 'ready'}
        >
          {pinned.includes(f.id) ? <IconPinned size={18} /> : <IconCloudDown size={18} />}
        </ActionIcon>
      </Tooltip>
      <ConfirmAction
        trigger="Delete"
        check={canDelete}
        title="Delete file"
        message={`Delete “${f.name}” (${formatBytes(f.size)})? Its public link and previews stop working. This cannot be undone.`}
        onConfirm={() => m.remove.mutateAsync(f.id)}
      />
    </Group>
  );

  const columns: DataColumn<DriveFile>[] = [
    {
      id: 'name',
      header: 'Name',
      sortKey: 'name',
      hideable: false,
      cell: (f) => (
        <Group gap="sm" wrap="nowrap">
          <Thumb file={f} size={32} />
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {f.name}
            </Text>
            <Text size="xs" c="dimmed">
              {f.folder}
            </Text>
          </Stack>
        </Group>
      ),
      csv: (f) => f.path,
    },
    { id: 'type', header: 'Type', cell: (f) => f.contentType ?? '—', csv: (f) => f.contentType },
    { id: 'size', header: 'Size', sortKey: 'size', align: 'right', cell: (f) => formatBytes(f.size), csv: (f) => f.size },
    {
      id: 'status',
      header: 'Status',
      cell: (f) => (
        <Group gap={4}>
          {f.status === 'uploading' && <Badge color="yellow">Uploading</Badge>}
          {f.public ? <Badge color="green">Public</Badge> : <Badge variant="light">Private</Badge>}
        </Group>
      ),
      csv: (f) => (f.public ? 'public' : 'private'),
    },
    { id: 'tags', header: 'Tags', defaultHidden: true, cell: (f) => f.tags.join(', '), csv: (f) => f.tags.join(' ') },
    {
      id: 'updatedAt',
      header: 'Updated',
      sortKey: 'updatedAt',
      cell: (f) => new Date(f.updatedAt).toLocaleString(),
      csv: (f) => f.updatedAt,
    },
    { id: 'actions', header: '', hideable: false, cell: actions },
  ];

  if (canList.state === 'denied') return <PermissionNote check={canList} />;
  const offline = (grid.data as { offline?: boolean } | undefined)?.offline;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" align="flex-end">
        <Title order={2}>Drive</Title>
        <QuotaMeter project={project} />
      </Group>
      <UploadPanel project={project} folder={folder || '/'} disabled={canCreate.state === 'denied'} onUploaded={m.refresh} />
      <SegmentedControl
        value={view}
        onChange={(v) => setView(v as 'list' | 'grid')}
        aria-label="View"
        data={[
          { value: 'list', label: 'List' },
          { value: 'grid', label: 'Grid' },
        ]}
        w="fit-content"
      />
      {view === 'list' ? (
        <DataTable
          label="Drive files"
          {...source}
          state={listState}
          columns={columns}
          rowTestId={(f) => `drive-file-${f.name}`}
          search={{ label: 'Search files', placeholder: 'Name, title, tags…' }}
          filters={folderFilter}
          empty={{ title: 'No files yet. Upload some above.' }}
          exportable
        />
      ) : (
        <Stack gap="sm" aria-label="Drive files (grid)">
          {folderFilter}
          {offline && <Alert color="yellow">Offline: showing the copy from the last sync.</Alert>}
          {grid.isError && <Alert color="red">The files could not be loaded.</Alert>}
          <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }}>
            {(grid.data?.items ?? []).map((f) => (
              <Card key={f.id} withBorder padding="xs" data-testid={`drive-card-${f.name}`}>
                <Stack gap={6} align="center">
                  <Thumb file={f} size={120} />
                  <Text size="sm" truncate maw="100%" title={f.path}>
                    {f.name}
                  </Text>
                  {actions(f)}
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      )}
      <Modal opened={!!preview} onClose={() => setPreview(null)} title={preview?.name} size="xl">
        {preview && <FilePreview file={preview} />}
      </Modal>
      <Modal opened={!!editing} onClose={() => setEditing(null)} title={editing ? `Edit ${editing.name}` : ''}>
        {editing && (
          <FileEditor
            file={editing}
            onCancel={() => setEditing(null)}
            onSave={async (body) => {
              await m.update.mutateAsync({ file: editing.id, body });
              setEditing(null);
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}
