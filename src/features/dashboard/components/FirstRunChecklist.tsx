/**
 * The first-run checklist on the dashboard: install the app, turn on notifications, invite a colleague,
 * install modules. Items tick themselves when they can tell; each can be marked done, and the list dismissed.
 */
import { Anchor, Button, CloseButton, Group, Paper, Progress, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { installStateAtom, promptInstall } from '../../../components/install-prompt.ts';
import { AppLink } from '../../../components/shell/AppLink.tsx';
import { type ChecklistItemId, type ChecklistMemory, checklistView, readMemory, remember, writeMemory } from '../lib/checklist.ts';
import { hasModulesQuery, invitedSomeoneQuery } from '../api/checklist.ts';

export interface NotificationsControl {
  /** Whether real-time notifications are on in this browser. */
  isOn: () => Promise<boolean>;
  /** Ask for permission and subscribe; true when they are on. */
  turnOn: () => Promise<boolean>;
}

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

const TEXT: Record<ChecklistItemId, { title: string; hint: string }> = {
  install: { title: 'Install the app', hint: 'Open Shopfloor from your home screen or dock, and keep working offline.' },
  notifications: { title: 'Turn on notifications', hint: 'Hear about new orders and messages even when Shopfloor is closed.' },
  invite: { title: 'Invite a colleague', hint: 'Work on this project together.' },
  modules: { title: 'Install modules', hint: 'Add what your shop needs from the module marketplace.' },
};

export function FirstRunChecklist({
  userId,
  projectId,
  notifications,
}: {
  userId: string;
  projectId: string;
  notifications?: NotificationsControl;
}) {
  const [memory, setMemory] = useState<ChecklistMemory>(() => readMemory(storage(), userId));
  const install = useAtomValue(installStateAtom);
  const [notificationsOn, setNotificationsOn] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const invited = useQuery({ ...invitedSomeoneQuery(projectId), refetchOnMount: 'always' }).data === true;
  const modules = useQuery({ ...hasModulesQuery(projectId), refetchOnMount: 'always' }).data === true;

  useEffect(() => {
    void notifications?.isOn().then(setNotificationsOn, () => {});
  }, [notifications]);

  const detected = useMemo(
    () => ({ install: install.installed, notifications: notificationsOn, invite: invited, modules }),
    [install.installed, notificationsOn, invited, modules],
  );
  useEffect(() => {
    setMemory((m) => {
      const next = remember(m, detected);
      if (next !== m) writeMemory(storage(), userId, next);
      return next;
    });
  }, [detected, userId]);

  const update = (next: ChecklistMemory) => {
    writeMemory(storage(), userId, next);
    setMemory(next);
  };
  const markDone = (id: ChecklistItemId) => update({ ...memory, done: { ...memory.done, [id]: true } });

  const view = checklistView(memory, detected);
  if (!view.visible) return null;

  async function turnOnNotifications() {
    setNotice(null);
    const on = await notifications?.turnOn().catch(() => false);
    if (on) setNotificationsOn(true);
    else setNotice('Notifications could not be turned on. Allow them for this site in your browser settings, then try again.');
  }

  const action: Record<ChecklistItemId, ReactNode> = {
    install: install.canPrompt ? (
      <Button size="compact-sm" onClick={() => void promptInstall()}>
        Install
      </Button>
    ) : (
      <Button size="compact-sm" variant="default" onClick={() => markDone('install')}>
        I've installed it
      </Button>
    ),
    notifications: notifications ? (
      <Button size="compact-sm" onClick={() => void turnOnNotifications()}>
        Turn on
      </Button>
    ) : null,
    invite: (
      <Button size="compact-sm" component={AppLink} href={`/users/invites?project=${encodeURIComponent(projectId)}`}>
        Invite
      </Button>
    ),
    modules: (
      <Button size="compact-sm" component={AppLink} href={`/modules?project=${encodeURIComponent(projectId)}`}>
        Browse modules
      </Button>
    ),
  };

  return (
    <Paper withBorder p="lg" data-testid="first-run-checklist" aria-labelledby="first-run-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={3} size="h4" id="first-run-title">
              Get started
            </Title>
            <Text size="sm" c="dimmed">
              {view.doneCount} of {view.items.length} done
            </Text>
          </div>
          <CloseButton aria-label="Dismiss the checklist" onClick={() => update({ ...memory, dismissed: true })} />
        </Group>
        <Progress value={(view.doneCount / view.items.length) * 100} aria-hidden size="sm" />
        {notice && (
          <Text size="sm" c="red.8" role="alert">
            {notice}
          </Text>
        )}
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {view.items.map(({ id, done }) => (
            <Group
              key={id}
              component="li"
              justify="space-between"
              wrap="wrap"
              gap="xs"
              data-testid={`checklist-${id}`}
              data-done={done || undefined}
            >
              <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 260px' }}>
                <ThemeIcon size={24} radius="xl" variant={done ? 'filled' : 'light'} color={done ? 'green' : 'gray'} aria-hidden>
                  {done ? <IconCheck size={14} /> : <IconCircleDashed size={14} />}
                </ThemeIcon>
                <div>
                  <Text fw={500} td={done ? 'line-through' : undefined}>
                    {TEXT[id].title}
                    {done && <VisuallyHidden> (done)</VisuallyHidden>}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {TEXT[id].hint}
                  </Text>
                </div>
              </Group>
              {!done && (
                <Group gap={4} wrap="nowrap">
                  {action[id]}
                  {id !== 'install' && (
                    <Anchor component="button" type="button" size="sm" onClick={() => markDone(id)}>
                      Skip
                    </Anchor>
                  )}
                </Group>
              )}
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
