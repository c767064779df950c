import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteDashboardUserNotificationsByNotificationId } from '../../../lib/api/generated/ops/deleteDashboardUserNotificationsByNotificationId.ts';
import { rememberDeleted } from './deleted-ids.ts';
import { updateCachedNotifications } from './list.ts';

/** Delete: gone from the list at once and remembered locally (so a refresh never re-shows it), then the server. */
export function useDeleteNotification(onRemembered: (id: string) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteDashboardUserNotificationsByNotificationId({ path: { notificationId: id } }),
    onMutate: async (id) => {
      onRemembered(id);
      await rememberDeleted(id);
      updateCachedNotifications(qc, (n) => (n.id === id ? null : n));
    },
  });
}
