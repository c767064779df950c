import { Alert, Button, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AppError } from '../../../lib/api/errors.ts';
import { createProject, isPublicPlatform, PLAN_CODES, type PlanCode, platformQuery, type Project, projectsKeys } from '../api/projects.ts';

export function CreateProjectPage({ onCreated }: { onCreated: (p: Project) => void }) {
  const qc = useQueryClient();
  const isPublic = useQuery({ ...platformQuery, select: isPublicPlatform });
  const form = useForm({
    initialValues: { name: '', plan: 'demo' as PlanCode },
    validate: {
      name: (v) => (v.trim() ? (v.trim().length > 120 ? 'The name may be at most 120 characters.' : null) : 'The name is required.'),
    },
  });
  const create = useMutation({
    mutationFn: (v: typeof form.values) => createProject({ name: v.name.trim(), plan: { code: v.plan } }),
    onSuccess: async (p) => {
      await qc.invalidateQueries({ queryKey: projectsKeys.list });
      onCreated(p);
    },
    onError: (e) => {
      if (e instanceof AppError && e.errors) form.setErrors(Object.fromEntries(Object.entries(e.errors).map(([k, v]) => [k, v[0]])));
    },
  });
  if (isPublic.isPending) return null;
  if (!isPublic.data) {
    return (
      <Alert color="gray" title="Project creation is closed">
        New projects can only be created on a public platform. Ask your platform administrator for access.
      </Alert>
    );
  }
  return (
    <Stack gap="md" maw={520}>
      <Title order={2}>Create project</Title>
      <Paper withBorder p="lg">
        <form onSubmit={form.onSubmit((v) => create.mutate(v))} noValidate>
          <Stack>
            <TextInput label="Project name" withAsterisk data-autofocus {...form.getInputProps('name')} />
            <Select
              label="Plan"
              data={PLAN_CODES.map((c) => ({ value: c, label: c[0]!.toUpperCase() + c.slice(1) }))}
              allowDeselect={false}
              {...form.getInputProps('plan')}
            />
            {create.isError && !(create.error instanceof AppError && create.error.errors) && (
              <Alert color="red">{create.error.message}</Alert>
            )}
            <Button type="submit" loading={create.isPending}>
              Create project
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
