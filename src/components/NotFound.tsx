import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';

export function NotFound() {
  useEffect(() => {
    document.title = 'Not Found';
  }, []);
  return (
    <Center mih="60dvh" p="xl">
      <Stack align="center" gap="xs">
        <Title order={1}>Not Found</Title>
        <Text c="dimmed">We couldn't find the page you were looking for.</Text>
        <Anchor component={Link} to="/dashboard">
          Go to the dashboard
        </Anchor>
      </Stack>
    </Center>
  );
}
