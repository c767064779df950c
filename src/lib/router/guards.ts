import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { currentUserQuery } from '../auth/user.ts';
import { fromCacheOrNetwork } from '../query/cache-first.ts';

/** Unauthenticated visitors go to the login page with `redirect` = the encoded full previous path. */
export async function requireUser(queryClient: QueryClient, location: { href: string }) {
  const user = await fromCacheOrNetwork(queryClient, currentUserQuery);
  if (!user) throw redirect({ to: '/account/login', search: { redirect: location.href } });
  return user;
}
