/**
 * `/m/email/{campaignId}`: a campaign. A draft (or scheduled one) opens in the editor — subject, preheader,
 * sender, content blocks, audience with its live count, schedule or send now — beside the preview at desktop
 * and phone width (the server's MJML rendering in a sandboxed frame). A sending or sent one shows its report.
 */
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { AppLink } from '../../../components/shell/AppLink.tsx';
import { toAppError } from '../../../lib/api/errors.ts';
import type { ModuleRouteProps } from '../../../lib/modules/types.ts';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import { type Campaign, campaignQuery, duplicate, previewQuery, refreshMail, type UpdateCampaign, updateCampaign } from '../api/email.ts';
import { AudiencePicker } from './AudiencePicker.tsx';
import { BlocksEditor } from './BlocksEditor.tsx';
import { CampaignStatus, formatDateTime } from './shared.tsx';

const ReportChart = lazy(() => import('./ReportChart.tsx'));

function Preview({ projectId, campaign }: { projectId: string; campaign: Campaign }) {
  const [width, setWidth] = useState('600');
  const preview = useQuery(previewQuery(projectId, campaign));
  return (
    <Card withBorder>
      <Group justify="space-between" mb="sm">
        <Text fw={600}>Preview</Text>
        <SegmentedControl
          size="xs"
          value={width}
          onChange={setWidth}
          data={[
            { value: '600', label: 'Desktop' },
            { value: '375', label: 'Phone' },
          ]}
          aria-label="Preview width"
        />
      </Group>
      {preview.isPending ? (
        <Loader size="sm" />
      ) : preview.isError ? (
        <Text c="red">The preview could not be rendered.</Text>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <iframe
            title="Email preview"
            sandbox=""
            srcDoc={preview.data.html}
            style={{
              width: `${width}px`,
              maxWidth: '100%',
              height: 480,
              border: '1px solid var(--mantine-color-gray-3)',
              background: 'white',
            }}
          />
        </div>
      )}
    </Card>
  );
}

