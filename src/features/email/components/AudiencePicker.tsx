/** Who receives a campaign: lists and segments to include and exclude, optional rules, and the live count. */
import { Card, Group, MultiSelect, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { allListsQuery, type Audience, audienceCountQuery } from '../api/email.ts';

export function AudiencePicker({ projectId, value, onChange }: { projectId: string; value: Audience; onChange: (a: Audience) => void }) {
  const lists = useQuery(allListsQuery(projectId));
  const [debounced] = useDebouncedValue(value, 300);
  const count = useQuery(audienceCountQuery(projectId, debounced));
  const options = (lists.data ?? []).map((l) => ({
    value: l.id,
    label: `${l.name}${l.type === 'segment' ? ' (segment)' : ''} · ${l.count}`,
  }));
  const segment = value.segment ?? { conditions: [], lists: [] };
  return (
    <Card withBorder role="group" aria-label="Audience">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>Audience</Text>
        <Text size="sm" data-testid="audience-count" aria-live="polite">
          {count.isSuccess ? `${count.data.count.toLocaleString()} subscribed people` : '…'}
        </Text>
      </Group>
      <Group grow align="start">
        <MultiSelect
          label="Send to"
          placeholder="Lists or segments"
          data={options}
          value={value.mailingListIds}
          onChange={(ids) => onChange({ ...value, mailingListIds: ids })}
          searchable
        />
        <MultiSelect
          label="Leave out"
          placeholder="Lists or segments"
          data={options}
          value={value.excludeMailingListIds}
          onChange={(ids) => onChange({ ...value, excludeMailingListIds: ids })}
          searchable
        />
        <Select
          label="Only"
          data={[
            { value: '', label: 'Everyone' },
            { value: 'female', label: 'Women' },
            { value: 'male', label: 'Men' },
          ]}
          value={segment.gender ?? ''}
          onChange={(g) => onChange({ ...value, segment: { ...segment, gender: (g || null) as 'male' | 'female' | null } })}
          allowDeselect={false}
        />
      </Group>
    </Card>
  );
}
