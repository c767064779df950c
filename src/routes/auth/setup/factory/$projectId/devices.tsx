import { createFileRoute } from '@tanstack/react-router';
import { FactoryDevicesPage } from '../../../../../features/account/components/FactorySetupPages.tsx';

export const Route = createFileRoute('/auth/setup/factory/$projectId/devices')({
  staticData: {
    name: 'auth.setup.factory.devices',
    title: 'Factory Devices',
    layout: 'blank',
    requiresUser: false,
    project: 'never',
    hideFromSearch: true,
  },
  component: function Devices() {
    return <FactoryDevicesPage projectId={Route.useParams().projectId} />;
  },
});
