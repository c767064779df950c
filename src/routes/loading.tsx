import { createFileRoute } from '@tanstack/react-router';
import { LoadingScreen } from '../components/LoadingScreen.tsx';

/** `platform.loading`: the catch-all loading route; skips the user check. */
export const Route = createFileRoute('/loading')({
  staticData: { name: 'platform.loading', layout: 'blank', requiresUser: false, project: 'never', hideFromSearch: true },
  component: () => <LoadingScreen />,
});
