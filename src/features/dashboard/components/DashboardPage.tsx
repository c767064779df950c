/**
 * The dashboard. Without a project it is the account's home ("Account" in the sidebar): a first run is
 * guided to create its first project (or open an invitation). With a project, the first-run checklist shows
 * until each item is done or it is dismissed.
 */
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { currentUserQuery } from '../../../lib/auth/user.ts';
import { platformQuery } from '../../../lib/platform/platform.ts';
import { activeProjectIdAtom } from '../../../lib/projects/active-project.ts';
import { projectsQuery } from '../../../lib/projects/projects.ts';
import { FirstRunChecklist, type NotificationsControl } from './FirstRunChecklist.tsx';

const ProjectDashboard = lazy(() => import('./ProjectDashboard.tsx'));

export function DashboardPage({ notifications }: { notifications?: NotificationsControl }) {
  const { data: user } = useSuspenseQuery(currentUserQuery);
  const projectId = useAtomValue(activeProjectIdAtom);
  const name = user?.firstName?.trim();
  if (!user) return null;
  if (!projectId) return <AccountHome name={name} />;
  return (
    <Stack gap="md">
      <Title order={2}>Dashboard</Title>
      <Text>{name ? `Welcome back, ${name}.` : 'Welcome back.'}</Text>
      <Suspense fallback={null}>
        <ProjectDashboard projectId={projectId} />
      </Suspense>
      <FirstRunChecklist userId={user.id} projectId={projectId} notifications={notifications} />
    </Stack>
  );
}

function AccountHome({ name }: { name: string | undefined }) {
  const projects = useQuery({ ...projectsQuery, enabled: false }).data ?? [];
  const canCreate = useQuery(platformQuery).data?.public === true;
  return (
    <Stack gap="md" maw={640}>
      <Title order={2}>Account</Title>
      <Text>{name ? `Welcome to Shopfloor, ${name}.` : 'Welcome to Shopfloor.'}</Text>
      {projects.length === 0 ? (
        <Paper withBorder p="lg" data-testid="first-project">
          <Stack gap="sm" align="flex-start">
            <Title order={3} size="h4">
              Create your first project
            </Title>
            <Text size="sm">
              A project is your shop or site: its orders, products, team and modules live there.
              {canCreate ? '' : ' On this platform, projects are created by its administrators: ask them to add you.'}
            </Text>
            {canCreate && (
              <Button component={Link} to="/projects/create">
                Create your first project
              </Button>
            )}
            <Text size="sm" c="dimmed">
              Invited to someone else's project? Open the link in your invitation email to join it.
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Paper withBorder p="lg">
          <Stack gap="sm" align="flex-start">
            <Text>Choose a project to work in.</Text>
            <Button component={Link} to="/projects">
              Your projects
            </Button>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
