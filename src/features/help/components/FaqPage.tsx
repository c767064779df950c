/** core.support.faqs.view: one FAQ (the header search opens it), with its votes. */
import { Alert, Anchor, Badge, Card, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { NotFound } from '../../../components/NotFound.tsx';
import { AppError, formMessage } from '../../../lib/api/errors.ts';
import { faqQuery } from '../api/faqs.ts';
import { RichText } from './RichText.tsx';
import { VoteButtons } from './VoteButtons.tsx';

export function FaqPage({ projectId, id }: { projectId: string; id: string }) {
  const qc = useQueryClient();
  const q = useQuery(faqQuery(projectId, id, qc));
  const question = q.data?.question;
  useEffect(() => {
    if (question) document.title = `${question} | Shopfloor`;
  }, [question]);
  if (q.error instanceof AppError && q.error.status === 404) return <NotFound />;
  if (q.isError && !q.data) return <Alert color="red">{formMessage(q.error)}</Alert>;
  return (
    <Stack gap="lg" maw={800}>
      <Anchor renderRoot={(props) => <Link {...props} to="/support/faqs" search={{ project: projectId }} />} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} /> All FAQs
        </Group>
      </Anchor>
      {!q.data ? (
        <Stack aria-label="Loading" role="status">
          <Skeleton h={32} w="70%" />
          <Skeleton h={120} />
        </Stack>
      ) : (
        <Card withBorder radius="md" padding="lg" component="article">
          <Stack gap="md">
            <Group gap="xs">
              <Title order={2}>{q.data.question}</Title>
              {q.data.visibility === 'draft' && <Badge color="yellow">Draft</Badge>}
            </Group>
            <RichText html={q.data.answer} />
            <VoteButtons projectId={projectId} faq={q.data} />
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
