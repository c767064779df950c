/**
 * `/m/reviews`: the moderation queue — status tabs (pending first), rating filter, search, sort by date or
 * rating, star ratings, bulk approve / reject / spam on the selection, and the server's CSV export.
 */
import { Alert, Badge, Button, Group, NativeSelect, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable } from '../../../components/data/DataTable.tsx';
import { listParams } from '../../../components/data/list-query.ts';
import type { DataColumn } from '../../../components/data/types.ts';
import { type ListState, useUrlListState } from '../../../components/data/useListState.ts';
import { StorefrontGate } from '../../../lib/commerce/StorefrontGate.tsx';
import { datedName, saveFile } from '../../../lib/download.ts';
import type { ModuleRouteProps } from '../../../lib/modules/types.ts';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import {
  exportReviews,
  moderateReviews,
  REVIEW_STATUSES,
  type Review,
  type ReviewStatus,
  refreshReviews,
  reviewsList,
  reviewsListSearch,
  STATUS_COLOR,
  STATUS_LABEL,
} from '../api/reviews.ts';

const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function setFilter([state, setState]: ListState, name: string, value: string) {
  const { [name]: _, ...rest } = state.filters ?? {};
  setState({ filters: value ? { ...rest, [name]: value } : Object.keys(rest).length ? rest : undefined });
}

/** Five stars, the first `rating` filled (text, so it sizes with the row and reads as "4 out of 5 stars"). */
function Stars({ rating }: { rating: number }) {
  return (
    <Text
      component="span"
      c="yellow.6"
      fz="md"
      style={{ letterSpacing: 1, whiteSpace: 'nowrap' }}
      role="img"
      aria-label={`${rating} out of 5 stars`}
    >
      {'★'.repeat(rating)}
      <Text component="span" c="gray.4" inherit>
        {'★'.repeat(5 - rating)}
      </Text>
    </Text>
  );
}

