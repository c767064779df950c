import { createFileRoute } from '@tanstack/react-router';
import { stringSearch } from '../../lib/router/search.ts';
import { DevicePage } from '../../features/account/components/DevicePage.tsx';

export const Route = createFileRoute('/_authed/device')({
  staticData: { name: 'device', title: 'Connect a Device', layout: 'fullscreen', project: 'never', hideFromSearch: true },
  validateSearch: stringSearch('code'),
  component: function Device() {
    return <DevicePage code={Route.useSearch().code} />;
  },
});
