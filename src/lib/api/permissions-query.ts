import { queryOptions } from '@tanstack/react-query';
import { getEnforcerPermissions } from './generated/ops/getEnforcerPermissions.ts';
import { sharedKeys } from './keys.ts';

/** Every permission the enforcer knows (GET /v1/enforcer/permissions): roles and API keys pick from it. */
export const listPermissions = () => getEnforcerPermissions();
export const permissionsQuery = () => queryOptions({ queryKey: sharedKeys.permissions(), queryFn: listPermissions, staleTime: 5 * 60_000 });
