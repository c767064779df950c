import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../../features/account/components/SettingsPage.tsx';

export const Route = createFileRoute('/_authed/settings/')({
  staticData: { name: 'account.settings', title: 'Settings', layout: 'standard', project: 'never' },
  component: SettingsPage,
});
