import { userScope } from '../../../lib/api/keys.ts';

/** Query keys: notifications belong to the signed-in user, not a project. */
export const notificationKeys = {
  all: [...userScope(), 'notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};
