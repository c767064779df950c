import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../../features/dashboard/components/DashboardPage.tsx';
import { currentSubscription, subscribeToPush } from '../../../features/notifications/lib/push-support.ts';

// The first-run checklist turns notifications on through the notifications area (assembled here: features
// never import each other).
const notifications = {
  isOn: async () => typeof Notification !== 'undefined' && Notification.permission === 'granted' && !!(await currentSubscription()),
  turnOn: async () => (await subscribeToPush()) === 'subscribed',
};

export const Route = createFileRoute('/_authed/dashboard/')({
  staticData: { name: 'project.dashboard', title: 'Dashboard', layout: 'standard' },
  component: () => <DashboardPage notifications={notifications} />,
});
