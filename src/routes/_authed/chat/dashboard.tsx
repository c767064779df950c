import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { channelsQuery, metadataQuery } from '../../../features/chat/api/chat.ts';
import { ChatDashboard } from '../../../features/chat/components/ChatDashboard.tsx';
import { preload, projectDeps, projectOf } from '../../../lib/router/preload.ts';
import { projectSearch } from '../../../lib/router/search.ts';
import { WithProject } from '../../-project.tsx';

/** chat.dashboard (Support → Chat): recent activity across the project's channels. */
export const Route = createFileRoute('/_authed/chat/dashboard')({
  staticData: { name: 'chat.dashboard', title: 'Chat', layout: 'standard' },
  validateSearch: projectSearch,
  loaderDeps: projectDeps,
  loader: ({ context: { queryClient: qc }, deps }) => {
    const project = projectOf(qc, deps.project);
    return project ? preload(qc.ensureQueryData(channelsQuery(project)), qc.ensureQueryData(metadataQuery(project))) : undefined;
  },
  component: DashboardRoute,
});

function DashboardRoute() {
  const navigate = useNavigate();
  return (
    <WithProject>
      {(project) => (
        <ChatDashboard
          key={project}
          project={project}
          onOpen={(channel, message) => void navigate({ to: '/chat', search: { project, channel, ...(message ? { message } : {}) } })}
        />
      )}
    </WithProject>
  );
}
