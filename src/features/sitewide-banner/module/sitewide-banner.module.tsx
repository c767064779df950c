/**
 * The `sitewide-banner` module: a Banner menu entry and page with a live preview of the storefront banner
 * and its settings (saved to the installation's config on the server).
 */
import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { ModuleSettings } from '../../../lib/modules/ModuleSettings.tsx';
import type { ModuleDefinition, ModuleRouteProps } from '../../../lib/modules/types.ts';

const COLORS: Record<string, string> = { default: 'blue', success: 'green', warning: 'yellow', danger: 'red' };

function BannerPage({ ctx }: ModuleRouteProps) {
  const message = typeof ctx.config.message === 'string' ? ctx.config.message : '';
  const level = typeof ctx.config.level === 'string' ? ctx.config.level : 'default';
  const link = typeof ctx.config.link === 'string' ? ctx.config.link : '';
  return (
    <Stack gap="lg" maw={720}>
      <Title order={2}>Sitewide banner</Title>
      <Stack gap={4}>
        <Text fw={600}>Preview</Text>
        <Alert color={COLORS[level] ?? 'blue'} variant="filled" data-testid="banner-preview" icon={<IconSpeakerphone size={18} />}>
          {message || 'No message yet.'}{' '}
          {link && (
            <Anchor href={link} target="_blank" rel="noreferrer" c="white" underline="always">
              Learn more
            </Anchor>
          )}
        </Alert>
      </Stack>
      <Paper withBorder p="md">
        <ModuleSettings ctx={ctx} />
      </Paper>
    </Stack>
  );
}

const bannerModule: ModuleDefinition = {
  code: 'sitewide-banner',
  routes: [{ path: '', title: 'Sitewide banner', component: BannerPage }],
  menu: [{ name: 'sitewide-banner', label: 'Banner', order: 900, to: '', icon: IconSpeakerphone }],
};

export default bannerModule;
