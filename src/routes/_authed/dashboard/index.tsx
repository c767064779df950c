import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../../features/dashboard/components/DashboardPage.tsx';

export const Route = createFileRoute('/_authed/dashboard/')({
  staticData: { name: 'project.dashboard', title: 'Dashboard', layout: 'standard' },
  component: DashboardPage,
});
