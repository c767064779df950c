import type { BodyOf } from '../../../lib/api/call.ts';
import { postAuthDeviceAuthorize, postProjects } from '../../../lib/api/generated/operations.ts';

export const authorizeDevice = (body: BodyOf<'/v1/auth/device/authorize', 'post'>) => postAuthDeviceAuthorize({ body });

/** A new project for the factory flow; the answer is the Project, so its id is the new project's id. */
export async function createFactoryProject(name: string): Promise<string> {
  const project = await postProjects({ body: { name } });
  return project.id;
}
