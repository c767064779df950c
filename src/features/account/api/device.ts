import type { BodyOf } from '../../../lib/api/call.ts';
import { postAuthDeviceAuthorize } from '../../../lib/api/generated/ops/postAuthDeviceAuthorize.ts';
import { postProjects } from '../../../lib/api/generated/ops/postProjects.ts';

export const authorizeDevice = (body: BodyOf<'/v1/auth/device/authorize', 'post'>) => postAuthDeviceAuthorize({ body });

/** A new project for the factory flow; the answer is the Project, so its id is the new project's id. */
export async function createFactoryProject(name: string): Promise<string> {
  const project = await postProjects({ body: { name } });
  return project.id;
}
