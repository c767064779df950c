/**
 * `/m/enquiries/{enquiryId}` (what the new-enquiry notification opens): the message, who sent it and what it is
 * linked to, status / assignee / tags (each change lands in the log), "Open chat", and the log timeline.
 */
import { Alert, Anchor, Button, Center, Group, Loader, Paper, Select, Stack, TagsInput, Text, Timeline, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconMessages } from '@tabler/icons-react';
import { NotFound } from '../../../components/NotFound.tsx';
import { AppLink } from '../../../components/shell/AppLink.tsx';
import { StorefrontGate } from '../../../lib/commerce/StorefrontGate.tsx';
import type { ModuleRouteProps } from '../../../lib/modules/types.ts';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import {
  ENQUIRY_STATUSES,
  type Enquiry,
  type EnquiryStatus,
  enquiryLogsQuery,
  enquiryQuery,
  membersQuery,
  openChatChannel,
  refreshEnquiries,
  SOURCE_LABEL,
  STATUS_LABEL,
  updateEnquiry,
} from '../api/enquiries.ts';
import { EnquiryStatusBadge, formatDateTime } from './EnquiriesPage.tsx';

export function EnquiryPage({ ctx, rest }: ModuleRouteProps) {
  const enquiryId = rest.split('/')[0] ?? '';
  return (
    <StorefrontGate projectId={ctx.projectId}>
      {(platformId) => <EnquiryView key={enquiryId} projectId={ctx.projectId} platformId={platformId} enquiryId={enquiryId} />}
    </StorefrontGate>
  );
}

function EnquiryView({ projectId, platformId, enquiryId }: { projectId: string; platformId: string; enquiryId: string }) {
  const query = useQuery({ ...enquiryQuery(projectId, platformId, enquiryId), retryOnMount: false });
  const back = (
    <Anchor component={AppLink} href={`/m/enquiries?project=${encodeURIComponent(projectId)}`} size="sm">
      ← Enquiries
    </Anchor>
  );
  if (query.isPending)
    return (
      <Center mih="40dvh">
        <Loader aria-label="Loading the enquiry" />
      </Center>
    );
  if (query.isError && !query.data) {
    if ((query.error as { status?: number }).status === 404) return <NotFound />;
    return (
      <Stack gap="sm">
        {back}
        <Alert color="red" title="The enquiry could not be loaded">
          <Group gap="xs">
            <Text size="sm">{query.error.message}</Text>
            <Button size="xs" variant="default" onClick={() => void query.refetch()}>
              Retry
            </Button>
          </Group>
        </Alert>
      </Stack>
    );
  }
  const e = query.data;
  return (
    <Stack gap="md">
      {back}
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Title order={2}>{e.subject}</Title>
          <Text size="sm" c="dimmed">
            {e.name} &lt;{e.email}&gt; · {SOURCE_LABEL[e.source]} · {formatDateTime(e.createdAt)}
          </Text>
        </Stack>
        <EnquiryStatusBadge status={e.status} />
      </Group>
      <Group gap="md" align="flex-start" wrap="wrap">
        <Stack gap="md" style={{ flex: '2 1 520px', minWidth: 0 }}>
          <Paper withBorder p="md">
            <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="enquiry-message">
              {e.message}
            </Text>
            <Group gap="md" mt="sm">
              {e.customerId && (
                <Anchor
                  component={AppLink}
                  size="sm"
                  href={`/m/customers/${encodeURIComponent(e.customerId)}?project=${encodeURIComponent(projectId)}`}
                >
                  Customer profile
                </Anchor>
              )}
              {e.orderId && (
                <Anchor
                  component={AppLink}
                  size="sm"
                  href={`/m/orders/${encodeURIComponent(e.orderId)}?project=${encodeURIComponent(projectId)}`}
                >
                  Linked order
                </Anchor>
              )}
            </Group>
          </Paper>
          <EnquiryLogTimeline projectId={projectId} platformId={platformId} enquiryId={e.id} />
        </Stack>
        <Stack gap="md" style={{ flex: '1 1 280px', minWidth: 0 }}>
          <EnquiryControls projectId={projectId} platformId={platformId} enquiry={e} />
        </Stack>
      </Group>
    </Stack>
  );
}

