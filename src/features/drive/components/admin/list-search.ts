/** The URL params of the storage admin's projects list: paging only (the server lists projects by id). */
import type { ListSearchOptions } from '../../../../components/data/list-search.ts';

export const storageProjectsSearch: ListSearchOptions = {};
