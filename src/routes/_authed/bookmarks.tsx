import { createFileRoute } from '@tanstack/react-router';
import { BookmarksPage } from '../../features/bookmarks/components/BookmarksPage.tsx';
import { projectSearch } from '../../lib/router/search.ts';

/** Bookmarks (saved views) of the active project; without one, 'No project selected' (spec 000 §5). */
export const Route = createFileRoute('/_authed/bookmarks')({
  staticData: { name: 'bookmarks', title: 'Bookmarks', layout: 'standard', project: 'sometimes' },
  validateSearch: projectSearch,
  component: BookmarksRoute,
});

function BookmarksRoute() {
  const { project } = Route.useSearch() as { project?: string };
  return <BookmarksPage projectId={project ?? null} />;
}
