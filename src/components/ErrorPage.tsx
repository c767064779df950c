/**
 * The router's error page (every route, and the root when the shell itself could not load): the app's look,
 * what happened in plain words, and what to do about it — Retry, or Sign in again.
 */
import { Button, Center, Code, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCloudOff, IconLock } from '@tabler/icons-react';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { FAILED_TO_FETCH_TOKEN } from '../lib/auth/token-manager.ts';
import { describeError } from './error-words.ts';

export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const words = describeError(error, FAILED_TO_FETCH_TOKEN);
  const Icon = words.kind === 'offline' ? IconCloudOff : words.kind === 'session' ? IconLock : IconAlertTriangle;

  async function retry() {
    setBusy(true);
    try {
      reset();
      await router.invalidate();
    } finally {
      setBusy(false);
    }
  }

  async function signInAgain() {
    setBusy(true);
    const { signOut } = await import('../lib/auth/sign-out.ts');
    await signOut((opts) => router.navigate(opts as never));
  }

  return (
    <Center mih="100dvh" p="md" role="alert" data-testid="error-page">
      <Paper withBorder radius="md" p="xl" maw={480} w="100%">
        <Stack gap="md">
          <ThemeIcon size={48} radius="xl" variant="light" color={words.kind === 'offline' ? 'yellow' : 'red'} aria-hidden>
            <Icon size={26} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {words.title}
          </Title>
          <Text>{words.body}</Text>
          <Group gap="sm">
            <Button onClick={retry} loading={busy}>
              Retry
            </Button>
            <Button variant="default" onClick={signInAgain} disabled={busy}>
              Sign in again
            </Button>
          </Group>
          {words.detail && (
            <Text size="xs" c="dimmed">
              Details for support: <Code>{words.detail}</Code>
            </Text>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
