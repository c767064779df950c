/** The enquiries inbox's reads (one queryOptions per GET) and writes, over the generated calls. */
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { ListSearchOptions } from '../../../components/data/list-search.ts';
import type { ListParams, ListSource } from '../../../components/data/types.ts';
import { allPages } from '../../../lib/api/all-pages.ts';
import { createPlatformEnquiryChatChannel } from '../../../lib/api/generated/ops/createPlatformEnquiryChatChannel.ts';
import { getPlatformEnquiry } from '../../../lib/api/generated/ops/getPlatformEnquiry.ts';
import { getProjectsByProjectUsers } from '../../../lib/api/generated/ops/getProjectsByProjectUsers.ts';
import { listPlatformEnquiries } from '../../../lib/api/generated/ops/listPlatformEnquiries.ts';
import { listPlatformEnquiryLogs } from '../../../lib/api/generated/ops/listPlatformEnquiryLogs.ts';
import { updatePlatformEnquiry } from '../../../lib/api/generated/ops/updatePlatformEnquiry.ts';
import type { Schema } from '../../../lib/api/schemas.ts';
import { enquiriesKeys } from './keys.ts';

export type Enquiry = Schema<'Enquiry'>;
export type EnquiryLog = Schema<'EnquiryLog'>;
export type EnquiryStatus = Enquiry['status'];
export const ENQUIRY_STATUSES: readonly EnquiryStatus[] = ['open', 'pending', 'resolved'];
export const STATUS_LABEL: Record<EnquiryStatus, string> = { open: 'Open', pending: 'Waiting on customer', resolved: 'Resolved' };
export const STATUS_COLOR: Record<EnquiryStatus, string> = { open: 'blue', pending: 'orange', resolved: 'green' };
export const SOURCE_LABEL: Record<Enquiry['source'], string> = {
  contact_form: 'Contact form',
  order_page: 'Order page',
  return_request: 'Return request',
  api: 'API',
};

export const enquiriesListSearch: ListSearchOptions = { filters: { status: ENQUIRY_STATUSES, mine: ['1'] } };

export const enquiryHref = (projectId: string, id: string) =>
  `/m/enquiries/${encodeURIComponent(id)}?project=${encodeURIComponent(projectId)}`;

function listQuery(p: ListParams, me: string | null) {
  const status = ENQUIRY_STATUSES.find((s) => s === p.filters.status);
  return {
    ...(p.pageToken ? { pageToken: p.pageToken } : {}),
    pageSize: p.pageSize,
    ...(p.search ? { search: p.search } : {}),
    ...(status ? { status } : {}),
    ...(p.filters.mine === '1' && me ? { assigneeId: me } : {}),
  };
}

export const enquiriesList = (project: string, platformId: string, me: string | null): ListSource<Enquiry> => ({
  queryKey: enquiriesKeys.list(project),
  queryFn: (p) =>
    listPlatformEnquiries({ path: { platformId }, query: { project, ...listQuery(p, me) } }).then((r) => ({
      items: r.enquiries,
      nextPageToken: r.nextPageToken,
    })),
});

export const enquiryQuery = (project: string, platformId: string, enquiryId: string) =>
  queryOptions({
    queryKey: enquiriesKeys.detail(project, enquiryId),
    queryFn: () => getPlatformEnquiry({ path: { platformId, enquiryId }, query: { project } }),
  });

export const enquiryLogsQuery = (project: string, platformId: string, enquiryId: string) =>
  queryOptions({
    queryKey: enquiriesKeys.logs(project, enquiryId),
    queryFn: () =>
      allPages((q) =>
        listPlatformEnquiryLogs({ path: { platformId, enquiryId }, query: { project, ...q } }).then((r) => ({
          items: r.logs,
          nextPageToken: r.nextPageToken,
        })),
      ),
  });

/** The members an enquiry can be assigned to. */
export const membersQuery = (project: string) =>
  queryOptions({
    queryKey: enquiriesKeys.members(project),
    queryFn: () =>
      allPages((q) =>
        getProjectsByProjectUsers({ path: { project }, query: q }).then((r) => ({ items: r.users, nextPageToken: r.nextPageToken })),
      ),
    staleTime: 5 * 60_000,
  });

export const updateEnquiry = (project: string, platformId: string, enquiryId: string, body: Schema<'UpdateEnquiryRequest'>) =>
  updatePlatformEnquiry({ path: { platformId, enquiryId }, query: { project }, body });

export const openChatChannel = (project: string, platformId: string, enquiryId: string) =>
  createPlatformEnquiryChatChannel({ path: { platformId, enquiryId }, query: { project } });

export const refreshEnquiries = (qc: QueryClient, project: string) => qc.invalidateQueries({ queryKey: enquiriesKeys.all(project) });