const columns: DataColumn<Review>[] = [
  {
    id: 'rating',
    header: 'Rating',
    sortKey: 'rating',
    csv: (r) => r.rating,
    cell: (r) => <Stars rating={r.rating} />,
  },
  {
    id: 'review',
    header: 'Review',
    hideable: false,
    csv: (r) => `${r.title}\n${r.body}`,
    cell: (r) => (
      <Stack gap={0} maw={420}>
        <Text fw={600} size="sm" lineClamp={1}>
          {r.title || '(no title)'}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={2}>
          {r.body}
        </Text>
      </Stack>
    ),
  },
  { id: 'product', header: 'Product', csv: (r) => r.product.name, cell: (r) => r.product.name },
  {
    id: 'author',
    header: 'Author',
    csv: (r) => r.authorName,
    cell: (r) => (
      <Group gap={4} wrap="nowrap">
        <Text size="sm">{r.authorName}</Text>
        {r.verifiedPurchase && (
          <Badge size="xs" color="teal" variant="light">
            Verified
          </Badge>
        )}
      </Group>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    csv: (r) => r.status,
    cell: (r) => (
      <Badge color={STATUS_COLOR[r.status]} variant="light">
        {STATUS_LABEL[r.status]}
      </Badge>
    ),
  },
  {
    id: 'moderation',
    header: 'Moderated',
    defaultHidden: true,
    csv: (r) => (r.moderation ? `${r.moderation.by.name ?? ''} ${r.moderation.at} ${r.moderation.reason ?? ''}` : ''),
    cell: (r) => (r.moderation ? `${r.moderation.by.name ?? 'API'} · ${date.format(new Date(r.moderation.at))}` : '—'),
  },
  { id: 'date', header: 'Written', sortKey: 'createdAt', csv: (r) => r.createdAt, cell: (r) => date.format(new Date(r.createdAt)) },
];

export function ReviewsPage({ ctx }: ModuleRouteProps) {
  return (
    <Stack gap="md">
      <Title order={2}>Reviews</Title>
      <StorefrontGate projectId={ctx.projectId}>
        {(platformId) => <Queue projectId={ctx.projectId} platformId={platformId} />}
      </StorefrontGate>
    </Stack>
  );
}

const ACTIONS: { status: ReviewStatus; label: string; color: string }[] = [
  { status: 'approved', label: 'Approve', color: 'green' },
  { status: 'rejected', label: 'Reject', color: 'red' },
  { status: 'spam', label: 'Mark spam', color: 'gray' },
];

function Queue({ projectId, platformId }: { projectId: string; platformId: string }) {
  const qc = useQueryClient();
  const list = useUrlListState(reviewsListSearch);
  const canList = usePermission(projectId, 'platform.reviews.list');
  const canModerate = usePermission(projectId, 'platform.reviews.moderate').allowed;
  const canExport = usePermission(projectId, 'platform.reviews.export').allowed;
  const [busy, setBusy] = useState<ReviewStatus | null>(null);
  const status = list[0].filters?.status ?? 'pending';
  const moderate = async (rows: Review[], to: ReviewStatus, clear: () => void) => {
    setBusy(to);
    try {
      await moderateReviews(
        projectId,
        platformId,
        rows.map((r) => r.id),
        to,
      );
      notifications.show({
        color: 'green',
        message: `${rows.length} ${rows.length === 1 ? 'review' : 'reviews'} ${STATUS_LABEL[to].toLowerCase()}.`,
      });
      clear();
    } catch (e) {
      notifications.show({ color: 'red', title: 'Nothing was changed', message: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(null);
      void refreshReviews(qc, projectId);
    }
  };
  return (
    <Stack gap="sm">
      <Tabs value={status} onChange={(v) => setFilter(list, 'status', v && v !== 'pending' ? v : '')} aria-label="Review status">
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {REVIEW_STATUSES.map((s) => (
            <Tabs.Tab key={s} value={s}>
              {STATUS_LABEL[s]}
            </Tabs.Tab>
          ))}
          <Tabs.Tab value="all">All</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <DataTable
        access={canList}
        label="Reviews"
        state={list}
        {...reviewsList(projectId, platformId)}
        columns={columns}
        rowTestId={(r) => `review-row-${r.id}`}
        search={{ label: 'Search reviews', placeholder: 'Product, author or text' }}
        filters={
          <Group gap="xs" align="flex-end" wrap="wrap">
            <NativeSelect
              label="Rating"
              value={list[0].filters?.rating ?? ''}
              onChange={(e) => setFilter(list, 'rating', e.currentTarget.value)}
              data={[{ value: '', label: 'Any' }, ...['5', '4', '3', '2', '1'].map((r) => ({ value: r, label: `${r} ★` }))]}
            />
            {canExport && <ExportReviews projectId={projectId} platformId={platformId} state={list[0]} />}
          </Group>
        }
        bulkActions={(rows, clear) =>
          canModerate ? (
            <Group gap="xs">
              {ACTIONS.map((a) => (
                <Button
                  key={a.status}
                  size="xs"
                  color={a.color}
                  loading={busy === a.status}
                  disabled={busy !== null}
                  onClick={() => void moderate(rows, a.status, clear)}
                >
                  {a.label}
                </Button>
              ))}
            </Group>
          ) : null
        }
        empty={{ title: status === 'pending' ? 'No reviews waiting for moderation.' : 'No reviews here.' }}
      />
    </Stack>
  );
}

function ExportReviews({ projectId, platformId, state }: { projectId: string; platformId: string; state: ListState[0] }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      const csv = await exportReviews(projectId, platformId, listParams(state));
      saveFile(datedName('reviews'), typeof csv === 'string' ? csv : (csv as Blob));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Button variant="default" leftSection={<IconDownload size={16} />} loading={busy} onClick={() => void run()}>
          Export CSV
        </Button>
        <Text size="xs" c="dimmed">
          Last 90 days
        </Text>
      </Group>
      {error && (
        <Alert color="red" py={4} withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
    </Stack>
  );
}
