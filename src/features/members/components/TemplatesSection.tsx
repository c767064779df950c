import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Guard, PermissionNote } from '../../../lib/permissions/PermissionNote.tsx';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import { membersKeys } from '../api/keys.ts';
import { installTemplate, templatesQuery } from '../api/roles.ts';

/** Ready-made role sets (project templates) that can be installed into the project. */
export function TemplatesSection({ projectId }: { projectId: string }) {
  const qc = useQueryClient();
  const canInstall = usePermission(projectId, 'projects.templates.install');
  const templates = useQuery(templatesQuery(projectId));
  const install = useMutation({
    mutationFn: (id: string) => installTemplate(projectId, id),
    onSuccess: (r) => {
      const n = r.rolesCreated.length;
      notifications.show({
        message: n ? `${n} role${n > 1 ? 's' : ''} added.` : 'These roles are already in the project.',
        color: 'green',
      });
      void qc.invalidateQueries({ queryKey: membersKeys.roles(projectId) });
    },
    onError: (e) => notifications.show({ message: e.message, color: 'red' }),
  });
  if (!templates.data?.templates.length) return null;
  return (
    <Stack gap="sm">
      <Title order={3}>Role templates</Title>
      <PermissionNote check={canInstall} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {templates.data.templates.map((t) => (
          <Card withBorder key={t.id}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <div>
                <Text fw={600}>{t.name}</Text>
                <Text size="sm" c="dimmed">
                  {t.description}
                </Text>
                <Text size="sm" mt={4}>
                  Adds: {t.roles.map((r) => r.name).join(', ')}
                </Text>
              </div>
              <Guard check={canInstall}>
                {(disabled) => (
                  <Button
                    size="xs"
                    variant="light"
                    disabled={disabled}
                    loading={install.isPending && install.variables === t.id}
                    onClick={() => install.mutate(t.id)}
                  >
                    Install
                  </Button>
                )}
              </Guard>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
