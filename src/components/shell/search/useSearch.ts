/** Debounced search over every registered source, with the search log (2+ characters, active platform). */
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { sharedKeys } from '../../../lib/api/keys.ts';
import { SEARCH_LOG_MIN_LENGTH } from '../../../lib/platform/platform.ts';
import { logSearch } from '../../../lib/platform/search-log.ts';
import { activeProjectIdAtom } from '../../../lib/projects/active-project.ts';
import { faqSource, tutorialSource } from '../../../lib/search/help-sources.ts';
import { countResults, registerSearchSource, runSearch, SEARCH_DEBOUNCE_MS, searchSourcesAtom } from '../../../lib/search/sources.ts';
import { useShellData } from '../useShellData.ts';

// Help content beside the routes: tutorials by title, FAQs by question (spec 000 §2).
registerSearchSource(tutorialSource);
registerSearchSource(faqSource);

export function useSearch(text: string, opts: { log?: boolean } = {}) {
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const sources = useAtomValue(searchSourcesAtom);
  const { platform } = useShellData();
  const projectId = useAtomValue(activeProjectIdAtom);
  const q = useQuery({
    queryKey: sharedKeys.search(debounced, [...sources.keys()].join(',')),
    queryFn: ({ signal }) => runSearch(debounced, sources.values(), signal),
    enabled: debounced.length > 0,
    staleTime: 30_000,
  });
  const logged = useRef<string | null>(null);
  useEffect(() => {
    if (!opts.log || !q.data || !platform || debounced.length < SEARCH_LOG_MIN_LENGTH || logged.current === debounced) return;
    logged.current = debounced;
    void logSearch({ searchTerm: debounced, searchResultNumber: countResults(q.data) }, projectId).catch(() => {});
  }, [opts.log, q.data, platform, debounced, projectId]);
  const pending = text.trim() !== debounced || (debounced.length > 0 && q.isFetching && !q.data);
  return { groups: debounced ? (q.data ?? []) : [], pending, debounced };
}
