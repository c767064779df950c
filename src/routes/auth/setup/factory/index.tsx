import { createFileRoute } from '@tanstack/react-router';
import { SetupFactoryPage } from '../../../../features/account/components/FactorySetupPages.tsx';

export const Route = createFileRoute('/auth/setup/factory/')({
  staticData: {
    name: 'auth.setup.factory',
    title: 'Setup Factory',
    layout: 'blank',
    requiresUser: false,
    project: 'never',
    hideFromSearch: true,
  },
  component: SetupFactoryPage,
});
