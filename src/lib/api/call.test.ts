import { beforeEach, describe, expect, it, vi } from 'vitest';

const send = vi.fn(async (..._args: unknown[]) => ({}));
vi.mock('./client.ts', () => ({ api: (...args: unknown[]) => send(...args) }));

const { api } = await import('./call.ts');
const ops = {
  ...(await import('./generated/ops/getProjectsByProject.ts')),
  ...(await import('./generated/ops/getEnforcerRoles.ts')),
  ...(await import('./generated/ops/postProjects.ts')),
  ...(await import('./generated/ops/patchEnforcerRolesByRole.ts')),
};

beforeEach(() => send.mockClear());

describe('generated call functions (000 §5)', () => {
  it('throws the exact message for a missing path parameter, naming the operationId', () => {
    expect(() => ops.getProjectsByProject({ path: { project: undefined as never } })).toThrow(
      'Required parameter project was null or undefined when calling getProjectsByProject.',
    );
    expect(send).not.toHaveBeenCalled();
  });

  it('throws for a missing required query parameter and for a missing body', () => {
    expect(() => ops.getEnforcerRoles({ query: { project: null as never } })).toThrow(
      'Required parameter project was null or undefined when calling getEnforcerRoles.',
    );
    expect(() => ops.postProjects({ body: undefined as never })).toThrow(
      'Required parameter body was null or undefined when calling postProjects.',
    );
  });

  it('fills and encodes path parameters, passes query and body through', async () => {
    await ops.patchEnforcerRolesByRole({ path: { role: 'a/b' }, query: { project: 'p1' }, body: { name: 'Editors' } });
    expect(send).toHaveBeenCalledWith(
      '/v1/enforcer/roles/a%2Fb',
      expect.objectContaining({ method: 'PATCH', query: { project: 'p1' }, body: { name: 'Editors' } }),
    );
  });

  it('accepts empty strings, zero and false as present', async () => {
    await ops.getProjectsByProject({ path: { project: '' } });
    expect(send).toHaveBeenCalledWith('/v1/projects/', expect.anything());
  });
});

describe('api(path, method) is typed by the contract', () => {
  it('sends the typed call and rejects wrong paths, fields and bodies at compile time', async () => {
    await api('/v1/projects/{project}', 'get', { path: { project: 'p1' } });
    expect(send).toHaveBeenCalledWith('/v1/projects/p1', expect.objectContaining({ method: 'GET' }));
    // These lines are checked by `tsc -b`: each must stay an error.
    const typeChecks = async () => {
      // @ts-expect-error no such path
      await api('/v1/projectz', 'get');
      // @ts-expect-error no such method on the path
      await api('/v1/projects/{project}', 'put', { path: { project: 'p' } });
      // @ts-expect-error the body has no field `nam`
      await api('/v1/projects', 'post', { body: { nam: 'x' } });
      const project = await ops.getProjectsByProject({ path: { project: 'p' } });
      // @ts-expect-error a Project has no `title`
      project.title;
      // @ts-expect-error the path parameter is required
      await ops.getProjectsByProject({});
    };
    expect(typeChecks).toBeTypeOf('function');
  });
});
