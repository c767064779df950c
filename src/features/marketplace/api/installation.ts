import { queryOptions } from '@tanstack/react-query';
import { AppError } from '../../../lib/api/errors.ts';
import { fetchProjectIntegration } from '../../../lib/modules/integrations-flows.ts';
import { marketplaceKeys } from './keys.ts';

/** The project's installation of one integration (installed or not), or null when it never was. */
export const installationQuery = (projectId: string, code: string) =>
  queryOptions({
    queryKey: marketplaceKeys.installation(projectId, code),
    queryFn: async () => {
      try {
        return await fetchProjectIntegration(projectId, code);
      } catch (e) {
        if (e instanceof AppError && e.status === 404) return null;
        throw e;
      }
    },
  });
