import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_URL, type NotificationItem } from '../../../../common/notifications.ts';
import { api } from '../../../lib/api/client.ts';
import { updateCachedNotifications } from './list.ts';

/** Mark one read. Not optimistic: it stays unread until the server call succeeds (spec 000 §4). */
export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<NotificationItem>(`${NOTIFICATIONS_URL}/${encodeURIComponent(id)}/read`, { method: 'PUT' }),
    onSuccess: (updated) => updateCachedNotifications(qc, (n) => (n.id === updated.id ? { ...n, readAt: updated.readAt } : n)),
  });
}
