import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putDashboardUserNotificationsByNotificationIdRead } from '../../../lib/api/generated/ops/putDashboardUserNotificationsByNotificationIdRead.ts';
import { updateCachedNotifications } from './list.ts';

/** Mark one read. Not optimistic: it stays unread until the server call succeeds (spec 000 §4). */
export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => putDashboardUserNotificationsByNotificationIdRead({ path: { notificationId: id } }),
    onSuccess: (updated) => updateCachedNotifications(qc, (n) => (n.id === updated.id ? { ...n, readAt: updated.readAt } : n)),
  });
}
