import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { resetClientState } from '../../../lib/auth/session-reset.ts';
import { logout } from '../../../lib/auth/session-api.ts';
import { currentUserQuery } from '../../../lib/auth/user.ts';

export function DashboardPage() {
  const { data: user } = useSuspenseQuery(currentUserQuery);
  const navigate = useNavigate();
  const qc = useQueryClient();
  async function signOut() {
    await logout().catch(() => {});
    await resetClientState();
    qc.clear();
    await navigate({ to: '/login' });
  }
  return (
    <Stack gap="md">
      <Title order={2}>Dashboard</Title>
      <Paper withBorder p="lg">
        <Group justify="space-between">
          <Text>Welcome back{user?.firstName ? `, ${user.firstName}` : ''}.</Text>
          <Button variant="light" onClick={signOut}>
            Log out
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}
