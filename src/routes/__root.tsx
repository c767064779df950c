import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { Shell } from '../components/shell/Shell.tsx';
import { NotificationsBell } from '../features/notifications/components/NotificationsBell.tsx';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => <Shell headerEnd={<NotificationsBell />} />,
});
