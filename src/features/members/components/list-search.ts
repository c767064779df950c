/** The URL params of the members lists (route configs validate them; the pages read them with the same options). */
import type { ListSearchOptions } from '../../../components/data/list-search.ts';

/** The users endpoint sorts by email (either way) and searches names and emails. */
export const usersListSearch: ListSearchOptions = { sorts: ['email'] };
/** Invites: search and paging only (the server has no sort or filter yet). */
export const invitesListSearch: ListSearchOptions = {};
/** Roles: one unpaged list, searched and filtered (built-in or custom) on the page. */
export const rolesListSearch: ListSearchOptions = { filters: { type: ['built-in', 'custom'] } };
