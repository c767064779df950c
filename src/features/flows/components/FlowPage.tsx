/**
 * `/m/flows/{flowId}`: the step editor for the flow's draft (trigger; wait, send email, branch steps), kept apart
 * from the live version until published; publish, pause, and a test send of the draft's email.
 */
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AppLink } from '../../../components/shell/AppLink.tsx';
import { toAppError } from '../../../lib/api/errors.ts';
import type { ModuleRouteProps } from '../../../lib/modules/types.ts';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import { type Flow, type FlowVersion, flowQuery, refreshFlows, saveFlow, testSend } from '../api/flows.ts';
import { FlowRuns } from './FlowRuns.tsx';

type Step = FlowVersion['steps'][number];

function StepCard({ step, index, onChange, onRemove }: { step: Step; index: number; onChange: (s: Step) => void; onRemove: () => void }) {
  return (
    <Card withBorder padding="sm" aria-label={`Step ${index + 1}`} role="group">
      <Group justify="space-between" mb={4}>
        <Text fw={600} size="sm">
          {index + 1}. {step.type === 'wait' ? 'Wait' : step.type === 'send' ? 'Send an email' : 'Continue only if'}
        </Text>
        <ActionIcon variant="subtle" color="red" aria-label={`Remove step ${index + 1}`} onClick={onRemove}>
          <IconTrash size={16} />
        </ActionIcon>
      </Group>
      {step.type === 'wait' && (
        <NumberInput
          label="Hours"
          min={1}
          value={step.hours ?? 24}
          onChange={(v) => onChange({ ...step, hours: Number(v) || 1 })}
          w={140}
        />
      )}
      {step.type === 'send' && (
        <Stack gap={4}>
          <TextInput label="Subject" value={step.subject ?? ''} onChange={(e) => onChange({ ...step, subject: e.currentTarget.value })} />
          <Textarea
            label="Message"
            autosize
            minRows={3}
            value={step.blocks?.find((b) => b.type === 'text')?.text ?? ''}
            onChange={(e) => onChange({ ...step, blocks: [{ type: 'text', text: e.currentTarget.value }] })}
          />
        </Stack>
      )}
      {step.type === 'branch' && (
        <Group gap="xs">
          <Text size="sm">opened at least</Text>
          <NumberInput
            aria-label="Opens"
            w={90}
            min={0}
            value={Number(step.condition?.value ?? 1)}
            onChange={(v) => onChange({ ...step, condition: { field: 'openCount', op: 'gte', value: Number(v) || 0 } })}
          />
          <Text size="sm">emails</Text>
        </Group>
      )}
    </Card>
  );
}

function Editor({ projectId, flow }: { projectId: string; flow: Flow }) {
  const qc = useQueryClient();
  const canManage = usePermission(projectId, 'flows.flows.manage');
  const [draft, setDraft] = useState<FlowVersion>(flow.draft);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const run = async (what: () => Promise<unknown>, ok?: string) => {
    setError(null);
    try {
      await what();
      await refreshFlows(qc, projectId);
      if (ok) notifications.show({ message: ok });
    } catch (err) {
      const e = toAppError(err);
      setError([e.message, ...Object.values(e.errors ?? {}).flat()].join(' '));
    }
  };
  const steps = draft.steps;
  const setSteps = (next: Step[]) => setDraft({ ...draft, steps: next });
  return (
    <Stack gap="md">
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Card withBorder padding="sm">
        <Group align="end">
          <NativeSelect
            label="When someone"
            data={[
              { value: 'list_joined', label: 'joins a list' },
              { value: 'order_placed', label: 'places an order' },
              { value: 'customer_inactive', label: 'has not ordered for a while' },
            ]}
            value={draft.trigger.type}
            onChange={(e) => setDraft({ ...draft, trigger: { type: e.currentTarget.value as FlowVersion['trigger']['type'] } })}
          />
          {draft.trigger.type === 'list_joined' && (
            <TextInput
              label="List id"
              value={draft.trigger.mailingListId ?? ''}
              onChange={(e) => setDraft({ ...draft, trigger: { ...draft.trigger, mailingListId: e.currentTarget.value || undefined } })}
            />
          )}
          {draft.trigger.type === 'customer_inactive' && (
            <NumberInput
              label="Days"
              min={1}
              value={draft.trigger.days ?? 90}
              onChange={(v) => setDraft({ ...draft, trigger: { ...draft.trigger, days: Number(v) || 1 } })}
              w={120}
            />
          )}
        </Group>
      </Card>
      {steps.map((s, i) => (
        <StepCard
          // biome-ignore lint/suspicious/noArrayIndexKey: steps have no ids
          key={i}
          step={s}
          index={i}
          onChange={(n) => setSteps(steps.map((x, j) => (j === i ? n : x)))}
          onRemove={() => setSteps(steps.filter((_, j) => j !== i))}
        />
      ))}
      {canManage.allowed && (
        <>
          <Group>
            <Button variant="light" size="xs" onClick={() => setSteps([...steps, { type: 'wait', hours: 24 }])}>
              + Wait
            </Button>
            <Button
              variant="light"
              size="xs"
              onClick={() => setSteps([...steps, { type: 'send', subject: '', blocks: [{ type: 'text', text: '' }] }])}
            >
              + Email
            </Button>
            <Button
              variant="light"
              size="xs"
              onClick={() => setSteps([...steps, { type: 'branch', condition: { field: 'openCount', op: 'gte', value: 1 } }])}
            >
              + Condition
            </Button>
          </Group>
          <Group>
            <Button variant="default" onClick={() => run(() => saveFlow(projectId, flow.id, { draft }), 'Draft saved.')}>
              Save draft
            </Button>
            <Button onClick={() => run(() => saveFlow(projectId, flow.id, { draft, status: 'live' }), 'Published.')}>Publish</Button>
            {flow.status === 'live' && (
              <Button variant="default" onClick={() => run(() => saveFlow(projectId, flow.id, { status: 'paused' }), 'Paused.')}>
                Pause
              </Button>
            )}
          </Group>
          <Card withBorder padding="sm" role="group" aria-label="Test send">
            <Group align="end">
              <TextInput
                label="Send a test to"
                type="email"
                placeholder="you@example.com"
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
              />
              <Button
                variant="light"
                disabled={!email}
                onClick={() =>
                  run(
                    async () => saveFlow(projectId, flow.id, { draft }).then(() => testSend(projectId, flow.id, email)),
                    `Test sent to ${email}.`,
                  )
                }
              >
                Send test
              </Button>
            </Group>
          </Card>
        </>
      )}
    </Stack>
  );
}

export function FlowPage({ ctx, rest }: ModuleRouteProps) {
  const id = rest.split('/')[0] ?? '';
  const flow = useQuery(flowQuery(ctx.projectId, id));
  const back = (
    <Anchor component={AppLink} href={`/m/flows?project=${encodeURIComponent(ctx.projectId)}`} size="sm">
      ← Flows
    </Anchor>
  );
  if (flow.isPending) return <Loader />;
  if (flow.isError)
    return (
      <Stack>
        {back}
        <Alert color="red">{toAppError(flow.error).message}</Alert>
      </Stack>
    );
  const f = flow.data;
  return (
    <Stack gap="md">
      {back}
      <Group>
        <Title order={2}>{f.name}</Title>
        <Badge variant="light">{f.status}</Badge>
        {f.live && f.hasUnpublishedChanges && <Badge variant="outline">unpublished changes</Badge>}
      </Group>
      <Editor key={f.updatedAt} projectId={ctx.projectId} flow={f} />
      <FlowRuns projectId={ctx.projectId} flow={f} />
    </Stack>
  );
}
