/** The announcement bar above the header: one at a time (billing first, then queued announcements). */
import { Anchor, Box, CloseButton, Group, Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { closeAnnouncement, type Message } from '../../../lib/messages/messages.ts';
import { ROUTES, type RouteName } from '../../../lib/router/route-names.ts';
import { AppLink } from '../AppLink.tsx';
import { hrefOf, routeExists } from '../routes.ts';
import { useShellData } from '../useShellData.ts';
import { useCurrentAnnouncement } from './has-announcement.ts';
import { LEVEL_COLOR } from './level.ts';

export function AnnouncementBar({ announcement, onDismiss }: { announcement: Message; onDismiss: () => void }) {
  const router = useRouter();
  const { project } = useShellData();
  const color = LEVEL_COLOR[announcement.level];
  const actions = (announcement.actions ?? []).filter((a) => a.to && a.to in ROUTES && routeExists(router, a.to as RouteName));
  return (
    <Box
      h="100%"
      px="md"
      bg={`${color}.${announcement.level === 'default' ? 0 : 1}`}
      c={`${color}.9`}
      role="region"
      aria-label="Announcement"
    >
      <Group h="100%" justify="center" gap="sm" wrap="nowrap">
        <Text size="sm" fw={600} truncate>
          {announcement.message}
        </Text>
        {actions.map((a) => (
          <Anchor
            key={a.text}
            component={AppLink}
            href={hrefOf(router, a.to as RouteName, project?.id ?? null)}
            size="sm"
            fw={700}
            c={`${color}.9`}
            underline="always"
          >
            {a.text}
          </Anchor>
        ))}
        <CloseButton size="sm" aria-label="Dismiss announcement" onClick={onDismiss} ml="auto" />
      </Group>
    </Box>
  );
}

export function AnnouncementSlot() {
  const { project } = useShellData();
  const current = useCurrentAnnouncement(project);
  if (!current) return null;
  return <AnnouncementBar announcement={current} onDismiss={() => closeAnnouncement(current.id)} />;
}
