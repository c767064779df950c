/** The active project as the runtime sees it: the `project` query parameter (spec 000 §2 routing rules). */
import { useRouterState } from '@tanstack/react-router';

export function useActiveProjectId(): string | null {
  return useRouterState({
    select: (s) => {
      const p = (s.location.search as Record<string, unknown>).project;
      return typeof p === 'string' && p ? p : null;
    },
  });
}
