/** A module's settings form: its schema from the listing, saved through the runtime (PATCH + patchModule). */
import { Alert, Skeleton } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { IntegrationListing } from '../../../common/integration-types.ts';
import { api } from '../api/client.ts';
import { formMessage } from '../api/errors.ts';
import { projectKey } from '../query/client.ts';
import { ConfigForm } from './ConfigForm.tsx';
import { updateIntegrationConfig } from './integrations-api.ts';
import type { ModuleContext } from './types.ts';

export const moduleListingQuery = (projectId: string, code: string) => ({
  queryKey: [...projectKey(projectId), 'integrations', 'listing', code],
  queryFn: () => api<IntegrationListing>(`/v1/integrations/listings/${encodeURIComponent(code)}`, { query: { project: projectId } }),
});

export function ModuleSettings({ ctx }: { ctx: ModuleContext }) {
  const qc = useQueryClient();
  const listing = useQuery(moduleListingQuery(ctx.projectId, ctx.code));
  if (listing.isError) return <Alert color="red">{formMessage(listing.error)}</Alert>;
  if (!listing.data) return <Skeleton h={160} />;
  return (
    <ConfigForm
      schema={listing.data.configSchema}
      config={ctx.config}
      onSave={async (config) => {
        await updateIntegrationConfig(ctx.projectId, ctx.code, config);
        await qc.invalidateQueries({ queryKey: [...projectKey(ctx.projectId), 'integrations'] });
      }}
    />
  );
}
