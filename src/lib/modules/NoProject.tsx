import { Center, Stack, Text, Title } from '@mantine/core';

/** Module and marketplace pages need an active project (`?project=`). */
export function NoProject() {
  return (
    <Center mih="40dvh">
      <Stack align="center" gap="xs">
        <Title order={2}>No project selected</Title>
        <Text c="dimmed">Choose a project to see its modules.</Text>
      </Stack>
    </Center>
  );
}
