/** Shared set-up of the storefront-care tests: a project, its storefront and an owner token. */
import type { TestServer } from '../../../tests/setup/server.ts';

export async function careShop(t: TestServer, opts: { name?: string; keyPermissions?: string[] } = {}) {
  const owner = await t.createUser({ firstName: 'Olga', lastName: 'Owner' });
  const project = await t.createProject(owner.id, { name: opts.name ?? 'Acme Prints' });
  const token = await t.tokenFor(owner.id);
  const platform = (await t.call('GET', `/v1/platform?project=${project.id}`, { token })).body as { id: string };
  const key = (
    await t.call('POST', `/v1/projects/${project.id}/auth`, {
      token,
      body: { name: 'Storefront', permissions: opts.keyPermissions ?? ['platform.enquiries.create', 'platform.orders.create'] },
    })
  ).body.key as string;
  const base = `/v1/platform/${platform.id}`;
  const q = `project=${project.id}`;
  return { owner, project, token, platform, key, base, q };
}
