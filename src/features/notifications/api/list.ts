import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { NOTIFICATION_PAGE_SIZE } from '../../../../common/notifications.ts';
import { getDashboardUserNotifications } from '../../../lib/api/generated/ops/getDashboardUserNotifications.ts';
import { notificationKeys } from './keys.ts';
import type { NotificationItem, NotificationList } from './types.ts';

export const notificationsQuery = infiniteQueryOptions({
  queryKey: notificationKeys.list(),
  queryFn: ({ pageParam }) =>
    getDashboardUserNotifications({ query: { pageSize: NOTIFICATION_PAGE_SIZE, ...(pageParam ? { pageToken: pageParam } : {}) } }),
  initialPageParam: '' as string,
  getNextPageParam: (last) => last.nextPageToken ?? undefined,
  // Polling is the worker's job; the list refetches when the worker reports a new notification.
  staleTime: 60_000,
  // Opening the panel always revalidates: a restored (persisted) copy may predate changes made elsewhere.
  refetchOnMount: 'always',
  // "Notification list failure ignored silently" (spec 000 §8): no retry storm, no error UI.
  retry: false,
  meta: { silent: true },
});

export type NotificationPages = InfiniteData<NotificationList, string>;

/** Apply a change to every cached notification (optimistic updates). */
export function updateCachedNotifications(qc: QueryClient, fn: (n: NotificationItem) => NotificationItem | null) {
  qc.setQueryData<NotificationPages>(notificationKeys.list(), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((p) => ({
            ...p,
            notifications: p.notifications.map(fn).filter((n): n is NotificationItem => n !== null),
          })),
        }
      : data,
  );
}
