import { Alert, Anchor, Button, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AppError } from '../../../lib/api/errors.ts';
import { createOrganisation, organisationsKeys, organisationsQuery } from '../api/organisations.ts';

export function OrganisationsPage({ projectHref }: { projectHref: (projectId: string) => string }) {
  const qc = useQueryClient();
  const orgs = useQuery(organisationsQuery);
  const form = useForm({ initialValues: { name: '' }, validate: { name: (v) => (v.trim() ? null : 'The name is required.') } });
  const create = useMutation({
    mutationFn: (name: string) => createOrganisation(name.trim()),
    onSuccess: (o) => {
      notifications.show({ message: `Organisation ${o.name} created.`, color: 'green' });
      form.reset();
      void qc.invalidateQueries({ queryKey: organisationsKeys.list });
    },
    onError: (e) => {
      if (e instanceof AppError && e.errors?.name) form.setFieldError('name', e.errors.name[0]);
      else notifications.show({ message: e.message, color: 'red' });
    },
  });
  return (
    <Stack gap="md">
      <Title order={2}>Organisations</Title>
      <Paper withBorder p="md">
        <form onSubmit={form.onSubmit((v) => create.mutate(v.name))} noValidate>
          <Group align="flex-end">
            <TextInput label="New organisation" placeholder="Name" {...form.getInputProps('name')} w={300} />
            <Button type="submit" loading={create.isPending}>
              Create organisation
            </Button>
          </Group>
        </form>
      </Paper>
      {orgs.isPending && <Skeleton h={100} />}
      {orgs.isError && <Alert color="red">{orgs.error.message}</Alert>}
      {orgs.data?.length === 0 && <Text c="dimmed">You do not belong to any organisation yet.</Text>}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {orgs.data?.map((o) => (
          <Card withBorder key={o.id}>
            <Text fw={600}>{o.name}</Text>
            {o.projects.length === 0 ? (
              <Text size="sm" c="dimmed">
                No projects of yours in it yet.
              </Text>
            ) : (
              <Stack gap={2} mt="xs">
                {o.projects.map((p) => (
                  <Anchor key={p.id} href={projectHref(p.id)} size="sm">
                    {p.name}
                  </Anchor>
                ))}
              </Stack>
            )}
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
