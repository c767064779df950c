/** Was this helpful? One vote per user: clicking the chosen one again takes it back. Counts are the server's. */
import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconThumbDown, IconThumbDownFilled, IconThumbUp, IconThumbUpFilled } from '@tabler/icons-react';
import { formMessage } from '../../../lib/api/errors.ts';
import { useVote } from '../api/faqs.ts';
import type { Faq } from '../api/types.ts';

export function VoteButtons({ projectId, faq }: { projectId: string; faq: Faq }) {
  const vote = useVote(projectId);
  const send = (v: 'helpful' | 'not_helpful') => vote.mutate({ id: faq.id, vote: faq.myVote === v ? null : v });
  return (
    <Group gap="xs" data-testid={`votes-${faq.id}`}>
      <Text size="sm" c="dimmed">
        Was this helpful?
      </Text>
      <Tooltip label={faq.myVote === 'helpful' ? 'Take back your vote' : 'Helpful'}>
        <ActionIcon
          variant={faq.myVote === 'helpful' ? 'light' : 'subtle'}
          color="green"
          aria-label="Helpful"
          aria-pressed={faq.myVote === 'helpful'}
          loading={vote.isPending && vote.variables?.vote !== 'not_helpful'}
          onClick={() => send('helpful')}
        >
          {faq.myVote === 'helpful' ? <IconThumbUpFilled size={18} /> : <IconThumbUp size={18} />}
        </ActionIcon>
      </Tooltip>
      <Text size="sm" data-testid="helpful-count" aria-label={`${faq.helpfulCount} found this helpful`}>
        {faq.helpfulCount}
      </Text>
      <Tooltip label={faq.myVote === 'not_helpful' ? 'Take back your vote' : 'Not helpful'}>
        <ActionIcon
          variant={faq.myVote === 'not_helpful' ? 'light' : 'subtle'}
          color="red"
          aria-label="Not helpful"
          aria-pressed={faq.myVote === 'not_helpful'}
          loading={vote.isPending && vote.variables?.vote === 'not_helpful'}
          onClick={() => send('not_helpful')}
        >
          {faq.myVote === 'not_helpful' ? <IconThumbDownFilled size={18} /> : <IconThumbDown size={18} />}
        </ActionIcon>
      </Tooltip>
      <Text size="sm" data-testid="not-helpful-count" aria-label={`${faq.notHelpfulCount} did not find this helpful`}>
        {faq.notHelpfulCount}
      </Text>
      {vote.isError && (
        <Text size="xs" c="red" role="alert">
          {formMessage(vote.error)}
        </Text>
      )}
    </Group>
  );
}
