import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { DevicePage } from '../../features/account/components/DevicePage.tsx';

export const Route = createFileRoute('/_authed/device')({
  staticData: { name: 'device', title: 'Connect a Device', layout: 'fullscreen', project: 'never', hideFromSearch: true },
  validateSearch: z.object({ code: z.string().optional() }),
  component: function Device() {
    return <DevicePage code={Route.useSearch().code} />;
  },
});
