import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { channelsQuery } from '../../../features/chat/api/chat.ts';
import { ChatPage, type ChatLocation } from '../../../features/chat/components/ChatPage.tsx';
import { projectsQuery } from '../../../lib/projects/projects.ts';
import { preload } from '../../../lib/router/preload.ts';
import { stringSearch } from '../../../lib/router/search.ts';

const chatSearch = stringSearch('project', 'channel', 'message');

/** chat.index (spec 000 §2, menu entry Chat 311; also without a project: every project's channels). */
export const Route = createFileRoute('/_authed/chat/')({
  staticData: { name: 'chat.index', title: 'Chat', layout: 'standard', project: 'sometimes' },
  validateSearch: chatSearch,
  loaderDeps: ({ search }: { search: ReturnType<typeof chatSearch> }) => ({ project: search.project }),
  loader: ({ context: { queryClient: qc }, deps }) => preload(qc.ensureQueryData(channelsQuery(deps.project ?? null))),
  component: ChatRoute,
});

function ChatRoute() {
  const search: ReturnType<typeof chatSearch> = Route.useSearch();
  const navigate = useNavigate();
  const projects = useQuery({ ...projectsQuery, enabled: !search.project });
  const names = new Map((projects.data ?? []).map((p) => [p.id, p.name]));
  const go = (to: ChatLocation) => void navigate({ to: '/chat', search: to });
  return <ChatPage {...search} projectName={(id) => names.get(id) ?? ''} onNavigate={go} />;
}
