/** `/m/storefront/{domains|terms|payments}`: the storefront's settings tabs. */
import { Stack, Tabs, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { StorefrontGate } from '../../../lib/commerce/StorefrontGate.tsx';
import type { ModuleRouteProps } from '../../../lib/modules/types.ts';
import { DomainsPanel } from './DomainsPanel.tsx';
import { PaymentsPanel } from './PaymentsPanel.tsx';
import { TermsPanel } from './TermsPanel.tsx';

export type SettingsTab = 'domains' | 'terms' | 'payments';

function SettingsPage({ projectId, tab }: { projectId: string; tab: SettingsTab }) {
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <Title order={2}>Storefront settings</Title>
      <Tabs
        value={tab}
        onChange={(v) => v && void navigate({ href: `/m/storefront/${v}?project=${encodeURIComponent(projectId)}` } as never)}
        aria-label="Storefront settings"
      >
        <Tabs.List>
          <Tabs.Tab value="domains">Domains</Tabs.Tab>
          <Tabs.Tab value="terms">Terms</Tabs.Tab>
          <Tabs.Tab value="payments">Payments</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {tab === 'domains' && (
        <Stack gap="xl">
          <DomainsPanel projectId={projectId} kind="platform" />
          <DomainsPanel projectId={projectId} kind="client" />
        </Stack>
      )}
      {tab === 'terms' && (
        <StorefrontGate projectId={projectId}>
          {(platformId) => <TermsPanel projectId={projectId} platformId={platformId} />}
        </StorefrontGate>
      )}
      {tab === 'payments' && <PaymentsPanel projectId={projectId} />}
    </Stack>
  );
}

export const DomainsSettings = ({ ctx }: ModuleRouteProps) => <SettingsPage projectId={ctx.projectId} tab="domains" />;
export const TermsSettings = ({ ctx }: ModuleRouteProps) => <SettingsPage projectId={ctx.projectId} tab="terms" />;
export const PaymentsSettings = ({ ctx }: ModuleRouteProps) => <SettingsPage projectId={ctx.projectId} tab="payments" />;
