import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordPage } from '../../../features/account/components/ChangePasswordPage.tsx';

export const Route = createFileRoute('/_authed/settings/change-password')({
  staticData: { name: 'account.settings.change-password', title: 'Change Password', layout: 'standard', project: 'never' },
  component: ChangePasswordPage,
});
