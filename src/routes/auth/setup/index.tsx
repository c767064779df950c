import { createFileRoute } from '@tanstack/react-router';
import { SetupPage } from '../../../features/account/components/FactorySetupPages.tsx';

export const Route = createFileRoute('/auth/setup/')({
  staticData: { name: 'auth.setup', title: 'Setup', layout: 'blank', requiresUser: false, project: 'never', hideFromSearch: true },
  component: SetupPage,
});
