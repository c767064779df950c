import { userKey } from '../../../lib/query/client.ts';

/** Query keys: notifications belong to the signed-in user, not a project. */
export const notificationKeys = {
  all: [...userKey, 'notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};
