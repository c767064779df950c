/** The URL params of the billing lists (route configs validate them; the pages read them with the same options). */
import type { ListSearchOptions } from '../../../components/data/list-search.ts';

export const invoicesListSearch: ListSearchOptions = { filters: { status: ['paid', 'due', 'overdue', 'failed', 'void'] } };
export const chargesListSearch: ListSearchOptions = { filters: { integration: null, invoice: null } };
export const summariesListSearch: ListSearchOptions = {};
