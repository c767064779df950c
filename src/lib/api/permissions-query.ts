import { queryOptions } from '@tanstack/react-query';
import { getEnforcerPermissions } from './generated/ops/getEnforcerPermissions.ts';
import { sharedKeys } from './keys.ts';
import { allPages } from './all-pages.ts';

/** Every permission the enforcer knows (GET /v1/enforcer/permissions): roles and API keys pick from it. */
export const listPermissions = async () => ({
  permissions: await allPages(async (query) => {
    const r = await getEnforcerPermissions({ query });
    return { items: r.permissions, nextPageToken: r.nextPageToken };
  }),
});
export const permissionsQuery = () => queryOptions({ queryKey: sharedKeys.permissions(), queryFn: listPermissions, staleTime: 5 * 60_000 });
