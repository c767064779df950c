import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { DevicePage } from '../../features/account/components/DevicePage.tsx';

export const Route = createFileRoute('/_authed/device')({
  staticData: { name: 'device', title: 'Connect a Device', layout: 'fullscreen', project: 'never', hideFromSearch: true },
  validateSearch: z.object({ code: z.optional(z.string()) }),
  component: function Device() {
    return <DevicePage code={Route.useSearch().code} />;
  },
});
