/**
 * `/m/email/lists`: static lists and segments with live counts; a new segment is built from the spec's rules —
 * gender, date and count conditions (gt, gte, lt, lte) and other lists included or excluded — with its count
 * shown as the rules change.
 */
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable } from '../../../components/data/DataTable.tsx';
import type { DataColumn } from '../../../components/data/types.ts';
import { useUrlListState } from '../../../components/data/useListState.ts';
import { toAppError } from '../../../lib/api/errors.ts';
import type { ModuleRouteProps } from '../../../lib/modules/types.ts';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import {
  allListsQuery,
  audienceCountQuery,
  createList,
  listsList,
  type MailingList,
  refreshMail,
  type SegmentRules,
} from '../api/email.ts';
import { EmailNav } from './shared.tsx';

type Condition = NonNullable<NonNullable<SegmentRules>['conditions']>[number];
interface Rules {
  gender: 'male' | 'female' | null;
  conditions: Condition[];
  lists: { mailingListId: string; mode: 'include' | 'exclude' }[];
}
const FIELDS: { value: Condition['field']; label: string; kind: 'date' | 'count' }[] = [
  { value: 'lastOpened', label: 'Last opened', kind: 'date' },
  { value: 'lastClicked', label: 'Last clicked', kind: 'date' },
  { value: 'lastPurchased', label: 'Last purchased', kind: 'date' },
  { value: 'createdAt', label: 'Added', kind: 'date' },
  { value: 'openCount', label: 'Opens', kind: 'count' },
  { value: 'clickCount', label: 'Clicks', kind: 'count' },
];
const OPS: { value: Condition['op']; date: string; count: string }[] = [
  { value: 'gt', date: 'less than … days ago', count: 'more than' },
  { value: 'gte', date: 'at most … days ago', count: 'at least' },
  { value: 'lt', date: 'more than … days ago', count: 'fewer than' },
  { value: 'lte', date: 'at least … days ago', count: 'at most' },
];

const columns: DataColumn<MailingList>[] = [
  { id: 'name', header: 'Name', hideable: false, csv: (l) => l.name, cell: (l) => <Text fw={600}>{l.name}</Text> },
  { id: 'type', header: 'Type', csv: (l) => l.type, cell: (l) => (l.type === 'segment' ? 'Segment' : 'List') },
  { id: 'count', header: 'Subscribed', align: 'right', csv: (l) => l.count, cell: (l) => l.count.toLocaleString() },
  { id: 'description', header: 'Description', csv: (l) => l.description, cell: (l) => l.description || '—' },
];

