/**
 * The catch-all 404 (title Not Found). Blocked for paths containing `install-module`: those belong to a
 * module being installed, whose routes arrive at run time, so the loading screen shows instead.
 */
import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { notFoundShownAtom } from './shell/hooks.ts';
import { LoadingScreen } from './LoadingScreen.tsx';

export const NOT_FOUND_BLOCKED_SEGMENT = 'install-module';

export function NotFound() {
  const { pathname } = useLocation();
  const blocked = pathname.includes(NOT_FOUND_BLOCKED_SEGMENT);
  const setShown = useSetAtom(notFoundShownAtom);
  useEffect(() => {
    if (blocked) return;
    setShown(true);
    return () => setShown(false);
  }, [blocked, setShown]);
  if (blocked) return <LoadingScreen label="Installing module…" />;
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
