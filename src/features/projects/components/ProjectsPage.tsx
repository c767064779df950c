/** Your projects (the sidebar's "Projects" without an active project): open one, or create one. */
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { AppLink } from '../../../components/shell/AppLink.tsx';
import { platformQuery } from '../../../lib/platform/platform.ts';
import { projectKind, projectsQuery } from '../../../lib/projects/projects.ts';

export function ProjectsPage() {
  const projects = useQuery(projectsQuery).data ?? [];
  const canCreate = useQuery(platformQuery).data?.public === true;
  return (
    <Stack gap="md" maw={720}>
      <Group justify="space-between">
        <Title order={2}>Projects</Title>
        {canCreate && (
          <Button component={Link} to="/projects/create">
            Create project
          </Button>
        )}
      </Group>
      {projects.length === 0 ? (
        <Paper withBorder p="lg">
          <Text>You are not in any project yet.</Text>
          <Text size="sm" c="dimmed">
            {canCreate ? 'Create your first project, or ' : ''}open the link in an invitation email to join someone else's.
          </Text>
        </Paper>
      ) : (
        <Paper withBorder component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {projects.map((p) => (
            <Group
              key={p.id}
              component="li"
              justify="space-between"
              p="md"
              wrap="nowrap"
              style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
            >
              <Anchor component={AppLink} href={`/dashboard?project=${encodeURIComponent(p.id)}`} fw={500}>
                {p.name}
              </Anchor>
              <Badge variant="light" color="gray">
                {projectKind(p)}
              </Badge>
            </Group>
          ))}
        </Paper>
      )}
    </Stack>
  );
}