function EnquiryControls({ projectId, platformId, enquiry }: { projectId: string; platformId: string; enquiry: Enquiry }) {
  const qc = useQueryClient();
  const canUpdate = usePermission(projectId, 'platform.enquiries.update').allowed;
  const members = useQuery({ ...membersQuery(projectId), enabled: canUpdate });
  const done = (message: string) => {
    notifications.show({ color: 'green', message });
    void refreshEnquiries(qc, projectId);
  };
  const fail = (err: Error) => notifications.show({ color: 'red', title: 'Nothing was changed', message: err.message });
  const update = useMutation({
    mutationFn: (body: Parameters<typeof updateEnquiry>[3]) => updateEnquiry(projectId, platformId, enquiry.id, body),
    onSuccess: () => done('Enquiry updated.'),
    onError: fail,
  });
  const chat = useMutation({
    mutationFn: () => openChatChannel(projectId, platformId, enquiry.id),
    onSuccess: (r) => done(r.created ? 'Chat channel opened.' : 'This enquiry already has a chat channel.'),
    onError: fail,
  });
  const channelId = chat.data?.channelId ?? enquiry.chatChannelId;
  const memberOptions = (members.data ?? []).map((m) => ({
    value: m.id,
    label: [m.firstName, m.lastName].filter(Boolean).join(' ') || m.email,
  }));
  if (enquiry.assignee && !memberOptions.some((m) => m.value === enquiry.assignee!.id))
    memberOptions.push({ value: enquiry.assignee.id, label: enquiry.assignee.name });
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Select
          label="Status"
          data={ENQUIRY_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }))}
          value={enquiry.status}
          allowDeselect={false}
          disabled={!canUpdate || update.isPending}
          onChange={(v) => v && v !== enquiry.status && update.mutate({ status: v as EnquiryStatus })}
        />
        <Select
          label="Assignee"
          placeholder="Unassigned"
          data={memberOptions}
          value={enquiry.assignee?.id ?? null}
          clearable
          searchable
          disabled={!canUpdate || update.isPending}
          onChange={(v) => (v ?? null) !== (enquiry.assignee?.id ?? null) && update.mutate({ assigneeId: v ?? null })}
        />
        <TagsInput
          label="Tags"
          placeholder="Add a tag and press Enter"
          value={enquiry.tags}
          maxTags={20}
          disabled={!canUpdate || update.isPending}
          onChange={(tags) => update.mutate({ tags: tags.map((t) => t.trim().toLowerCase()).filter(Boolean) })}
        />
        {channelId ? (
          <Button
            component={AppLink}
            href={`/chat?channel=${encodeURIComponent(channelId)}&project=${encodeURIComponent(projectId)}`}
            variant="light"
            leftSection={<IconMessages size={16} />}
          >
            Open chat
          </Button>
        ) : (
          <Button
            variant="light"
            leftSection={<IconMessages size={16} />}
            loading={chat.isPending}
            disabled={!canUpdate}
            onClick={() => chat.mutate()}
          >
            Open chat
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

function EnquiryLogTimeline({ projectId, platformId, enquiryId }: { projectId: string; platformId: string; enquiryId: string }) {
  const logs = useQuery(enquiryLogsQuery(projectId, platformId, enquiryId));
  return (
    <Paper withBorder p="md">
      <Title order={3} size="h4" mb="sm">
        Log
      </Title>
      {logs.isPending ? (
        <Loader size="sm" aria-label="Loading the log" />
      ) : logs.isError ? (
        <Text c="red" size="sm">
          {logs.error.message}
        </Text>
      ) : (
        <Timeline bulletSize={12} lineWidth={2} active={logs.data.length - 1} data-testid="enquiry-log">
          {logs.data.map((l) => (
            <Timeline.Item key={l.id} title={l.message}>
              <Text size="xs" c="dimmed">
                {l.actor.name ?? l.actor.type} · {formatDateTime(l.createdAt)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Paper>
  );
}
