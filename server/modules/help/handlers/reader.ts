import type { Context } from 'hono';
import type { AppEnv } from '../../../lib/context.ts';
import type { Reader } from '../faqs.repo.ts';
import { platformOfProject } from '../help-platform.repo.ts';

/** Who reads: the project of the call, its platform, the user (none for an API key), and whether they may edit. */
export async function readerOf(c: Context<AppEnv>, managePermission: string): Promise<Reader> {
  const access = c.get('access');
  return {
    projectId: access.projectId,
    platformId: await platformOfProject(c.get('deps').database.db, access.projectId),
    userId: access.userId,
    canManage: access.permissions.has(managePermission),
  };
}
