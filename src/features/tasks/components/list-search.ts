/** URL options of the tasks list (and the archive): sorts and filters the endpoint accepts. */
import type { ListSearchOptions } from '../../../components/data/list-search.ts';
import { TASK_FILTERS, TASK_SORTS } from '../api/tasks.ts';

export const tasksListSearch: ListSearchOptions = { sorts: TASK_SORTS, filters: TASK_FILTERS };
