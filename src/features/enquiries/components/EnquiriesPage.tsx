/** `/m/enquiries`: the inbox — status tabs, "assigned to me", search, keyset paging, selection, CSV of the selection. */
import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from '../../../components/data/DataTable.tsx';
import type { DataColumn } from '../../../components/data/types.ts';
import { useUrlListState } from '../../../components/data/useListState.ts';
import { AppLink } from '../../../components/shell/AppLink.tsx';
import { currentUserQuery } from '../../../lib/auth/user.ts';
import { StorefrontGate } from '../../../lib/commerce/StorefrontGate.tsx';
import type { ModuleRouteProps } from '../../../lib/modules/types.ts';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import {
  type Enquiry,
  enquiriesList,
  enquiriesListSearch,
  enquiryHref,
  SOURCE_LABEL,
  STATUS_COLOR,
  STATUS_LABEL,
} from '../api/enquiries.ts';
import { MineFilter, StatusTabs } from './list-filters.tsx';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
export const formatDateTime = (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : '—');

export function EnquiryStatusBadge({ status }: { status: Enquiry['status'] }) {
  return (
    <Badge color={STATUS_COLOR[status]} variant="light">
      {STATUS_LABEL[status]}
    </Badge>
  );
}

function columns(projectId: string): DataColumn<Enquiry>[] {
  return [
    {
      id: 'subject',
      header: 'Enquiry',
      hideable: false,
      csv: (e) => e.subject,
      cell: (e) => (
        <Stack gap={0}>
          <Anchor component={AppLink} href={enquiryHref(projectId, e.id)} fw={600} lineClamp={1}>
            {e.subject}
          </Anchor>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {e.message}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'from',
      header: 'From',
      csv: (e) => `${e.name} <${e.email}>`,
      cell: (e) => (
        <Stack gap={0}>
          <Text size="sm">{e.name}</Text>
          <Text size="xs" c="dimmed">
            {e.email}
          </Text>
        </Stack>
      ),
    },
    { id: 'status', header: 'Status', csv: (e) => e.status, cell: (e) => <EnquiryStatusBadge status={e.status} /> },
    { id: 'assignee', header: 'Assignee', csv: (e) => e.assignee?.name ?? '', cell: (e) => e.assignee?.name ?? <Text c="dimmed">—</Text> },
    {
      id: 'tags',
      header: 'Tags',
      csv: (e) => e.tags.join(', '),
      cell: (e) => (
        <Group gap={4}>
          {e.tags.map((t) => (
            <Badge key={t} size="sm" variant="outline" color="gray">
              {t}
            </Badge>
          ))}
        </Group>
      ),
    },
    { id: 'source', header: 'Source', defaultHidden: true, csv: (e) => SOURCE_LABEL[e.source], cell: (e) => SOURCE_LABEL[e.source] },
    { id: 'received', header: 'Received', csv: (e) => e.createdAt, cell: (e) => formatDateTime(e.createdAt) },
  ];
}

export function EnquiriesPage({ ctx }: ModuleRouteProps) {
  return (
    <Stack gap="md">
      <Title order={2}>Enquiries</Title>
      <StorefrontGate projectId={ctx.projectId}>
        {(platformId) => <Inbox projectId={ctx.projectId} platformId={platformId} />}
      </StorefrontGate>
    </Stack>
  );
}

function Inbox({ projectId, platformId }: { projectId: string; platformId: string }) {
  const list = useUrlListState(enquiriesListSearch);
  const canList = usePermission(projectId, 'platform.enquiries.list');
  const me = useQuery(currentUserQuery).data?.id ?? null;
  return (
    <Stack gap="sm">
      <StatusTabs state={list} />
      <DataTable
        access={canList}
        label="Enquiries"
        state={list}
        {...enquiriesList(projectId, platformId, me)}
        columns={columns(projectId)}
        rowTestId={(e) => `enquiry-row-${e.id}`}
        search={{ label: 'Search enquiries', placeholder: 'Name, email, subject or message' }}
        filters={<MineFilter state={list} />}
        empty={{ title: 'No enquiries. Messages from your storefront’s contact form, order pages and returns appear here.' }}
      />
    </Stack>
  );
}
