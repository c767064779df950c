import { createFileRoute } from '@tanstack/react-router';
import { SetupAuthenticatorPage } from '../../../features/account/components/SetupAuthenticatorPage.tsx';

export const Route = createFileRoute('/_authed/settings/setup-authenticator')({
  staticData: { name: 'account.settings.2fa.setup', title: 'Setup Authentication App', layout: 'standard', project: 'never' },
  component: SetupAuthenticatorPage,
});
