/** One tutorial by slug: title, summary, tags, a table of contents with hash links, the body. Readable offline once opened. */
import '@mantine/core/styles/Grid.css';
import { Alert, Anchor, Badge, Box, Button, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { NotFound } from '../../../components/NotFound.tsx';
import { AppError, formMessage } from '../../../lib/api/errors.ts';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import { tutorialQuery } from '../api/tutorials.ts';
import classes from './help.module.css';
import { RichText } from './RichText.tsx';
import { scrollToHash, tableOfContents } from './toc.ts';

const TutorialEditor = lazy(() => import('../editor/TutorialEditor.tsx'));

export function TutorialPage({ projectId, slug }: { projectId: string; slug: string }) {
  const qc = useQueryClient();
  const q = useQuery(tutorialQuery(projectId, slug, qc));
  const canEdit = usePermission(projectId, 'blog.blogs.manage').allowed;
  const [editing, setEditing] = useState(false);
  const toc = useMemo(() => tableOfContents(q.data?.body ?? ''), [q.data?.body]);
  const [active, setActive] = useState<string | null>(null);
  const title = q.data?.title;
  useEffect(() => {
    if (title) document.title = `${title} | Shopfloor`;
  }, [title]);
  // A link with a hash lands on its heading once the body is there.
  const hasBody = !!q.data?.body;
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (hasBody && id) requestAnimationFrame(() => scrollToHash(id, { smooth: false, push: false }));
  }, [hasBody]);
  useEffect(() => {
    if (!toc.length || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        const seen = entries.filter((e) => e.isIntersecting).sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top);
        if (seen[0]) setActive(seen[0].target.id);
      },
      { rootMargin: '-72px 0px -60% 0px' },
    );
    for (const t of toc) {
      const el = document.getElementById(t.id);
      if (el) io.observe(el);
    }
    return () => io.disconnect();
  }, [toc]);

  if (q.error instanceof AppError && q.error.status === 404) return <NotFound />;
  if (q.isError && !q.data) return <Alert color="red">{formMessage(q.error)}</Alert>;
  if (!q.data)
    return (
      <Stack aria-label="Loading" role="status">
        <Skeleton h={36} w="60%" />
        <Skeleton h={16} w="80%" />
        <Skeleton h={240} />
      </Stack>
    );
  const t = q.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Anchor renderRoot={(props) => <Link {...props} to="/support/tutorials" search={{ project: projectId }} />} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} /> All tutorials
          </Group>
        </Anchor>
        {canEdit && t.project === projectId && (
          <Button variant="default" size="xs" leftSection={<IconPencil size={14} />} onClick={() => setEditing(true)}>
            Edit
          </Button>
        )}
      </Group>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: toc.length ? 9 : 12 }}>
          <Stack gap="md" component="article" aria-labelledby="tutorial-title">
            <Stack gap={4}>
              <Title order={1} id="tutorial-title" fz={{ base: 26, sm: 32 }}>
                {t.title}
              </Title>
              {t.summary && (
                <Text size="lg" c="dimmed">
                  {t.summary}
                </Text>
              )}
              <Group gap="xs">
                {t.visibility === 'draft' && <Badge color="yellow">Draft</Badge>}
                {t.tags.map((tag) => (
                  <Badge key={tag} variant="light">
                    {tag}
                  </Badge>
                ))}
                <Text size="xs" c="dimmed">
                  {[t.author.name, t.publishedAt ? new Date(t.publishedAt).toLocaleDateString() : null].filter(Boolean).join(' · ')}
                </Text>
              </Group>
            </Stack>
            {t.cover && <img src={t.cover} alt="" style={{ maxWidth: '100%', borderRadius: 8 }} />}
            <RichText html={t.body} id="tutorial-body" />
          </Stack>
        </Grid.Col>
        {toc.length > 0 && (
          <Grid.Col span={{ base: 12, md: 3 }} order={{ base: -1, md: 1 }}>
            <Box component="nav" aria-label="Table of contents" className={classes.toc}>
              <Text size="xs" fw={600} tt="uppercase" c="dimmed" mb={6}>
                On this page
              </Text>
              <Stack gap={4}>
                {toc.map((e) => (
                  <Anchor
                    key={e.id}
                    href={`#${e.id}`}
                    size="sm"
                    underline="hover"
                    pl={e.level === 3 ? 'sm' : 0}
                    className={classes.tocLink}
                    data-active={active === e.id || undefined}
                    onClick={(ev) => {
                      ev.preventDefault();
                      scrollToHash(e.id);
                      setActive(e.id);
                    }}
                  >
                    {e.text}
                  </Anchor>
                ))}
              </Stack>
            </Box>
          </Grid.Col>
        )}
      </Grid>
      {editing && (
        <Suspense fallback={null}>
          <TutorialEditor projectId={projectId} tutorial={t} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
