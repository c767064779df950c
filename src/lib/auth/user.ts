import { queryOptions } from '@tanstack/react-query';
import { AppError } from '../api/errors.ts';
import { getDashboardUser } from '../api/generated/ops/getDashboardUser.ts';
import { sharedKeys } from '../api/keys.ts';
import type { Schema } from '../api/schemas.ts';
import { queryClient } from '../query/client.ts';

export type User = Schema<'User'>;

/** 401, 404 or status 0 on the user fetch means "no user" (spec 000 §4), not an error. */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    return await getDashboardUser();
  } catch (e) {
    const status = e instanceof AppError ? e.status : undefined;
    // Status 0 (unreachable) means "no user" only on the first fetch: a known user stays signed in offline.
    if (status === 0 && queryClient.getQueryData(currentUserQuery.queryKey)) throw e;
    if (status === 401 || status === 404 || status === 0) return null;
    throw e;
  }
}

export const currentUserQuery = queryOptions({
  queryKey: sharedKeys.me(),
  queryFn: fetchCurrentUser,
  staleTime: 60_000,
});
