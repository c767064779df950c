/** Small pieces the email screens share: the campaign status badge (theme colours), the section links, dates. */
import { Anchor, Badge, Group } from '@mantine/core';
import { AppLink } from '../../../components/shell/AppLink.tsx';
import type { Campaign } from '../api/email.ts';

const GRAY: Record<string, string> = { draft: 'gray', paused: 'orange', sent: 'teal', cancelled: 'red' };

/** Sending and scheduled in the theme's campaign colours (`--sf-campaign-<status>`); the rest in Mantine colours. */
export function CampaignStatus({ status }: { status: Campaign['status'] }) {
  const themed = status === 'sending' || status === 'scheduled';
  return (
    <Badge
      variant={themed ? 'filled' : 'light'}
      color={themed ? undefined : GRAY[status]}
      autoContrast={false}
      style={themed ? { background: `var(--sf-campaign-${status})`, color: 'white' } : undefined}
      data-status={status}
    >
      {status}
    </Badge>
  );
}

export const formatDateTime = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—';

export function EmailNav({ projectId, current }: { projectId: string; current: 'campaigns' | 'subscribers' | 'lists' }) {
  const q = `?project=${encodeURIComponent(projectId)}`;
  const link = (key: typeof current, href: string, label: string) => (
    <Anchor component={AppLink} href={`${href}${q}`} fw={current === key ? 700 : 400} aria-current={current === key ? 'page' : undefined}>
      {label}
    </Anchor>
  );
  return (
    <Group gap="lg" component="nav" aria-label="Email sections">
      {link('campaigns', '/m/email', 'Campaigns')}
      {link('subscribers', '/m/email/subscribers', 'Subscribers')}
      {link('lists', '/m/email/lists', 'Lists and segments')}
    </Group>
  );
}
