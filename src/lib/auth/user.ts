import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client.ts';
import { AppError } from '../api/errors.ts';
import { queryClient, userKey } from '../query/client.ts';

export interface User {
  id: string;
  email: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  avatar: string | null;
  features: string[];
  isAdmin: boolean;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  signedPlatformTermsLogs: { id: string; version: string }[];
}

/** 401, 404 or status 0 on the user fetch means "no user" (spec 000 §4), not an error. */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    return await api<User>('/omnis/v3/dashboard/user');
  } catch (e) {
    const status = e instanceof AppError ? e.status : undefined;
    // Status 0 (unreachable) means "no user" only on the first fetch: a known user stays signed in offline.
    if (status === 0 && queryClient.getQueryData(currentUserQuery.queryKey)) throw e;
    if (status === 401 || status === 404 || status === 0) return null;
    throw e;
  }
}

export const currentUserQuery = queryOptions({
  queryKey: [...userKey, 'me'],
  queryFn: fetchCurrentUser,
  staleTime: 60_000,
});
