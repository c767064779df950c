/** A module's settings form: its schema from the listing, saved through the runtime (PATCH + patchModule). */
import { Alert, Skeleton } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formMessage } from '../api/errors.ts';
import { sharedKeys } from '../api/keys.ts';
import { ConfigForm } from './ConfigForm.tsx';
import { updateIntegrationConfig } from './integrations-flows.ts';
import { listingQuery } from './listing-query.ts';
import type { ModuleContext } from './types.ts';

export function ModuleSettings({ ctx }: { ctx: ModuleContext }) {
  const qc = useQueryClient();
  const listing = useQuery(listingQuery(ctx.projectId, ctx.code));
  if (listing.isError) return <Alert color="red">{formMessage(listing.error)}</Alert>;
  if (!listing.data) return <Skeleton h={160} />;
  return (
    <ConfigForm
      schema={listing.data.configSchema}
      config={ctx.config}
      onSave={async (config) => {
        await updateIntegrationConfig(ctx.projectId, ctx.code, config);
        await qc.invalidateQueries({ queryKey: sharedKeys.integrations(ctx.projectId) });
      }}
    />
  );
}
