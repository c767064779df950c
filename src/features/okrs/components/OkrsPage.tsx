/** The okrs module: objectives of a period with progress bars, key result editing, a period switch, CSV export. */
import { Alert, Badge, Button, Card, Group, NumberInput, Progress, Select, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmAction } from '../../../components/data/ConfirmAction.tsx';
import { PermissionNote } from '../../../lib/permissions/PermissionNote.tsx';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import { downloadOkrs, type Objective, summaryQuery, useOkrMutations } from '../api/okrs.ts';
import { KeyResultRow } from './KeyResultRow.tsx';

const pct = (x: number) => `${Math.round(x * 100)}%`;
const ownerName = (o: Objective['owner']) => (o ? [o.firstName, o.lastName].filter(Boolean).join(' ') || o.email : 'No owner');

function AddKeyResult({ objective, m }: { objective: Objective; m: ReturnType<typeof useOkrMutations> }) {
  const [title, setTitle] = useState('');
  const [target, setTarget] = useState<number | string>('');
  const [unit, setUnit] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = () =>
    m.addKeyResult.mutate(
      { id: objective.id, body: { title, target: Number(target), unit } },
      {
        onSuccess: () => {
          setTitle('');
          setTarget('');
          setUnit('');
          setError(null);
        },
        onError: (e) => setError(e.message),
      },
    );
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput
        aria-label={`New key result for ${objective.title}`}
        placeholder="New key result"
        value={title}
        onChange={(e) => setTitle(e.currentTarget.value)}
        error={error}
        w={220}
      />
      <NumberInput aria-label="Target" placeholder="Target" value={target} onChange={setTarget} w={100} />
      <TextInput aria-label="Unit" placeholder="Unit" value={unit} onChange={(e) => setUnit(e.currentTarget.value)} w={80} />
      <Button size="sm" variant="default" onClick={add} disabled={!title.trim() || target === ''} loading={m.addKeyResult.isPending}>
        Add
      </Button>
    </Group>
  );
}

export function OkrsPage({ projectId }: { projectId: string }) {
  const search = useSearch({ strict: false }) as { period?: string };
  const navigate = useNavigate();
  const period = /^\d{4}(-Q[1-4])?$/.test(search.period ?? '') ? search.period! : null;
  const canList = usePermission(projectId, 'projects.okrs.list');
  const canManage = usePermission(projectId, 'projects.okrs.manage');
  const canExport = usePermission(projectId, 'projects.okrs.export');
  const summary = useQuery({ ...summaryQuery(projectId, period), enabled: canList.state !== 'denied' });
  const m = useOkrMutations(projectId);
  const [newTitle, setNewTitle] = useState('');
  const shown = summary.data?.period ?? period ?? '';
  const setPeriod = (p: string | null) =>
    void navigate({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, period: p ?? undefined }) } as never);
  const create = () =>
    m.createObjective.mutate(
      { title: newTitle, period: shown },
      {
        onSuccess: () => setNewTitle(''),
        onError: (e) => notifications.show({ color: 'red', message: e.message }),
      },
    );

  if (canList.state === 'denied') return <PermissionNote check={canList} />;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>OKRs</Title>
        <Group gap="sm" wrap="wrap">
          <Select
            aria-label="Period"
            data={summary.data?.periods ?? (shown ? [shown] : [])}
            value={shown || null}
            onChange={setPeriod}
            allowDeselect={false}
            w={140}
          />
          {canExport.allowed && shown && (
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={() => downloadOkrs(projectId, shown).catch((e: Error) => notifications.show({ color: 'red', message: e.message }))}
            >
              Export CSV
            </Button>
          )}
        </Group>
      </Group>
      {summary.isPending ? (
        <Skeleton h={240} />
      ) : summary.isError ? (
        <Alert color="red" title="OKRs could not be loaded">
          {summary.error.message}{' '}
          <Button size="xs" variant="white" onClick={() => void summary.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : (
        <>
          <Card withBorder>
            <Group justify="space-between">
              <Text fw={600}>{summary.data.period} overall</Text>
              <Text fw={600}>{pct(summary.data.progress)}</Text>
            </Group>
            <Progress mt="xs" size="lg" value={summary.data.progress * 100} aria-label={`Overall progress ${pct(summary.data.progress)}`} />
          </Card>
          {summary.data.objectives.length === 0 && (
            <Alert color="gray" title="No objectives in this period">
              {canManage.allowed ? 'Add the first objective below.' : 'Nothing was planned for this period.'}
            </Alert>
          )}
          {summary.data.objectives.map((o) => (
            <Card key={o.id} withBorder data-testid={`objective-${o.id}`}>
              <Stack gap="sm">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={0}>
                    <Title order={3} size="h4">
                      {o.title}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {ownerName(o.owner)} · {o.keyResults.length} key results
                    </Text>
                  </Stack>
                  <Group gap="xs">
                    <Badge size="lg" variant="light" color={o.progress >= 1 ? 'green' : 'blue'}>
                      {pct(o.progress)}
                    </Badge>
                    {canManage.allowed && (
                      <ConfirmAction
                        trigger="Delete"
                        title="Delete the objective"
                        message={`"${o.title}" and its key results are deleted; tasks that contributed stay.`}
                        onConfirm={() => m.deleteObjective.mutateAsync(o.id).then(() => undefined)}
                      />
                    )}
                  </Group>
                </Group>
                <Progress value={o.progress * 100} size="md" aria-label={`${o.title}: ${pct(o.progress)}`} />
                {o.keyResults.map((kr) => (
                  <KeyResultRow key={kr.id} kr={kr} canManage={canManage.allowed} m={m} />
                ))}
                {canManage.allowed && <AddKeyResult objective={o} m={m} />}
              </Stack>
            </Card>
          ))}
          {canManage.allowed && (
            <Group gap="xs" align="flex-end">
              <TextInput
                label={`New objective for ${shown}`}
                value={newTitle}
                onChange={(e) => setNewTitle(e.currentTarget.value)}
                w={320}
              />
              <Button onClick={create} disabled={!newTitle.trim()} loading={m.createObjective.isPending}>
                Add objective
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
