import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { signOut } from '../../../lib/auth/sign-out.ts';
import { currentUserQuery } from '../../../lib/auth/user.ts';

export function DashboardPage() {
  const { data: user } = useSuspenseQuery(currentUserQuery);
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <Title order={2}>Dashboard</Title>
      <Paper withBorder p="lg">
        <Group justify="space-between">
          <Text>Welcome back{user?.firstName ? `, ${user.firstName}` : ''}.</Text>
          <Button variant="light" onClick={() => signOut(navigate)}>
            Log out
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}
