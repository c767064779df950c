import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_URL } from '../../../../common/notifications.ts';
import { api } from '../../../lib/api/client.ts';
import { rememberDeleted } from './deleted-ids.ts';
import { updateCachedNotifications } from './list.ts';

/** Delete: gone from the list at once and remembered locally (so a refresh never re-shows it), then the server. */
export function useDeleteNotification(onRemembered: (id: string) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`${NOTIFICATIONS_URL}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onMutate: async (id) => {
      onRemembered(id);
      await rememberDeleted(id);
      updateCachedNotifications(qc, (n) => (n.id === id ? null : n));
    },
  });
}
