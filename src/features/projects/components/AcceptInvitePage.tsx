import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { acceptInvite, projectsKeys } from '../api/projects.ts';

/**
 * Redeems the emailed invite link once, then offers to open the project — through projects.switch, so the new
 * project becomes the active one (its cached list, menus and permissions) before its dashboard opens.
 */
export function AcceptInvitePage({ token }: { token: string | undefined }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const open = (projectId: string) => navigate({ to: '/projects/switch', search: { project: projectId } });
  const accept = useMutation({
    mutationFn: (t: string) => acceptInvite(t),
    onSuccess: () => qc.invalidateQueries({ queryKey: projectsKeys.list }),
  });
  const started = useRef(false);
  useEffect(() => {
    if (token && !started.current) {
      started.current = true;
      accept.mutate(token);
    }
  }, [token, accept]);
  return (
    <Center py="xl">
      <Paper withBorder p="xl" maw={480} w="100%">
        <Stack>
          <Title order={2}>Project invite</Title>
          {!token && <Alert color="red">This invite link is incomplete. Open the link from the email again.</Alert>}
          {accept.isPending && (
            <Center>
              <Loader aria-label="Accepting the invite" />
            </Center>
          )}
          {accept.isError && <Alert color="red">{accept.error.message}</Alert>}
          {accept.data && (
            <>
              <Text>
                {accept.data.alreadyMember ? 'You are already a member of ' : 'You joined '}
                <strong>{accept.data.project.name}</strong>
                {accept.data.alreadyMember ? '.' : ` as ${accept.data.roleName}.`}
              </Text>
              <Button onClick={() => open(accept.data.project.id)}>Open {accept.data.project.name}</Button>
            </>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
