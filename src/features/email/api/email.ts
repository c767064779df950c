/** The email area's calls (generated from the server's contracts), reads (`queryOptions`, list sources) and writes. */
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { ListParams, ListSource } from '../../../components/data/types.ts';
import { allPages } from '../../../lib/api/all-pages.ts';
import { countMailAudience } from '../../../lib/api/generated/ops/countMailAudience.ts';
import { createMailCampaign } from '../../../lib/api/generated/ops/createMailCampaign.ts';
import { createMailingList } from '../../../lib/api/generated/ops/createMailingList.ts';
import { duplicateMailDraft } from '../../../lib/api/generated/ops/duplicateMailDraft.ts';
import { exportMailSubscribers } from '../../../lib/api/generated/ops/exportMailSubscribers.ts';
import { getMailCampaign } from '../../../lib/api/generated/ops/getMailCampaign.ts';
import { getMailSubscriberImport } from '../../../lib/api/generated/ops/getMailSubscriberImport.ts';
import { importMailSubscribers } from '../../../lib/api/generated/ops/importMailSubscribers.ts';
import { listMailCampaigns } from '../../../lib/api/generated/ops/listMailCampaigns.ts';
import { listMailingLists } from '../../../lib/api/generated/ops/listMailingLists.ts';
import { listMailSubscribers } from '../../../lib/api/generated/ops/listMailSubscribers.ts';
import { previewMailCampaign } from '../../../lib/api/generated/ops/previewMailCampaign.ts';
import { updateMailCampaign } from '../../../lib/api/generated/ops/updateMailCampaign.ts';
import type { Schema } from '../../../lib/api/schemas.ts';
import { emailKeys } from './keys.ts';

export type Campaign = Schema<'Campaign'>;
export type Subscriber = Schema<'Subscriber'>;
export type MailingList = Schema<'MailingList'>;
export type Audience = Schema<'CampaignAudience'>;
export type SegmentRules = Schema<'SegmentRules'>;
export type SubscriberImport = Schema<'SubscriberImport'>;
export type UpdateCampaign = Schema<'UpdateCampaignRequest'>;

const page = (p: ListParams) => ({ pageSize: p.pageSize, ...(p.pageToken ? { pageToken: p.pageToken } : {}) });
const text = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);

export const campaignsList = (project: string): ListSource<Campaign> => ({
  queryKey: emailKeys.campaigns(project),
  queryFn: (p) =>
    listMailCampaigns({
      query: {
        project,
        ...page(p),
        search: text(p.search),
        status: (text(p.filters.status) as Campaign['status'] | undefined) ?? undefined,
        sortBy: 'createdAt',
      },
    }).then((r) => ({ items: r.campaigns, nextPageToken: r.nextPageToken })),
});

export const SUBSCRIBER_SORTS = ['createdAt', 'lastOpened', 'lastClicked', 'lastPurchased', 'email'] as const;
export const subscribersList = (project: string): ListSource<Subscriber> => ({
  queryKey: emailKeys.subscribers(project),
  queryFn: (p) => {
    const sort = p.sort?.replace(/^-/, '') as (typeof SUBSCRIBER_SORTS)[number] | undefined;
    return listMailSubscribers({
      query: {
        project,
        ...page(p),
        search: text(p.search),
        status: text(p.filters.status) as Subscriber['status'] | undefined,
        mailingListId: text(p.filters.list),
        sortBy: sort && SUBSCRIBER_SORTS.includes(sort) ? sort : 'createdAt',
      },
    }).then((r) => ({ items: r.subscribers, nextPageToken: r.nextPageToken }));
  },
});

export const listsList = (project: string): ListSource<MailingList> => ({
  queryKey: emailKeys.lists(project),
  queryFn: (p) =>
    listMailingLists({ query: { project, ...page(p), search: text(p.search) } }).then((r) => ({
      items: r.mailingLists,
      nextPageToken: r.nextPageToken,
    })),
});

export const allListsQuery = (project: string) =>
  queryOptions({
    queryKey: emailKeys.allLists(project),
    queryFn: () =>
      allPages(
        (q) => listMailingLists({ query: { project, ...q } }).then((r) => ({ items: r.mailingLists, nextPageToken: r.nextPageToken })),
        10,
      ),
  });

export const campaignQuery = (project: string, id: string) =>
  queryOptions({
    queryKey: emailKeys.campaign(project, id),
    queryFn: () => getMailCampaign({ path: { campaignId: id }, query: { project } }),
  });

export const previewQuery = (project: string, c: Campaign) =>
  queryOptions({
    queryKey: emailKeys.preview(project, c.id, c.updatedAt),
    queryFn: () => previewMailCampaign({ path: { campaignId: c.id }, query: { project } }),
  });

export const audienceCountQuery = (project: string, audience: Audience) =>
  queryOptions({
    queryKey: emailKeys.audienceCount(project, audience),
    queryFn: () => countMailAudience({ query: { project }, body: audience }),
    staleTime: 5000,
  });

export const importQuery = (project: string, id: string) =>
  queryOptions({
    queryKey: emailKeys.import(project, id),
    queryFn: () => getMailSubscriberImport({ path: { importId: id }, query: { project } }),
    refetchInterval: (q) => (q.state.data && (q.state.data.status === 'done' || q.state.data.status === 'failed') ? false : 700),
  });

export const createCampaign = (project: string, name: string) => createMailCampaign({ query: { project }, body: { name } });
export const updateCampaign = (project: string, id: string, body: UpdateCampaign) =>
  updateMailCampaign({ path: { campaignId: id }, query: { project }, body });
export const duplicate = (project: string, id: string) => duplicateMailDraft({ path: { draftId: id }, query: { project } });
export const createList = (project: string, body: Schema<'CreateMailingListRequest'>) => createMailingList({ query: { project }, body });
export const uploadImport = (project: string, file: File, mapping: Record<string, string>, mailingListId?: string) => {
  const form = new FormData();
  form.set('file', file);
  form.set('mapping', JSON.stringify(mapping));
  if (mailingListId) form.set('mailingListId', mailingListId);
  return importMailSubscribers({ query: { project }, body: form } as never) as unknown as Promise<SubscriberImport>;
};
/** `text/csv`: the client hands back the text. */
export const exportSubscribers = (project: string, filters: { status?: Subscriber['status'] | undefined; search?: string | undefined }) =>
  exportMailSubscribers({ query: { project, ...filters } }) as unknown as Promise<string>;

export const refreshMail = (qc: QueryClient, project: string) => qc.invalidateQueries({ queryKey: emailKeys.all(project) });
