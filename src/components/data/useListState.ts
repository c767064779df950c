import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import type { ListSearch, ListSearchOptions } from './list-search.ts';
import { applyListChange, toListSearch } from './list-state.ts';

export type ListState = [ListSearch, (patch: Partial<ListSearch>) => void];

const LIST_KEYS = ['q', 'sort', 'size', 'pages'] as const;

/**
 * A list's state held in the URL (the route validates the same `opts` with `listSearch`). Paging pushes a history
 * entry (Back goes to the previous page); typing in the search box replaces it.
 */
export function useUrlListState(opts: ListSearchOptions): ListState {
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const key = JSON.stringify(raw);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `raw`, whose identity changes on every render.
  const state = useMemo(() => toListSearch(raw, opts), [key, opts]);
  const set = useCallback(
    (patch: Partial<ListSearch>) => {
      const next = applyListChange(state, patch);
      void navigate({
        to: '.',
        replace: 'q' in patch && !('pages' in patch),
        search: (prev: Record<string, unknown>) => {
          const kept = { ...prev };
          for (const k of [...LIST_KEYS, ...Object.keys(opts.filters ?? {})]) delete kept[k];
          const { filters, ...rest } = next;
          return { ...kept, ...rest, ...filters };
        },
      } as never);
    },
    [navigate, state, opts],
  );
  return [state, set];
}

/** A list's state held in memory (a second list on a page that already keeps one in the URL). */
export function useLocalListState(initial: ListSearch = {}): ListState {
  const [state, setState] = useState(initial);
  const set = useCallback((patch: Partial<ListSearch>) => setState((prev) => applyListChange(prev, patch)), []);
  return [state, set];
}