function Report({ campaign }: { campaign: Campaign }) {
  const r = campaign.report;
  const figures: [string, number][] = [
    ['Recipients', r.recipients],
    ['Sent', r.sent],
    ['Delivered', r.delivered],
    ['Opened', r.opened],
    ['Clicked', r.clicked],
    ['Unsubscribed', r.unsubscribed],
    ['Bounced', r.bounced],
    ['Complained', r.complained],
  ];
  return (
    <Stack gap="sm" aria-label="Report" role="region">
      <SimpleGrid cols={{ base: 2, sm: 4, md: 8 }}>
        {figures.map(([label, value]) => (
          <Card key={label} withBorder padding="sm" data-testid={`report-${label.toLowerCase()}`}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={700} size="lg">
              {value.toLocaleString()}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Suspense fallback={<Loader size="sm" />}>
        <ReportChart report={r} />
      </Suspense>
    </Stack>
  );
}

function Editor({ projectId, campaign, canSend }: { projectId: string; campaign: Campaign; canSend: boolean }) {
  const qc = useQueryClient();
  const [draft, setDraft] = useState<UpdateCampaign>({
    name: campaign.name,
    subject: campaign.subject,
    preheader: campaign.preheader,
    fromName: campaign.fromName,
    blocks: campaign.blocks,
    audience: campaign.audience,
    sendRate: campaign.sendRate,
  });
  const [when, setWhen] = useState(campaign.scheduledAt?.slice(0, 16) ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const save = async (extra: UpdateCampaign = {}, what = 'save') => {
    setBusy(what);
    setError(null);
    try {
      const body: UpdateCampaign = campaign.status === 'scheduled' && !extra.status ? { ...draft } : { ...draft, ...extra };
      if (campaign.status !== 'draft' && campaign.status !== 'scheduled') delete body.blocks;
      await updateCampaign(projectId, campaign.id, { ...body, ...extra });
      await refreshMail(qc, projectId);
      if (what === 'send') notifications.show({ message: 'Sending started.' });
    } catch (err) {
      const e = toAppError(err);
      setError([e.message, ...Object.entries(e.errors ?? {}).map(([k, v]) => `${k}: ${v.join(' ')}`)].join(' '));
    } finally {
      setBusy(null);
    }
  };
  const set = (patch: UpdateCampaign) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <Stack gap="md">
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TextInput label="Campaign name" value={draft.name ?? ''} onChange={(e) => set({ name: e.currentTarget.value })} />
        <TextInput label="From name" value={draft.fromName ?? ''} onChange={(e) => set({ fromName: e.currentTarget.value })} />
        <TextInput label="Subject" value={draft.subject ?? ''} onChange={(e) => set({ subject: e.currentTarget.value })} />
        <TextInput
          label="Preheader"
          description="The line inboxes show after the subject"
          value={draft.preheader ?? ''}
          onChange={(e) => set({ preheader: e.currentTarget.value })}
        />
      </SimpleGrid>
      <BlocksEditor blocks={draft.blocks ?? []} onChange={(blocks) => set({ blocks })} />
      <AudiencePicker projectId={projectId} value={draft.audience ?? campaign.audience} onChange={(audience) => set({ audience })} />
      <Group align="end">
        <Button variant="default" onClick={() => save()} loading={busy === 'save'}>
          Save draft
        </Button>
        {canSend && (
          <>
            <NumberInput
              label="Send rate (per minute)"
              w={180}
              min={1}
              max={100000}
              value={draft.sendRate ?? 600}
              onChange={(v) => set({ sendRate: Number(v) || 600 })}
            />
            <TextInput label="Schedule for" type="datetime-local" value={when} onChange={(e) => setWhen(e.currentTarget.value)} w={220} />
            <Button
              variant="light"
              disabled={!when}
              loading={busy === 'schedule'}
              onClick={() => save({ status: 'scheduled', scheduledAt: new Date(when).toISOString() }, 'schedule')}
            >
              Schedule
            </Button>
            <Button onClick={() => save({ status: 'sending' }, 'send')} loading={busy === 'send'}>
              Send now
            </Button>
          </>
        )}
      </Group>
      <Preview projectId={projectId} campaign={campaign} />
    </Stack>
  );
}

export function CampaignPage({ ctx, rest }: ModuleRouteProps) {
  const id = rest.split('/')[0] ?? '';
  const campaign = useQuery({
    ...campaignQuery(ctx.projectId, id),
    refetchInterval: (q) => (q.state.data?.status === 'sending' ? 2000 : false),
  });
  const canManage = usePermission(ctx.projectId, 'mail.campaigns.manage');
  const canSend = usePermission(ctx.projectId, 'mail.campaigns.send');
  const qc = useQueryClient();
  const navigate = useNavigate();
  const back = (
    <Anchor component={AppLink} href={`/m/email?project=${encodeURIComponent(ctx.projectId)}`} size="sm">
      ← Campaigns
    </Anchor>
  );
  if (campaign.isPending) return <Loader />;
  if (campaign.isError)
    return (
      <Stack>
        {back}
        <Alert color="red">{toAppError(campaign.error).message}</Alert>
      </Stack>
    );
  const c = campaign.data;
  const move = async (status: 'paused' | 'sending' | 'cancelled' | 'draft') => {
    try {
      await updateCampaign(ctx.projectId, c.id, { status });
      await refreshMail(qc, ctx.projectId);
    } catch (err) {
      notifications.show({ color: 'red', message: toAppError(err).message });
    }
  };
  const editable = (c.status === 'draft' || c.status === 'scheduled') && canManage.allowed;
  return (
    <Stack gap="md">
      {back}
      <Group justify="space-between">
        <Group>
          <Title order={2}>{c.name}</Title>
          <CampaignStatus status={c.status} />
        </Group>
        <Group>
          {c.status === 'scheduled' && <Text size="sm">Scheduled for {formatDateTime(c.scheduledAt)}</Text>}
          {canSend.allowed && c.status === 'scheduled' && (
            <Button variant="default" onClick={() => move('draft')}>
              Unschedule
            </Button>
          )}
          {canSend.allowed && c.status === 'sending' && (
            <Button variant="default" onClick={() => move('paused')}>
              Pause
            </Button>
          )}
          {canSend.allowed && c.status === 'paused' && <Button onClick={() => move('sending')}>Resume</Button>}
          {canManage.allowed && (
            <Button
              variant="subtle"
              onClick={async () => {
                const copy = await duplicate(ctx.projectId, c.id);
                await refreshMail(qc, ctx.projectId);
                void navigate({ href: `/m/email/${copy.id}?project=${encodeURIComponent(ctx.projectId)}` });
              }}
            >
              Duplicate
            </Button>
          )}
        </Group>
      </Group>
      {editable ? <Editor key={c.updatedAt} projectId={ctx.projectId} campaign={c} canSend={canSend.allowed} /> : <Report campaign={c} />}
      {!editable && c.startedAt && (
        <Text size="sm" c="dimmed">
          Started {formatDateTime(c.startedAt)}
          {c.sentAt ? ` · finished ${formatDateTime(c.sentAt)}` : ''}
        </Text>
      )}
    </Stack>
  );
}
