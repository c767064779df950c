import { useState } from 'react';

/** Keyset paging with a stack of previous tokens (the server only gives `nextPageToken`). */
export function usePaging() {
  const [stack, setStack] = useState<(string | null)[]>([null]);
  const token = stack[stack.length - 1] ?? null;
  return {
    token,
    page: stack.length,
    next: (t: string | null) => t && setStack((s) => [...s, t]),
    prev: () => setStack((s) => (s.length > 1 ? s.slice(0, -1) : s)),
    reset: () => setStack([null]),
  };
}
