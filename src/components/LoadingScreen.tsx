import { Center, Loader, Stack, Text } from '@mantine/core';

/** Shown until the app's data is ready (platform, user, project, integrations, organisation). */
export function LoadingScreen({ label = 'Loading Shopfloor…' }: { label?: string }) {
  return (
    <Center h="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader color="brand" />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
