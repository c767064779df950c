/** Install / uninstall / configure through the module runtime (server and running app together). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { installIntegration, uninstallIntegration, updateIntegrationConfig } from '../../../lib/modules/integrations-flows.ts';
import { marketplaceKeys } from './keys.ts';

function useRefresh(projectId: string) {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: marketplaceKeys.project(projectId) }),
      // Project lists carry the installed codes (Factory when fulfillments is installed).
      qc.invalidateQueries({ predicate: (q) => JSON.stringify(q.queryKey).includes('projects') }),
    ]);
}

export function useInstall(projectId: string, code: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: (config?: Record<string, unknown>) => installIntegration(projectId, code, config),
    onSettled: refresh,
  });
}

export function useUninstall(projectId: string, code: string) {
  const refresh = useRefresh(projectId);
  return useMutation({ mutationFn: () => uninstallIntegration(projectId, code), onSettled: refresh });
}

export function useUpdateConfig(projectId: string, code: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: (config: Record<string, unknown>) => updateIntegrationConfig(projectId, code, config),
    onSettled: refresh,
  });
}
