/** core.support.faqs: FAQ groups as accordions (or the search's ranked hits), votes, and the editors' tools. */
import '@mantine/core/styles/Accordion.css';
import { Accordion, Alert, Anchor, Badge, Button, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowsSort, IconExternalLink, IconPencil, IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { formMessage } from '../../../lib/api/errors.ts';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/search/sources.ts';
import { faqGroupsQuery, faqsQuery } from '../api/faqs.ts';
import type { Faq, FaqGroup } from '../api/types.ts';
import { RichText } from './RichText.tsx';
import { VoteButtons } from './VoteButtons.tsx';

const FaqEditor = lazy(() => import('../editor/FaqEditor.tsx'));
const GroupOrder = lazy(() => import('../editor/GroupOrder.tsx'));

export function FaqsPage({
  projectId,
  search,
  onSearch,
}: {
  projectId: string;
  search: string;
  onSearch: (s: string | undefined) => void;
}) {
  const [text, setText] = useState(search);
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL follows the debounced text only
  useEffect(() => {
    if (debounced !== search) onSearch(debounced || undefined);
  }, [debounced]);
  const faqs = useQuery(faqsQuery(projectId, search));
  const groups = useQuery(faqGroupsQuery(projectId));
  const canEdit = usePermission(projectId, 'faqs.faqs.manage').allowed;
  const [editing, setEditing] = useState<Faq | 'new' | null>(null);
  const [ordering, setOrdering] = useState(false);
  const error = faqs.error ?? groups.error;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2}>FAQs</Title>
          <Text c="dimmed" size="sm">
            Short answers, by topic. Tell us whether each one helped.
          </Text>
        </Stack>
        {canEdit && (
          <Group gap="xs">
            <Button variant="default" leftSection={<IconArrowsSort size={16} />} onClick={() => setOrdering(true)}>
              Order groups
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
              New FAQ
            </Button>
          </Group>
        )}
      </Group>
      <TextInput
        aria-label="Search FAQs"
        placeholder="Search FAQs"
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        maw={480}
      />
      {error && !faqs.data && (
        <Alert color="red" title="The FAQs could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{formMessage(error)}</Text>
            <Button size="xs" variant="default" onClick={() => Promise.all([faqs.refetch(), groups.refetch()])}>
              Retry
            </Button>
          </Stack>
        </Alert>
      )}
      {faqs.isPending && (
        <Stack aria-label="Loading" role="status">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={48} />
          ))}
        </Stack>
      )}
      {faqs.data && faqs.data.length === 0 && (
        <Stack align="center" py="xl" data-testid="faqs-empty">
          <Text c="dimmed">{search ? 'No FAQ matches this search.' : 'There are no FAQs yet.'}</Text>
          {search && (
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                setText('');
                onSearch(undefined);
              }}
            >
              Clear search
            </Button>
          )}
        </Stack>
      )}
      {faqs.data &&
        faqs.data.length > 0 &&
        (search ? (
          <FaqAccordion projectId={projectId} faqs={faqs.data} canEdit={canEdit} onEdit={setEditing} />
        ) : (
          byGroup(faqs.data, groups.data ?? []).map(({ group, items }) => (
            <Stack key={group?.id ?? 'none'} gap="xs" component="section" aria-label={group?.name ?? 'Other questions'}>
              <Title order={3} size="h4">
                {group?.name ?? 'Other questions'}
              </Title>
              <FaqAccordion projectId={projectId} faqs={items} canEdit={canEdit} onEdit={setEditing} />
            </Stack>
          ))
        ))}
      {editing && (
        <Suspense fallback={null}>
          <FaqEditor
            projectId={projectId}
            faq={editing === 'new' ? undefined : editing}
            groups={(groups.data ?? []).filter((g) => g.project === projectId)}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
      {ordering && (
        <Suspense fallback={null}>
          <GroupOrder projectId={projectId} onClose={() => setOrdering(false)} />
        </Suspense>
      )}
    </Stack>
  );
}

function byGroup(faqs: Faq[], groups: FaqGroup[]) {
  const out = groups.map((group) => ({ group: group as FaqGroup | null, items: faqs.filter((f) => f.faqGroupId === group.id) }));
  const known = new Set(groups.map((g) => g.id));
  out.push({ group: null, items: faqs.filter((f) => !f.faqGroupId || !known.has(f.faqGroupId)) });
  return out.filter((g) => g.items.length > 0);
}

function FaqAccordion({
  projectId,
  faqs,
  canEdit,
  onEdit,
}: {
  projectId: string;
  faqs: Faq[];
  canEdit: boolean;
  onEdit: (f: Faq) => void;
}) {
  return (
    <Accordion variant="separated" radius="md" chevronPosition="right">
      {faqs.map((f) => (
        <Accordion.Item key={f.id} value={f.id}>
          <Accordion.Control>
            <Group gap="xs" wrap="nowrap">
              <Text fw={500}>{f.question}</Text>
              {f.visibility === 'draft' && (
                <Badge size="xs" color="yellow">
                  Draft
                </Badge>
              )}
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              <RichText html={f.answer} />
              <Group justify="space-between">
                <VoteButtons projectId={projectId} faq={f} />
                <Group gap="xs">
                  {canEdit && f.project === projectId && (
                    <Button size="xs" variant="subtle" leftSection={<IconPencil size={14} />} onClick={() => onEdit(f)}>
                      Edit
                    </Button>
                  )}
                  <Anchor
                    size="sm"
                    renderRoot={(props) => <Link {...props} to="/support/faqs/$id" params={{ id: f.id }} search={{ project: projectId }} />}
                  >
                    <Group gap={4}>
                      Link <IconExternalLink size={14} />
                    </Group>
                  </Anchor>
                </Group>
              </Group>
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
