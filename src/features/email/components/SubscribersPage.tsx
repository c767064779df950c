/** `/m/email/subscribers`: subscribers with consent and engagement; filters, sort keys of the spec, CSV import and export. */
import { Badge, Button, Group, Modal, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable } from '../../../components/data/DataTable.tsx';
import type { DataColumn } from '../../../components/data/types.ts';
import { type ListState, useUrlListState } from '../../../components/data/useListState.ts';
import type { ModuleRouteProps } from '../../../lib/modules/types.ts';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import { type Subscriber, subscribersList } from '../api/email.ts';
import { ImportWizard } from './ImportWizard.tsx';
import { EmailNav, formatDateTime } from './shared.tsx';

const STATUSES = ['subscribed', 'unsubscribed', 'bounced', 'complained'];
export const subscribersListSearch = {
  sorts: ['-createdAt', '-lastOpened', '-lastClicked', '-lastPurchased', 'email'],
  filters: { status: STATUSES, list: null },
};
const COLOR: Record<string, string> = { subscribed: 'teal', unsubscribed: 'gray', bounced: 'orange', complained: 'red' };
/** Where a consent status came from, in words (other sources are shown as stored). */
const SOURCE: Record<string, string> = {
  bounce: 'bounce',
  complaint: 'spam complaint',
  'unsubscribe-link': 'unsubscribe link',
  'list-unsubscribe': 'one-click unsubscribe',
  import: 'CSV import',
  api: 'API',
};

const columns: DataColumn<Subscriber>[] = [
  { id: 'email', header: 'Email', hideable: false, sortKey: 'email', csv: (s) => s.email, cell: (s) => <Text fw={600}>{s.email}</Text> },
  {
    id: 'name',
    header: 'Name',
    csv: (s) => `${s.firstName} ${s.lastName}`.trim(),
    cell: (s) => `${s.firstName} ${s.lastName}`.trim() || '—',
  },
  {
    id: 'status',
    header: 'Consent',
    csv: (s) => s.status,
    cell: (s) => (
      <Stack gap={0} align="flex-start">
        <Badge variant="light" color={COLOR[s.status]}>
          {s.status}
        </Badge>
        <Text size="xs" c="dimmed" data-testid="consent-detail">
          {SOURCE[s.consent.source] ?? s.consent.source} · {formatDateTime(s.consent.at)}
        </Text>
      </Stack>
    ),
  },
  { id: 'lastOpened', header: 'Last opened', sortKey: 'lastOpened', csv: (s) => s.lastOpened, cell: (s) => formatDateTime(s.lastOpened) },
  {
    id: 'lastClicked',
    header: 'Last clicked',
    sortKey: 'lastClicked',
    csv: (s) => s.lastClicked,
    cell: (s) => formatDateTime(s.lastClicked),
  },
  {
    id: 'lastPurchased',
    header: 'Last purchased',
    sortKey: 'lastPurchased',
    csv: (s) => s.lastPurchased,
    cell: (s) => formatDateTime(s.lastPurchased),
  },
  {
    id: 'created',
    header: 'Added',
    sortKey: 'createdAt',
    defaultHidden: true,
    csv: (s) => s.createdAt,
    cell: (s) => formatDateTime(s.createdAt),
  },
];

function StatusFilter({ state }: { state: ListState }) {
  const [s, set] = state;
  return (
    <NativeSelect
      aria-label="Consent status"
      w={170}
      data={[{ value: '', label: 'Any consent' }, ...STATUSES.map((v) => ({ value: v, label: v }))]}
      value={s.filters?.status ?? ''}
      onChange={(e) => {
        const v = e.currentTarget.value;
        set({ filters: { ...(s.filters ?? {}), status: v || undefined } as Record<string, string>, pages: undefined });
      }}
    />
  );
}

export function SubscribersPage({ ctx }: ModuleRouteProps) {
  const list = useUrlListState(subscribersListSearch);
  const canList = usePermission(ctx.projectId, 'mail.subscribers.list');
  const canManage = usePermission(ctx.projectId, 'mail.subscribers.manage');
  const [importing, setImporting] = useState(false);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Subscribers</Title>
        {canManage.allowed && (
          <Button leftSection={<IconUpload size={16} />} onClick={() => setImporting(true)}>
            Import CSV
          </Button>
        )}
      </Group>
      <EmailNav projectId={ctx.projectId} current="subscribers" />
      <DataTable
        access={canList}
        label="Subscribers"
        state={list}
        {...subscribersList(ctx.projectId)}
        exportable
        columns={columns}
        rowTestId={(s) => `subscriber-row-${s.email}`}
        search={{ label: 'Search subscribers', placeholder: 'Email or name' }}
        filters={<StatusFilter state={list} />}
        empty={{ title: 'No subscribers yet. Import a CSV file to start.' }}
      />
      <Modal opened={importing} onClose={() => setImporting(false)} title="Import subscribers" size="lg">
        {importing && <ImportWizard projectId={ctx.projectId} onClose={() => setImporting(false)} />}
      </Modal>
    </Stack>
  );
}
