/** core.support.tutorials.list: tutorial cards with tags, a full-text search and tag filter in the URL. */
import { Alert, Anchor, Badge, Button, Card, Chip, Group, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { formMessage } from '../../../lib/api/errors.ts';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/search/sources.ts';
import { tutorialsQuery } from '../api/tutorials.ts';
import type { Tutorial } from '../api/types.ts';
import classes from './help.module.css';

const TutorialEditor = lazy(() => import('../editor/TutorialEditor.tsx'));

export interface TutorialsSearch {
  search?: string;
  tag?: string;
}

export function TutorialsPage({
  projectId,
  search,
  onSearch,
}: {
  projectId: string;
  search: TutorialsSearch;
  onSearch: (next: TutorialsSearch) => void;
}) {
  const [text, setText] = useState(search.search ?? '');
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL follows the debounced text only
  useEffect(() => {
    if (debounced !== (search.search ?? '')) onSearch({ ...search, search: debounced || undefined });
  }, [debounced]);
  const q = useQuery(tutorialsQuery(projectId, search.search ?? ''));
  const all = useQuery(tutorialsQuery(projectId));
  const canEdit = usePermission(projectId, 'blog.blogs.manage').allowed;
  const [creating, setCreating] = useState(false);
  const tags = useMemo(() => [...new Set((all.data ?? []).flatMap((t) => t.tags))].sort(), [all.data]);
  const shown = (q.data ?? []).filter((t) => !search.tag || t.tags.includes(search.tag));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2}>Tutorials</Title>
          <Text c="dimmed" size="sm">
            Step-by-step guides to Shopfloor. They stay readable offline once opened.
          </Text>
        </Stack>
        {canEdit && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            New tutorial
          </Button>
        )}
      </Group>
      <TextInput
        aria-label="Search tutorials"
        placeholder="Search tutorials"
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        maw={480}
      />
      {tags.length > 0 && (
        <Chip.Group
          multiple={false}
          value={search.tag ?? ''}
          onChange={(v) => onSearch({ ...search, tag: v && v !== search.tag ? v : undefined })}
        >
          <Group gap="xs" aria-label="Filter by tag" role="group">
            {tags.map((tag) => (
              <Chip key={tag} value={tag} size="xs" onClick={() => tag === search.tag && onSearch({ ...search, tag: undefined })}>
                {tag}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
      {q.isError && !q.data && (
        <Alert color="red" title="The tutorials could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{formMessage(q.error)}</Text>
            <Button size="xs" variant="default" onClick={() => q.refetch()}>
              Retry
            </Button>
          </Stack>
        </Alert>
      )}
      {q.isPending && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-label="Loading" role="status">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={160} />
          ))}
        </SimpleGrid>
      )}
      {q.data && shown.length === 0 && (
        <Stack align="center" py="xl" data-testid="tutorials-empty">
          <Text c="dimmed">{search.search || search.tag ? 'No tutorial matches this search.' : 'There are no tutorials yet.'}</Text>
          {(search.search || search.tag) && (
            <Button
              variant="default"
              size="xs"
              onClick={() => {
                setText('');
                onSearch({});
              }}
            >
              Clear search
            </Button>
          )}
        </Stack>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {shown.map((t) => (
          <TutorialCard key={t.id} projectId={projectId} tutorial={t} />
        ))}
      </SimpleGrid>
      {creating && (
        <Suspense fallback={null}>
          <TutorialEditor projectId={projectId} onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </Stack>
  );
}

function TutorialCard({ projectId, tutorial: t }: { projectId: string; tutorial: Tutorial }) {
  return (
    <Card withBorder radius="md" padding="lg" className={classes.card} component="article">
      <Stack gap="xs" style={{ flex: 1 }}>
        <Anchor
          renderRoot={(props) => (
            <Link {...props} to="/support/tutorials/$slug" params={{ slug: t.slug }} search={{ project: projectId }} />
          )}
          fw={600}
          size="lg"
          underline="hover"
          c="var(--mantine-color-text)"
        >
          {t.title}
        </Anchor>
        <Text size="sm" c="dimmed" lineClamp={3} style={{ flex: 1 }}>
          {t.summary}
        </Text>
        <Group gap={6}>
          {t.visibility === 'draft' && (
            <Badge color="yellow" size="sm">
              Draft
            </Badge>
          )}
          {t.tags.map((tag) => (
            <Badge key={tag} size="sm" variant="light">
              {tag}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
