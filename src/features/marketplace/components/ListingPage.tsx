/** One listing: description, products, install/uninstall, and the module's settings once installed. */
import { Alert, Anchor, Badge, Button, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { NotFound } from '../../../components/NotFound.tsx';
import { AppError, formMessage } from '../../../lib/api/errors.ts';
import { ConfigForm } from '../../../lib/modules/ConfigForm.tsx';
import { moduleIcon } from '../../../lib/modules/icons.tsx';
import { runtimeAtom } from '../../../lib/modules/runtime.ts';
import { installationQuery } from '../api/installation.ts';
import { useUpdateConfig } from '../api/install.ts';
import { listingQuery } from '../api/listing.ts';
import { productsQuery } from '../api/products.ts';
import type { Product } from '../api/types.ts';
import { AVAILABILITY_NOTE } from '../../../../common/integration-availability.ts';
import { AvailabilityBadge } from './AvailabilityBadge.tsx';
import { InstallControls } from './InstallControls.tsx';

const money = (p: Product) =>
  p.price.amount === 0
    ? 'Free'
    : `${new Intl.NumberFormat(undefined, { style: 'currency', currency: p.price.currency }).format(p.price.amount / 100)}${
        p.interval === 'once' ? '' : ` / ${p.interval}`
      }`;

export function ListingPage({ projectId, code }: { projectId: string; code: string }) {
  const listing = useQuery(listingQuery(projectId, code));
  const products = useQuery(productsQuery(projectId, code));
  const installation = useQuery(installationQuery(projectId, code));
  const update = useUpdateConfig(projectId, code);
  const runtime = useAtomValue(runtimeAtom);
  const running = runtime.modules.get(code);
  const name = listing.data?.name;
  useEffect(() => {
    if (name) document.title = `${name} | Shopfloor`;
  }, [name]);

  if (listing.error instanceof AppError && listing.error.status === 404) return <NotFound />;
  if (listing.isError) return <Alert color="red">{formMessage(listing.error)}</Alert>;
  if (!listing.data) return <Skeleton h={240} />;
  const l = listing.data;
  const Icon = moduleIcon(l.icon);
  const installed = installation.data?.installed ?? l.installed ?? false;
  const hasRoutes = !!running?.def?.routes?.length;

  return (
    <Stack gap="lg" maw={960}>
      <Anchor renderRoot={(props) => <Link {...props} to="/modules" search={{ project: projectId }} />} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} /> All modules
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Group gap="md" wrap="nowrap">
          <ThemeIcon variant="light" size={56} radius="md">
            <Icon size={32} />
          </ThemeIcon>
          <Stack gap={2}>
            <Title order={2}>{l.name}</Title>
            <Group gap="xs">
              <Badge variant="light">{l.category.name}</Badge>
              <Text size="sm" c="dimmed">
                by {l.developer}
              </Text>
              {installed && (
                <Badge color="green" variant="filled">
                  Installed
                </Badge>
              )}
              <AvailabilityBadge availability={l.availability} connector={l.category.code === 'connectors'} />
            </Group>
          </Stack>
        </Group>
        <Group gap="sm">
          {installed && hasRoutes && (
            <Button
              renderRoot={(props) => (
                <Link {...props} to="/m/$module/$" params={{ module: code, _splat: '' }} search={{ project: projectId }} />
              )}
              variant="light"
            >
              Open
            </Button>
          )}
          <InstallControls listing={l} projectId={projectId} installed={installed} />
        </Group>
      </Group>
      {l.availability !== 'available' && (
        <Alert
          color={l.availability === 'coming-soon' ? 'gray' : 'blue'}
          data-testid="availability-note"
          id={l.availability === 'coming-soon' ? 'coming-soon-note' : undefined}
        >
          {AVAILABILITY_NOTE[l.availability]}
        </Alert>
      )}
      <Paper withBorder p="md">
        <Text style={{ whiteSpace: 'pre-line' }}>{l.description}</Text>
      </Paper>
      <Stack gap="xs">
        <Title order={3}>Plans</Title>
        {products.isPending && <Skeleton h={80} />}
        {products.data && (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {products.data.map((p) => (
              <Card key={p.id} withBorder padding="md">
                <Text fw={600}>{p.name}</Text>
                <Text size="lg">{money(p)}</Text>
                {p.description && (
                  <Text size="sm" c="dimmed">
                    {p.description}
                  </Text>
                )}
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>
      {installed && installation.data && l.configSchema.fields.length > 0 && (
        <Stack gap="xs">
          <Title order={3}>Settings</Title>
          <Paper withBorder p="md">
            <ConfigForm
              key={installation.data.installedAt ?? ''}
              schema={l.configSchema}
              config={installation.data.config}
              onSave={(config) => update.mutateAsync(config)}
            />
          </Paper>
        </Stack>
      )}
    </Stack>
  );
}
