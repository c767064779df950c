/** The URL params of the projects list (the route validates them; the page reads them with the same options). */
import type { ListSearchOptions } from '../../../components/data/list-search.ts';

/** One whole list (the caller's projects), searched on the page. */
export const projectsListSearch: ListSearchOptions = {};
