/** A monitor's settings: thresholds, window, no-data minutes, evaluation interval, channel, mute, tags (422 → fields). */
import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, Switch, TagsInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FORM_FALLBACK_MESSAGE, toAppError } from '../../../lib/api/errors.ts';
import { Guard } from '../../../lib/permissions/PermissionNote.tsx';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import { metricsKeys } from '../api/keys.ts';
import { type Monitor, saveMonitorSettings } from '../api/monitors.ts';

export function MonitorSettingsForm({ projectId, monitor }: { projectId: string; monitor: Monitor }) {
  const qc = useQueryClient();
  const canManage = usePermission(projectId, 'metrics.monitors.manage');
  const [alert, setAlert] = useState<string | null>(null);
  const s = monitor.settings;
  const form = useForm({
    initialValues: {
      name: monitor.name,
      comparator: s.comparator,
      threshold: s.threshold as number | string,
      window: s.window,
      noDataMinutes: s.noDataMinutes as number | string,
      evaluationIntervalMinutes: s.evaluationIntervalMinutes as number | string,
      channel: s.channel,
      muted: s.muted,
      tags: monitor.tags,
    },
    validate: {
      name: (v) => (v.trim() ? null : 'The name is required.'),
      window: (v) => (/^(today|\d{1,5}[mhd])$/.test(v.trim()) ? null : 'Use a duration such as 15m, 6h or 1d, or today.'),
      threshold: (v) => (v === '' || Number.isNaN(Number(v)) ? 'Enter a number.' : null),
    },
  });
  const save = useMutation({
    mutationFn: (v: typeof form.values) =>
      saveMonitorSettings(projectId, monitor.id, {
        name: v.name.trim(),
        comparator: v.comparator,
        threshold: Number(v.threshold),
        window: v.window.trim(),
        noDataMinutes: Number(v.noDataMinutes),
        evaluationIntervalMinutes: Number(v.evaluationIntervalMinutes),
        channel: v.channel,
        muted: v.muted,
        tags: v.tags,
      }),
    onSuccess: (m) => {
      setAlert(null);
      qc.setQueryData(metricsKeys.monitor(projectId, m.id), m);
      void qc.invalidateQueries({ queryKey: metricsKeys.monitors(projectId) });
      notifications.show({ color: 'green', message: 'Monitor settings saved; it was evaluated again.' });
    },
    onError: (error) => {
      const e = toAppError(error);
      const own: Record<string, string> = {};
      for (const [k, v] of Object.entries(e.errors ?? {})) if (k in form.values && v[0]) own[k] = v[0];
      form.setErrors(own);
      setAlert(Object.keys(own).length ? null : (e.errors?.default?.[0] ?? e.message ?? FORM_FALLBACK_MESSAGE));
    },
  });
  const threshold = monitor.type === 'threshold';
  return (
    <form onSubmit={form.onSubmit((v) => save.mutate(v))} noValidate aria-label="Monitor settings">
      <Stack gap="sm">
        {alert && (
          <Alert color="red" role="alert">
            {alert}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Name" required {...form.getInputProps('name')} />
          <TagsInput label="Tags" {...form.getInputProps('tags')} />
          {threshold && (
            <>
              <Select
                label="Alert when the value is"
                data={[
                  { value: 'above', label: 'Above the threshold' },
                  { value: 'below', label: 'Below the threshold' },
                ]}
                allowDeselect={false}
                {...form.getInputProps('comparator')}
              />
              <NumberInput label="Threshold" decimalScale={6} {...form.getInputProps('threshold')} />
              <TextInput label="Window" description="A duration (15m, 6h, 1d) or today" {...form.getInputProps('window')} />
            </>
          )}
          {!threshold && <NumberInput label="No data for (minutes)" min={1} max={10080} {...form.getInputProps('noDataMinutes')} />}
          <NumberInput label="Evaluate every (minutes)" min={1} max={1440} {...form.getInputProps('evaluationIntervalMinutes')} />
          <Select
            label="Notify"
            data={[
              { value: 'notification', label: 'Project members (notification and push)' },
              { value: 'none', label: 'Nobody (history only)' },
            ]}
            allowDeselect={false}
            {...form.getInputProps('channel')}
          />
        </SimpleGrid>
        <Switch label="Muted (state changes are recorded, nobody is notified)" {...form.getInputProps('muted', { type: 'checkbox' })} />
        <Group>
          <Guard check={canManage}>
            {(disabled) => (
              <Button type="submit" loading={save.isPending} disabled={disabled}>
                Save settings
              </Button>
            )}
          </Guard>
        </Group>
      </Stack>
    </form>
  );
}