function SegmentForm({ projectId, onDone }: { projectId: string; onDone: () => void }) {
  const qc = useQueryClient();
  const lists = useQuery(allListsQuery(projectId));
  const [type, setType] = useState<'static' | 'segment'>('segment');
  const [name, setName] = useState('');
  const [rules, setRules] = useState<Rules>({ gender: null, conditions: [], lists: [] });
  const [error, setError] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(rules, 300);
  const count = useQuery({
    ...audienceCountQuery(projectId, { mailingListIds: [], excludeMailingListIds: [], segment: debounced }),
    enabled: type === 'segment',
  });
  const setCond = (i: number, patch: Partial<Condition>) =>
    setRules((r) => ({ ...r, conditions: r.conditions.map((c, j) => (j === i ? ({ ...c, ...patch } as Condition) : c)) }));
  const save = async () => {
    setError(null);
    try {
      await createList(projectId, { name, type, ...(type === 'segment' ? { rules } : {}) });
      await refreshMail(qc, projectId);
      onDone();
    } catch (err) {
      const e = toAppError(err);
      setError([e.message, ...Object.values(e.errors ?? {}).flat()].join(' '));
    }
  };
  return (
    <Stack gap="sm">
      <SegmentedControl
        value={type}
        onChange={(v) => setType(v as 'static' | 'segment')}
        data={[
          { value: 'segment', label: 'Segment (rules)' },
          { value: 'static', label: 'Static list' },
        ]}
        aria-label="Kind"
      />
      <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} required />
      {type === 'segment' && (
        <Card withBorder role="group" aria-label="Rules">
          <Stack gap="xs">
            <NativeSelect
              label="Gender"
              data={[
                { value: '', label: 'Anyone' },
                { value: 'female', label: 'female' },
                { value: 'male', label: 'male' },
              ]}
              value={rules.gender ?? ''}
              onChange={(e) => {
                const gender = (e.currentTarget.value || null) as 'male' | 'female' | null;
                setRules((r) => ({ ...r, gender }));
              }}
            />
            {rules.conditions.map((c, i) => {
              const kind = FIELDS.find((f) => f.value === c.field)?.kind ?? 'date';
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no ids
                <Group key={i} gap="xs" align="end" wrap="wrap">
                  <NativeSelect
                    aria-label={`Condition ${i + 1} field`}
                    data={FIELDS.map((f) => ({ value: f.value, label: f.label }))}
                    value={c.field}
                    onChange={(e) => {
                      const field = e.currentTarget.value as Condition['field'];
                      const k = FIELDS.find((f) => f.value === field)?.kind;
                      setCond(i, k === 'count' ? { field, value: 1, days: undefined } : { field, days: 30, value: undefined });
                    }}
                  />
                  <NativeSelect
                    aria-label={`Condition ${i + 1} comparison`}
                    data={OPS.map((o) => ({ value: o.value, label: kind === 'date' ? o.date : o.count }))}
                    value={c.op}
                    onChange={(e) => setCond(i, { op: e.currentTarget.value as Condition['op'] })}
                  />
                  <NumberInput
                    aria-label={`Condition ${i + 1} ${kind === 'date' ? 'days' : 'number'}`}
                    w={100}
                    min={0}
                    value={kind === 'date' ? (c.days ?? 0) : Number(c.value ?? 0)}
                    onChange={(v) => setCond(i, kind === 'date' ? { days: Number(v) || 0 } : { value: Number(v) || 0 })}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove condition ${i + 1}`}
                    onClick={() => setRules((r) => ({ ...r, conditions: r.conditions.filter((_, j) => j !== i) }))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              );
            })}
            <Button
              variant="subtle"
              size="xs"
              w="fit-content"
              onClick={() => setRules((r) => ({ ...r, conditions: [...r.conditions, { field: 'lastOpened', op: 'gt', days: 30 }] }))}
            >
              Add a condition
            </Button>
            {(lists.data ?? []).map((l) => {
              const mode = rules.lists.find((x) => x.mailingListId === l.id)?.mode ?? '';
              return (
                <Group key={l.id} justify="space-between">
                  <Text size="sm">{l.name}</Text>
                  <SegmentedControl
                    size="xs"
                    aria-label={`List ${l.name}`}
                    value={mode}
                    onChange={(v) =>
                      setRules((r) => ({
                        ...r,
                        lists: [
                          ...r.lists.filter((x) => x.mailingListId !== l.id),
                          ...(v ? [{ mailingListId: l.id, mode: v as 'include' | 'exclude' }] : []),
                        ],
                      }))
                    }
                    data={[
                      { value: '', label: 'Ignore' },
                      { value: 'include', label: 'Include' },
                      { value: 'exclude', label: 'Exclude' },
                    ]}
                  />
                </Group>
              );
            })}
            <Text size="sm" fw={600} data-testid="segment-count" aria-live="polite">
              {!rules.gender && !rules.conditions.length && !rules.lists.length
                ? 'Add a rule to see who matches.'
                : count.isSuccess && debounced === rules
                  ? `${count.data.count.toLocaleString()} subscribed people match`
                  : '…'}
            </Text>
          </Stack>
        </Card>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={save} disabled={!name.trim()}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}

export function ListsPage({ ctx }: ModuleRouteProps) {
  const list = useUrlListState({});
  const canList = usePermission(ctx.projectId, 'mail.subscribers.list');
  const canManage = usePermission(ctx.projectId, 'mail.subscribers.manage');
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Lists and segments</Title>
        {canManage.allowed && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            New list or segment
          </Button>
        )}
      </Group>
      <EmailNav projectId={ctx.projectId} current="lists" />
      <DataTable
        access={canList}
        label="Mailing lists"
        state={list}
        {...listsList(ctx.projectId)}
        exportable
        columns={columns}
        rowTestId={(l) => `list-row-${l.name}`}
        search={{ label: 'Search lists', placeholder: 'Name' }}
        empty={{ title: 'No lists yet.' }}
      />
      <Modal opened={creating} onClose={() => setCreating(false)} title="New list or segment" size="lg">
        {creating && <SegmentForm projectId={ctx.projectId} onDone={() => setCreating(false)} />}
      </Modal>
    </Stack>
  );
}
