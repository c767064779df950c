/** core.support: the way into tutorials, FAQs and the chat with support, with the newest tutorials. */
import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBook, IconHelpCircle, IconMessageCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { currentUserQuery } from '../../../lib/auth/user.ts';
import { platformQuery } from '../../../lib/platform/platform.ts';
import { tutorialsQuery } from '../api/tutorials.ts';
import classes from './help.module.css';
import { SearchGaps } from './SearchGaps.tsx';

export function SupportHub({ projectId }: { projectId: string }) {
  const tutorials = useQuery(tutorialsQuery(projectId));
  const user = useQuery(currentUserQuery);
  const platform = useQuery(platformQuery);
  const entries: { title: string; text: string; icon: ReactNode; link: ReactNode }[] = [
    {
      title: 'Tutorials',
      text: 'Step-by-step guides: getting started, the app, notifications, orders, billing.',
      icon: <IconBook size={22} />,
      link: (
        <Anchor renderRoot={(p) => <Link {...p} to="/support/tutorials" search={{ project: projectId }} />} fw={600}>
          Browse tutorials
        </Anchor>
      ),
    },
    {
      title: 'FAQs',
      text: 'Short answers to the questions we hear most, grouped by topic.',
      icon: <IconHelpCircle size={22} />,
      link: (
        <Anchor renderRoot={(p) => <Link {...p} to="/support/faqs" search={{ project: projectId }} />} fw={600}>
          Read the FAQs
        </Anchor>
      ),
    },
    {
      title: 'Chat with support',
      text: 'Still stuck? Our team answers in the chat, usually within the hour on working days.',
      icon: <IconMessageCircle size={22} />,
      link: (
        <Anchor href={`/chat/dashboard?project=${encodeURIComponent(projectId)}`} fw={600}>
          Start a chat
        </Anchor>
      ),
    },
  ];
  return (
    <Stack gap="xl">
      <Stack gap={2}>
        <Title order={2}>Support</Title>
        <Text c="dimmed">How can we help?</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {entries.map((e) => (
          <Card key={e.title} withBorder radius="md" padding="lg" className={classes.card}>
            <Stack gap="sm" style={{ flex: 1 }}>
              <Group gap="sm">
                <ThemeIcon variant="light" size={40} radius="md">
                  {e.icon}
                </ThemeIcon>
                <Title order={3} size="h4">
                  {e.title}
                </Title>
              </Group>
              <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                {e.text}
              </Text>
              {e.link}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Stack gap="sm">
        <Title order={3} size="h4">
          Newest tutorials
        </Title>
        {tutorials.isPending && <Skeleton h={96} />}
        {tutorials.data?.length === 0 && <Text c="dimmed">There are no tutorials yet.</Text>}
        <Stack gap={6}>
          {tutorials.data?.slice(0, 5).map((t) => (
            <Anchor
              key={t.id}
              renderRoot={(p) => <Link {...p} to="/support/tutorials/$slug" params={{ slug: t.slug }} search={{ project: projectId }} />}
            >
              {t.title}
            </Anchor>
          ))}
        </Stack>
      </Stack>
      {user.data?.isAdmin && <SearchGaps platformId={platform.data?.id} />}
    </Stack>
  );
}
