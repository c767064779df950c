/** For platform admins: the most frequent header searches with no results (spec 000 §5 search log). */
import { Card, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formMessage } from '../../../lib/api/errors.ts';
import { searchGapsQuery } from '../api/search-gaps.ts';

export function SearchGaps({ platformId }: { platformId: string | undefined }) {
  const q = useQuery(searchGapsQuery(platformId));
  return (
    <Card withBorder radius="md" padding="lg" data-testid="search-gaps">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={3} size="h4">
            Top searches with no results
          </Title>
          <Text size="sm" c="dimmed">
            What people looked for in the last 30 days and did not find: help content to write next.
          </Text>
        </Stack>
        {q.isPending && <Skeleton h={80} />}
        {q.isError && (
          <Text size="sm" c="red">
            {formMessage(q.error)}
          </Text>
        )}
        {q.data && q.data.length === 0 && (
          <Text size="sm" c="dimmed">
            Every search found something.
          </Text>
        )}
        {q.data && q.data.length > 0 && (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Search</Table.Th>
                <Table.Th ta="right">Times</Table.Th>
                <Table.Th ta="right">People</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {q.data.map((s) => (
                <Table.Tr key={s.searchTerm}>
                  <Table.Td>{s.searchTerm}</Table.Td>
                  <Table.Td ta="right">{s.count}</Table.Td>
                  <Table.Td ta="right">{s.users}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
