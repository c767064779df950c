import { ActionIcon, Alert, Button, Group, Modal, Paper, Select, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AppError } from '../../../lib/api/errors.ts';
import { projectScope } from '../../../lib/api/keys.ts';
import { Guard, PermissionNote } from '../../../lib/permissions/PermissionNote.tsx';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import {
  deleteProject,
  organisationOptionsQuery,
  PLAN_CODES,
  type PlanCode,
  type ProjectLogo,
  projectQuery,
  projectsKeys,
  updateProject,
} from '../api/projects.ts';

const url = (v: string) => (!v.trim() || /^(https?:\/\/|\/)\S+$/.test(v.trim()) ? null : 'Enter a URL starting with https:// or /');

export function ProjectSettingsPage({ projectId, onDeleted }: { projectId: string; onDeleted: () => void }) {
  const qc = useQueryClient();
  // Always revalidate: a restored (persisted) copy may predate the last save.
  const project = useQuery({ ...projectQuery(projectId), refetchOnMount: 'always' });
  const canUpdate = usePermission(projectId, 'projects.project.update');
  const canDelete = usePermission(projectId, 'projects.project.delete');
  const orgs = useQuery(organisationOptionsQuery);
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const form = useForm({
    initialValues: { name: '', plan: 'demo' as PlanCode, favicon: '', organisationId: '', logos: [] as ProjectLogo[] },
    validate: {
      name: (v) => (v.trim() ? null : 'The name is required.'),
      favicon: url,
      logos: { url: (v) => (v.trim() ? url(v) : 'Enter the logo URL') },
    },
  });
  const loaded = project.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset the form when the project loads
  useEffect(() => {
    // A refetch must not wipe what the person is typing: only start from the server's copy when untouched.
    if (loaded && !form.isDirty()) {
      const values = {
        name: loaded.name,
        // The answer's plan code is a plain string in the contract; the form offers only the request's enum.
        plan: loaded.plan.code as PlanCode,
        favicon: loaded.favicon ?? '',
        organisationId: loaded.organisationId ?? '',
        logos: loaded.logos,
      };
      form.setValues(values);
      form.resetDirty(values);
    }
  }, [loaded]);
  const save = useMutation({
    mutationFn: (v: typeof form.values) =>
      updateProject(projectId, {
        name: v.name.trim(),
        plan: { code: v.plan },
        favicon: v.favicon.trim() || null,
        logos: v.logos,
        organisationId: v.organisationId || null,
      }),
    onSuccess: (p) => {
      qc.setQueryData(projectsKeys.one(projectId), p);
      void qc.invalidateQueries({ queryKey: projectsKeys.list });
      notifications.show({ message: 'Project settings saved.', color: 'green' });
    },
    onError: (e) => {
      if (e instanceof AppError && e.errors) form.setErrors(Object.fromEntries(Object.entries(e.errors).map(([k, v]) => [k, v[0]])));
      else notifications.show({ message: e.message, color: 'red' });
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteProject(projectId),
    onSuccess: async () => {
      setConfirming(false);
      qc.removeQueries({ queryKey: projectScope(projectId) });
      await qc.invalidateQueries({ queryKey: projectsKeys.list });
      notifications.show({ message: 'Project deleted.', color: 'green' });
      onDeleted();
    },
    onError: (e) => notifications.show({ message: e.message, color: 'red' }),
  });

  if (project.isPending) return <Skeleton h={300} />;
  if (project.isError) return <Alert color="red">{project.error.message}</Alert>;
  const readOnly = !canUpdate.allowed;
  return (
    <Stack gap="md" maw={720}>
      <Title order={2}>Project settings</Title>
      <PermissionNote check={canUpdate} />
      <Paper withBorder p="lg">
        <form onSubmit={form.onSubmit((v) => save.mutate(v))} noValidate>
          <Stack>
            <TextInput label="Name" withAsterisk readOnly={readOnly} {...form.getInputProps('name')} />
            <Select
              label="Plan"
              data={PLAN_CODES.map((c) => ({ value: c, label: c[0]!.toUpperCase() + c.slice(1) }))}
              allowDeselect={false}
              disabled={readOnly}
              {...form.getInputProps('plan')}
            />
            <Select
              label="Organisation"
              placeholder="None"
              data={(orgs.data ?? []).map((o) => ({ value: o.id, label: o.name }))}
              clearable
              disabled={readOnly}
              {...form.getInputProps('organisationId')}
              value={form.values.organisationId || null}
              onChange={(v) => form.setFieldValue('organisationId', v ?? '')}
            />
            <TextInput label="Favicon URL" placeholder="https://…/favicon.ico" readOnly={readOnly} {...form.getInputProps('favicon')} />
            <Stack gap="xs">
              <Text fw={500} size="sm">
                Logos
              </Text>
              {form.values.logos.length === 0 && (
                <Text size="sm" c="dimmed">
                  No logos yet.
                </Text>
              )}
              {form.values.logos.map((_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: logos have no id; position is their identity
                <Group key={i} align="flex-end" wrap="wrap">
                  <TextInput label="URL" w={280} readOnly={readOnly} {...form.getInputProps(`logos.${i}.url`)} />
                  <Select
                    label="Context"
                    data={['header', 'sidebar', 'email', 'invoice']}
                    clearable
                    w={130}
                    disabled={readOnly}
                    {...form.getInputProps(`logos.${i}.meta.context`)}
                  />
                  <Select
                    label="Theme"
                    data={['light', 'dark']}
                    clearable
                    w={110}
                    disabled={readOnly}
                    {...form.getInputProps(`logos.${i}.meta.theme`)}
                  />
                  <TextInput
                    label="Background"
                    placeholder="#ffffff"
                    w={110}
                    readOnly={readOnly}
                    {...form.getInputProps(`logos.${i}.meta.backgroundColor`)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove logo ${i + 1}`}
                    disabled={readOnly}
                    onClick={() => form.removeListItem('logos', i)}
                    mb={4}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              ))}
              <Group>
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconPlus size={14} />}
                  disabled={readOnly}
                  onClick={() => form.insertListItem('logos', { url: '', meta: {} })}
                >
                  Add logo
                </Button>
              </Group>
            </Stack>
            <Group justify="flex-end">
              <Guard check={canUpdate}>
                {(disabled) => (
                  <Button type="submit" loading={save.isPending} disabled={disabled || !form.isDirty()}>
                    Save settings
                  </Button>
                )}
              </Guard>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Paper withBorder p="lg" style={{ borderColor: 'var(--mantine-color-red-4)' }}>
        <Group justify="space-between">
          <div>
            <Text fw={600}>Delete this project</Text>
            <Text size="sm" c="dimmed">
              Everything in it is deleted for every member. This cannot be undone.
            </Text>
          </div>
          <Guard check={canDelete}>
            {(disabled) => (
              <Button color="red" disabled={disabled} onClick={() => setConfirming(true)}>
                Delete project
              </Button>
            )}
          </Guard>
        </Group>
      </Paper>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Delete project">
        <Stack>
          <Text>
            Type <strong>{loaded?.name}</strong> to confirm.
          </Text>
          <TextInput aria-label="Project name" value={typed} onChange={(e) => setTyped(e.currentTarget.value)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="red" disabled={typed !== loaded?.name} loading={remove.isPending} onClick={() => remove.mutate()}>
              Delete forever
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
