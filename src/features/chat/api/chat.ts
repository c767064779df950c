/** Chat reads: one queryOptions per GET (channels, a channel, members, messages both ways, search, counts). */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { allPages } from '../../../lib/api/all-pages.ts';
import { getChannel } from '../../../lib/api/generated/ops/getChannel.ts';
import { getProjectsByProjectUsers } from '../../../lib/api/generated/ops/getProjectsByProjectUsers.ts';
import { getUserMessagesMetadata } from '../../../lib/api/generated/ops/getUserMessagesMetadata.ts';
import { listChannels } from '../../../lib/api/generated/ops/listChannels.ts';
import { listChannelUsers } from '../../../lib/api/generated/ops/listChannelUsers.ts';
import { listMessages } from '../../../lib/api/generated/ops/listMessages.ts';
import { searchMessages } from '../../../lib/api/generated/ops/searchMessages.ts';
import { chatKeys } from './keys.ts';
import type { MessagePage } from './types.ts';

export const PAGE = 50;
/**
 * Pages kept per open conversation (6 × 50 = 300 messages in the DOM at most): loading an older page drops the
 * newest one and the other way round, and scrolling back loads it again — long sessions stay light.
 */
export const MAX_PAGES = 6;

/** Every channel the caller can see (one project, or all of theirs), latest activity first. */
export const channelsQuery = (project: string | null) =>
  queryOptions({
    queryKey: chatKeys.channels(project),
    queryFn: () =>
      allPages(async (q) => {
        const r = await listChannels({ query: { ...q, ...(project ? { project } : {}) } });
        return { items: r.channels, nextPageToken: r.nextPageToken };
      }, 10),
  });

export const channelQuery = (project: string, id: string) =>
  queryOptions({ queryKey: chatKeys.channel(project, id), queryFn: () => getChannel({ path: { channel: id }, query: { project } }) });

export const membersQuery = (project: string, id: string) =>
  queryOptions({
    queryKey: chatKeys.members(project, id),
    queryFn: () =>
      allPages(async (q) => {
        const r = await listChannelUsers({ path: { channel: id }, query: { project, includeSubscription: 'true', ...q } });
        return { items: r.users, nextPageToken: r.nextPageToken };
      }, 5),
  });

/** Project members (for @mentions and invitations). */
export const peopleQuery = (project: string) =>
  queryOptions({
    queryKey: chatKeys.people(project),
    queryFn: () =>
      allPages(async (q) => {
        const r = await getProjectsByProjectUsers({ path: { project }, query: q });
        return { items: r.users, nextPageToken: r.nextPageToken };
      }, 10),
    staleTime: 5 * 60_000,
  });

/** Unread and mention counts per channel (one project, or all). */
export const metadataQuery = (project: string | null) =>
  queryOptions({
    queryKey: chatKeys.metadata(project),
    queryFn: () => getUserMessagesMetadata({ path: { user: 'me' }, body: project ? { project } : {} }),
    refetchInterval: 60_000,
  });

type Param = { before: string } | { after: string } | { around: string } | null;

/**
 * A channel's messages as pages, both ways: the first page is the latest (or the one around `anchor`), older
 * pages come before it (`before` the first message), newer ones after it (`after` the last).
 */
export const messagesQuery = (project: string, channel: string, anchor: string | null) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(project, channel, anchor),
    initialPageParam: (anchor ? { around: anchor } : null) as Param,
    queryFn: ({ pageParam }) => listMessages({ path: { channel }, query: { project, limit: PAGE, ...(pageParam ?? {}) } }),
    getPreviousPageParam: (first: MessagePage) =>
      first.hasMoreBefore && first.messages[0] ? ({ before: first.messages[0].id } as Param) : undefined,
    getNextPageParam: (last: MessagePage) =>
      last.hasMoreAfter && last.messages.at(-1) ? ({ after: last.messages.at(-1)!.id } as Param) : undefined,
    maxPages: MAX_PAGES,
    staleTime: Number.POSITIVE_INFINITY, // the stream keeps it fresh
    gcTime: 5 * 60_000,
  });

export const searchQuery = (project: string, channel: string, text: string) =>
  queryOptions({
    queryKey: chatKeys.search(project, channel, text),
    queryFn: () => searchMessages({ path: { channel }, query: { project, search: text, limit: 30 } }),
    enabled: text.trim().length > 0,
  });
