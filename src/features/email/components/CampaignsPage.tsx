/** `/m/email`: campaigns (drafts, scheduled, sending, sent) with their report figures; a new campaign opens its editor. */
import { Anchor, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { DataTable } from '../../../components/data/DataTable.tsx';
import type { DataColumn } from '../../../components/data/types.ts';
import { type ListState, useUrlListState } from '../../../components/data/useListState.ts';
import { AppLink } from '../../../components/shell/AppLink.tsx';
import { toAppError } from '../../../lib/api/errors.ts';
import type { ModuleRouteProps } from '../../../lib/modules/types.ts';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import { type Campaign, campaignsList, createCampaign } from '../api/email.ts';
import { CampaignStatus, EmailNav, formatDateTime } from './shared.tsx';

const STATUSES = ['draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled'];
export const campaignsListSearch = { filters: { status: STATUSES } };
const pct = (n: number, of: number) => (of ? `${Math.round((n / of) * 100)}%` : '—');

function columns(projectId: string): DataColumn<Campaign>[] {
  const href = (c: Campaign) => `/m/email/${c.id}?project=${encodeURIComponent(projectId)}`;
  return [
    {
      id: 'name',
      header: 'Campaign',
      hideable: false,
      csv: (c) => c.name,
      cell: (c) => (
        <Anchor component={AppLink} href={href(c)} fw={600}>
          {c.name}
        </Anchor>
      ),
    },
    { id: 'status', header: 'Status', csv: (c) => c.status, cell: (c) => <CampaignStatus status={c.status} /> },
    { id: 'subject', header: 'Subject', csv: (c) => c.subject, cell: (c) => c.subject || '—' },
    { id: 'sent', header: 'Sent', align: 'right', csv: (c) => c.report.sent, cell: (c) => c.report.sent.toLocaleString() },
    { id: 'opened', header: 'Opened', align: 'right', csv: (c) => c.report.opened, cell: (c) => pct(c.report.opened, c.report.sent) },
    { id: 'clicked', header: 'Clicked', align: 'right', csv: (c) => c.report.clicked, cell: (c) => pct(c.report.clicked, c.report.sent) },
    {
      id: 'when',
      header: 'Sent / scheduled',
      csv: (c) => c.sentAt ?? c.scheduledAt,
      cell: (c) => formatDateTime(c.sentAt ?? c.scheduledAt),
    },
  ];
}

function StatusFilter({ state }: { state: ListState }) {
  const [s, set] = state;
  return (
    <NativeSelect
      aria-label="Status"
      w={160}
      data={[{ value: '', label: 'All statuses' }, ...STATUSES.map((v) => ({ value: v, label: v }))]}
      value={s.filters?.status ?? ''}
      onChange={(e) => {
        const v = e.currentTarget.value;
        set({ filters: v ? { status: v } : undefined, pages: undefined });
      }}
    />
  );
}

export function CampaignsPage({ ctx }: ModuleRouteProps) {
  const list = useUrlListState(campaignsListSearch);
  const canList = usePermission(ctx.projectId, 'mail.campaigns.list');
  const canManage = usePermission(ctx.projectId, 'mail.campaigns.manage');
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const create = async () => {
    setBusy(true);
    try {
      const c = await createCampaign(ctx.projectId, `Campaign ${new Date().toLocaleDateString()}`);
      void navigate({ href: `/m/email/${c.id}?project=${encodeURIComponent(ctx.projectId)}` });
    } catch (err) {
      notifications.show({ color: 'red', message: toAppError(err).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Email</Title>
        {canManage.allowed && (
          <Button leftSection={<IconPlus size={16} />} onClick={create} loading={busy}>
            New campaign
          </Button>
        )}
      </Group>
      <EmailNav projectId={ctx.projectId} current="campaigns" />
      <Text c="dimmed" size="sm">
        Newsletters to your lists and segments, sent at a steady rate with unsubscribe links and open and click tracking.
      </Text>
      <DataTable
        access={canList}
        label="Campaigns"
        state={list}
        {...campaignsList(ctx.projectId)}
        exportable
        columns={columns(ctx.projectId)}
        rowTestId={(c) => `campaign-row-${c.name}`}
        search={{ label: 'Search campaigns', placeholder: 'Name or subject' }}
        filters={<StatusFilter state={list} />}
        empty={{ title: 'No campaigns yet.', action: canManage.allowed ? <Button onClick={create}>New campaign</Button> : undefined }}
      />
    </Stack>
  );
}
