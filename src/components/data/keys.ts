/**
 * The list kit's query keys: a list's own key prefix (from its area's key factory, e.g. `membersKeys.usersAll`)
 * plus the list params. Route loaders and DataTable build the key here, so both ask for the same entry.
 */
import type { ListParams } from './types.ts';

export const listKey = (prefix: readonly unknown[], params: ListParams) => [...prefix, params] as const;
