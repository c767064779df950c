import type { ListSearchOptions } from '../../../components/data/list-search.ts';

/** Monitors: paging and the tags filter (free text, comma-separated; every tag must match). */
export const monitorsListSearch: ListSearchOptions = { filters: { tags: null } };
