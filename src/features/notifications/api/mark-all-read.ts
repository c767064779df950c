import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putDashboardUserNotificationsReadAll } from '../../../lib/api/generated/ops/putDashboardUserNotificationsReadAll.ts';
import { notificationKeys } from './keys.ts';
import { updateCachedNotifications } from './list.ts';

/** Mark all read: locally at once, then the server; a failure restores the server's view. */
export function useMarkAllRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (group?: string) => putDashboardUserNotificationsReadAll({ query: group ? { group } : {} }),
    onMutate: async () => {
      await qc.cancelQueries({ queryKey: notificationKeys.list() });
      const now = new Date().toISOString();
      updateCachedNotifications(qc, (n) => (n.readAt ? n : { ...n, readAt: now }));
    },
    onError: () => qc.invalidateQueries({ queryKey: notificationKeys.list() }),
  });
}
