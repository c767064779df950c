/**
 * chat.index: the channel list and the open conversation side by side; on a phone, two screens (the list,
 * then the conversation with a back button). Without a project it lists the channels of all the person's
 * projects. One live stream for the project on screen.
 */
import { Center, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessages } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { currentUserQuery } from '../../../lib/auth/user.ts';
import { BREAKPOINTS_PX } from '../../../theme.ts';
import { channelsQuery } from '../api/chat.ts';
import { useChatStream } from '../lib/stream.ts';
import { usePeople } from '../lib/people.ts';
import { ChannelList } from './ChannelList.tsx';
import classes from './chat.module.css';
import { Conversation } from './Conversation.tsx';
import { NewChannel } from './NewChannel.tsx';

export interface ChatLocation {
  project?: string | undefined;
  channel?: string | undefined;
  message?: string | undefined;
}

interface Props extends ChatLocation {
  projectName: (id: string) => string;
  onNavigate: (to: ChatLocation) => void;
}

export function ChatPage({ project, channel, message, projectName, onNavigate }: Props) {
  const phone = useMediaQuery(`(max-width: ${BREAKPOINTS_PX.sm - 0.02}px)`) ?? false;
  const me = useQuery(currentUserQuery).data?.id ?? '';
  const channels = useQuery(channelsQuery(project ?? null));
  const [creating, setCreating] = useState(false);
  const people = usePeople(project ?? null);
  // Without a project in the URL, a channel's own project (from the list) is the one on screen.
  const channelProject = project ?? channels.data?.find((c) => c.id === channel)?.project ?? null;
  useChatStream(channelProject);

  const open = (to: ChatLocation) => onNavigate({ project, ...to });
  const showList = !phone || !channel;
  const showConversation = !phone || !!channel;

  return (
    <div className={classes.layout} data-phone={phone || undefined}>
      {showList && (
        <div className={classes.list}>
          <ChannelList
            project={project ?? null}
            selected={channel ?? null}
            projectName={projectName}
            onSelect={(c) => open({ channel: c.id })}
            onNew={project ? () => setCreating(true) : null}
          />
        </div>
      )}
      {showConversation &&
        (channel && channelProject && me ? (
          <Conversation
            key={`${channelProject}:${channel}`}
            project={channelProject}
            channel={channel}
            anchor={message ?? null}
            me={me}
            phone={phone}
            onBack={() => open({})}
            onJump={(m) => open({ channel, ...(m ? { message: m } : {}) })}
            onLeft={() => open({})}
          />
        ) : (
          <Center>
            <Stack align="center" gap="xs" p="xl">
              <IconMessages size={40} stroke={1.2} />
              <Text c="dimmed">
                {channel && !channels.isPending ? 'This channel is not available.' : 'Pick a channel to start chatting.'}
              </Text>
            </Stack>
          </Center>
        ))}
      {project && (
        <NewChannel
          opened={creating}
          onClose={() => setCreating(false)}
          project={project}
          me={me}
          people={people.list}
          onCreated={(c) => open({ channel: c.id })}
        />
      )}
    </div>
  );
}
