/** The URL params of the API keys list (the route validates them; the page reads them with the same options). */
import type { ListSearchOptions } from '../../../components/data/list-search.ts';

/** One unpaged list, searched on the page. */
export const apiKeysListSearch: ListSearchOptions = {};
