/** Your projects (the sidebar's "Projects" without an active project): open one, or create one. */
import { Anchor, Badge, Button, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DataTable } from '../../../components/data/DataTable.tsx';
import type { DataColumn } from '../../../components/data/types.ts';
import { useUrlListState } from '../../../components/data/useListState.ts';
import { AppLink } from '../../../components/shell/AppLink.tsx';
import { projectKind } from '../../../lib/projects/projects.ts';
import { isPublicPlatform, type Project, platformQuery, projectsList } from '../api/projects.ts';
import { projectsListSearch } from './list-search.ts';

const columns: DataColumn<Project>[] = [
  {
    id: 'name',
    header: 'Name',
    hideable: false,
    cell: (p) => (
      <Anchor component={AppLink} href={`/dashboard?project=${encodeURIComponent(p.id)}`} fw={500}>
        {p.name}
      </Anchor>
    ),
    csv: (p) => p.name,
  },
  {
    id: 'kind',
    header: 'Kind',
    cell: (p) => (
      <Badge variant="light" color="gray">
        {projectKind(p)}
      </Badge>
    ),
    csv: projectKind,
  },
];

export function ProjectsPage() {
  const list = useUrlListState(projectsListSearch);
  const canCreate = isPublicPlatform(useQuery(platformQuery).data);
  const create = canCreate && (
    <Button component={Link} to="/projects/create">
      Create project
    </Button>
  );
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Projects</Title>
        {create}
      </Group>
      <DataTable
        label="Projects"
        state={list}
        {...projectsList}
        columns={columns}
        search={{ label: 'Search projects', placeholder: 'Search by name' }}
        paged={false}
        exportable
        empty={{
          title: `You are not in any project yet. ${canCreate ? 'Create your first project, or open' : 'Open'} the link in an invitation email to join someone else's.`,
          action: create || undefined,
        }}
      />
    </Stack>
  );
}
